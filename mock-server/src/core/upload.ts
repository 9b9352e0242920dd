import { uploadContract } from '@contract';
import { planUpload } from '../domain/uploads';
import { type MockState } from '../state';
import { envelopeResponse, handlers, ok } from './kit';
import { type CoreResponse } from './core';

export function uploadRouter(state: MockState) {
  return handlers(uploadContract, {
    image: async ({ body }) => {
      const plan = planUpload(body.multipart, body.model, state.uploadCount + 1);
      state.uploadCount += 1;
      state.uploads.set(plan.name, plan.stored);
      return ok(plan.result);
    },
  });
}

/** Serves uploaded images back with their sniffed type; nothing else is ever served from there. */
export function uploadedFile(state: MockState, name: string): CoreResponse {
  const upload = state.uploads.get(name);
  if (!upload) return envelopeResponse(404, `Not found: GET /mock-images/u/${name}`, 404);
  return {
    status: 200,
    headers: { 'content-type': upload.mime, 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=3600' },
    body: upload.bytes,
  };
}
