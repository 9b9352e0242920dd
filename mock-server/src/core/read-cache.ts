import { apiContract } from '@contract';
import { type AppRoute } from '@ts-rest/core';
import { type MockState } from '../state';
import { type CoreResponse } from './core';
import { type RequestAuth } from './kit';

/**
 * The read cache (mock-server/README.md, "Read cache"): the finished answers of some GET routes, kept while they
 * are still true. The core (core/create.ts) answers a GET or HEAD from it before the route is matched, and an
 * adapter's fast path (MockCore.cached) serves its bytes as they are.
 */

/**
 * The GET routes whose answers are cached. Each is a pure function of the db, the URL, the viewer and (when it
 * reads it) the clock: none reads a request header (a route with a header schema is refused below) or the client's
 * address, none writes. A write, a reset, a clock change or a sign-out makes its entries stale.
 */
const CACHED: readonly AppRoute[] = [
  apiContract.products.categoryTree,
  apiContract.products.list,
  apiContract.products.detail,
  apiContract.products.skuDetail,
  apiContract.products.merchantProducts,
  apiContract.products.merchantCategories,
  apiContract.home.pcIndex,
  apiContract.home.activityBlocks,
  apiContract.home.hotKeywords,
  apiContract.home.payCurrency,
  apiContract.auth.captchaOpen,
  apiContract.auth.methodInfo,
];

/** The read cache's bounds: a fuzzer or a 100k catalog walked page by page must not grow it without end. */
const CACHE_MAX_ENTRIES = 2000;
const CACHE_MAX_CHARS = 32 * 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * What answering a cacheable route learnt: the db generation and clock version read before the handler ran, whom
 * the answer was for (null: anonymous, or a token that named no session) and whether it read the clock.
 */
export interface Probe {
  generation: number;
  clock: number;
  uid: number | null;
  clockRead: boolean;
}

/** One cached answer and what it was true for. */
export interface CacheEntry {
  /** The finished answer (image URLs already absolute for the key's base). */
  body: string;
  /** Its UTF-8 bytes, encoded on the first fast-path hit and kept: a hit then encodes nothing. */
  bytes: Uint8Array | null;
  /** The envelope's message, for the request journal of a fast-path hit. */
  message: string | null;
  /** `Db.generation` read before the handler ran. */
  generation: number;
  /** `MockClock.version` when built. */
  clock: number;
  /** The signed-in user the answer was built for. */
  uid: number | null;
}

/**
 * The key of a GET or HEAD of `rawUrl` (path and query as sent) for a token and a base: the request's parts the
 * answer depends on, joined by newlines (none of them can hold one); the entry holds what else it was true for.
 */
export const cacheKey = (rawUrl: string, token: string, base: string): string => `${rawUrl}\n${token}\n${base}`;

export interface ReadCache {
  /** True for a route whose answers are kept. */
  covers(route: AppRoute): boolean;
  /** The entry under `key` when it is still true for the token sent; null otherwise. */
  lookup(key: string, token: string): CacheEntry | null;
  /** A fresh entry's answer, as handle() gives it (no body for a HEAD). */
  answer(method: string, key: string, token: string): CoreResponse | null;
  /** The state before a cacheable route's handler runs; the handler's answer fills in the rest. */
  probe(): Probe;
  /** True when an answer may be kept: a 200 envelope of code 200 that read no running clock. */
  keeps(probe: Probe, response: CoreResponse): boolean;
  /** Keeps a finished answer under `key`, the oldest entries going first past the bounds. */
  keep(key: string, probe: Probe, body: string, message: string | null): void;
  /** Forgets every entry (after any write). */
  drop(): void;
}

export function createReadCache(state: MockState, sessionFor: (token: string) => RequestAuth | null): ReadCache {
  for (const route of CACHED) {
    // ts-rest gives every route `headers: {}`; a schema there would make the answer depend on headers.
    const headers: unknown = 'headers' in route ? route.headers : undefined;
    if (headers !== undefined && headers !== null && Object.keys(headers).length > 0)
      throw new Error(`read cache: ${route.path} reads headers the key does not hold`);
  }
  const cacheable = new Set(CACHED.map((route) => `${route.method} ${route.path}`));
  const cache = new Map<string, CacheEntry>();
  let cacheChars = 0;
  /** Still true now: no write, no clock change since, and the token still names the same user (sliding its expiry as a read does). */
  const fresh = (entry: CacheEntry, token: string): boolean =>
    entry.generation === state.db.generation &&
    entry.clock === state.clock.version &&
    (token === '' ? null : (sessionFor(token)?.uid ?? null)) === entry.uid;
  const lookup = (key: string, token: string): CacheEntry | null => {
    const hit = cache.get(key);
    return hit && fresh(hit, token) ? hit : null;
  };
  return {
    covers: (route) => cacheable.has(`${route.method} ${route.path}`),
    lookup,
    answer(method, key, token) {
      const hit = lookup(key, token);
      if (!hit) return null;
      return { status: 200, headers: { 'content-type': JSON_TYPE }, body: method === 'HEAD' ? null : hit.body };
    },
    probe: () => ({ generation: state.db.generation, clock: state.clock.version, uid: null, clockRead: false }),
    // Stored under the generation and clock read before the handler ran: a change meanwhile makes it stale at
    // once. An answer that read a running clock is true for that instant only: not kept.
    keeps: (probe, response) =>
      (!probe.clockRead || state.clock.fixed) &&
      response.status === 200 &&
      typeof response.body === 'string' &&
      response.body.startsWith('{"code":200'),
    keep(key, probe, body, message) {
      const entry: CacheEntry = { body, bytes: null, message, generation: probe.generation, clock: probe.clock, uid: probe.uid };
      const old = cache.get(key);
      if (old) {
        cache.delete(key);
        cacheChars -= old.body.length;
      }
      // The oldest entries go first (a Map iterates in insertion order).
      for (const [oldest, value] of cache) {
        if (cache.size < CACHE_MAX_ENTRIES && cacheChars + entry.body.length <= CACHE_MAX_CHARS) break;
        cache.delete(oldest);
        cacheChars -= value.body.length;
      }
      if (entry.body.length > CACHE_MAX_CHARS) return;
      cache.set(key, entry);
      cacheChars += entry.body.length;
    },
    drop() {
      cache.clear();
      cacheChars = 0;
    },
  };
}
