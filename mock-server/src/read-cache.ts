import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance } from 'fastify';
import { TOKEN_HEADER } from '@contract';
import { routeOf } from './routes/kit';

export interface ReadCacheOptions {
  /** The GET routes whose answers are cached (read-mostly: the category tree, home data, settings). */
  routes: readonly AppRoute[];
  /** Goes up on every db write and reload: an answer stored under another generation is not used. */
  generation: () => number;
}

interface Entry {
  body: string;
  generation: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a cacheable request that missed: where its answer goes, and the db generation it was read from. */
    readCacheMiss: { key: string; generation: number } | null;
  }
}

/**
 * Caches the serialised answers of read-mostly routes (docs/adr/0012: the mock must not be the slow part, and
 * these answers are rebuilt from the whole db on every request). Keyed by the URL with its query and the token
 * sent (the routes are public; a signed-in viewer gets answers of their own); dropped when the db changes (any
 * write, a reset, an edit through the control API) and after any non-GET request, in case it changed state kept
 * outside the db. Only success envelopes are stored. Registered on the root instance after the fault hook, so an
 * injected fault still wins, and a hit skips body parsing, the session check and the handler.
 */
export function registerReadCache(scope: FastifyInstance, options: ReadCacheOptions): void {
  const cacheable = new Set(options.routes.map((route) => `${route.method} ${route.path}`));
  const entries = new Map<string, Entry>();
  scope.decorateRequest('readCacheMiss', null);

  const tokenHeader = TOKEN_HEADER.toLowerCase();
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET') return undefined;
    const route = routeOf(request);
    if (!route || !cacheable.has(`${route.method} ${route.path}`)) return undefined;
    const token = request.headers[tokenHeader] ?? request.headers.authorization ?? '';
    const key = `${request.url} ${String(token)}`;
    const generation = options.generation();
    const entry = entries.get(key);
    if (entry && entry.generation === generation) {
      return reply.code(200).type('application/json; charset=utf-8').send(entry.body);
    }
    request.readCacheMiss = { key, generation };
    return undefined;
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const miss = request.readCacheMiss;
    // Stored under the generation read before the handler ran: a write meanwhile makes it stale at once.
    if (miss && reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"code":200')) {
      entries.set(miss.key, { body: payload, generation: miss.generation });
    }
    return payload;
  });

  scope.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') entries.clear();
  });
}
