import { type FastifyInstance } from 'fastify';
import { renderImage } from '../images/render';
import { type MockState } from '../state';

/**
 * Generated SVG images under /mock-images/<kind>/<name>.svg, drawn from the seeded records (mock-server/src/images/render.ts):
 * the same seed always gives the same picture and no external host is ever needed.
 */
export function registerImages(app: FastifyInstance, state: MockState): void {
  app.get('/mock-images/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!/^[A-Za-z0-9_/.-]+\.svg$/.test(path) || path.includes('..')) {
      return reply.code(404).send({ code: 404, message: `Not found: GET /mock-images/${path}`, data: null });
    }
    return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=86400').send(renderImage(path, state).svg);
  });
}
