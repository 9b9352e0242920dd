import { uploadContract } from '@contract';
import { type FastifyInstance } from 'fastify';
import { planUpload } from '../domain/uploads';
import { type MockState } from '../state';
import { ok, s } from './kit';

export function uploadRouter(state: MockState) {
  return s.router(uploadContract, {
    image: async ({ body }) => {
      const plan = planUpload(body.multipart, body.model, state.uploadCount + 1);
      state.uploadCount += 1;
      state.uploads.set(plan.name, plan.stored);
      return ok(plan.result);
    },
  });
}

/** Serves uploaded images back with their sniffed type; nothing else is ever served from there. */
export function registerUploads(app: FastifyInstance, state: MockState): void {
  app.get('/mock-images/u/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const upload = state.uploads.get(name);
    if (!upload) return reply.code(404).send({ code: 404, message: `Not found: GET /mock-images/u/${name}`, data: null });
    return reply.header('content-type', upload.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=3600').send(upload.bytes);
  });
}
