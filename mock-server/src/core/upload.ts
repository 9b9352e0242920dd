import { uploadContract } from '@contract';
import { collectionNames, type CollectionName } from '../db/schema';
import { planUpload } from '../domain/uploads';
import { type MockState } from '../state';
import { envelopeResponse, handlers, ok } from './kit';
import { type CoreResponse } from './core';

/** An uploaded image's name where a record refers to it (relative or absolute URL). */
const UPLOAD_REFERENCE = /\/mock-images\/u\/([A-Za-z0-9._-]+)/g;

export function uploadRouter(state: MockState) {
  // The names each collection refers to, by collection version: only collections written since are read again.
  const references = new Map<CollectionName, { version: number; names: string[] }>();
  const inUse = (): ReadonlySet<string> => {
    const names = new Set<string>();
    for (const collection of collectionNames) {
      const version = state.db.version(collection);
      let known = references.get(collection);
      if (known?.version !== version) {
        const found: string[] = [];
        // Record by record: a 100k catalog is never one string.
        for (const record of state.db.all(collection)) {
          const json = JSON.stringify(record);
          if (json.includes('/mock-images/u/')) for (const match of json.matchAll(UPLOAD_REFERENCE)) found.push(match[1] as string);
        }
        known = { version, names: found };
        references.set(collection, known);
      }
      for (const name of known.names) names.add(name);
    }
    return names;
  };
  return handlers(uploadContract, {
    image: async ({ body, session, ip }) => {
      const plan = planUpload(body.multipart, body.model, state.uploadCount + 1);
      state.uploads.put(plan.name, plan.stored, session ? `user:${session.uid}` : `ip:${ip}`, inUse);
      state.uploadCount += 1;
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
