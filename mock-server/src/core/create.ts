import { Code } from '@contract';
import { AppError, badRequest } from '../domain/errors';
import { DEFAULT_WEB_PORTS, WebOrigins } from '../domain/web-origins';
import { MockState } from '../state';
import { answerRoute, type AnswerContext } from './answer';
import { twitterRequests } from './auth';
import { DroppedRequest, type CoreOptions, type CoreRequest, type CoreResponse, type MockCore } from './core';
import { injectFault } from './fault-injection';
import { imageResponse } from './images';
import { bareFieldOf, envelopeOf, journalBody } from './journal';
import { absoluteImageUrls, envelopeResponse, parseQuery } from './kit';
import { oauthPages } from './oauth-pages';
import { payPages } from './pay-pages';
import { cacheKey, createReadCache, type Probe } from './read-cache';
import { sessionLookup, tokenOf } from './request-auth';
import { bareStringRoutes, findRoute, routeTable } from './route-table';
import { uploadedFile } from './upload';

/** The journal's message for a request a `drop` fault cut (no answer left). */
const DROPPED = 'dropped by a mock fault';

/** `scheme://host[:port]` exactly as the request URL spells it (an explicit :80 stays). */
const originOf = (url: string): string => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';

/**
 * The transport-free mock (docs/adr/0013-mock-core-and-adapters.md): the state, the handlers of every contract
 * route (core/<resource>.ts) and what the Fastify server used to do around them, each in a file of its own: the
 * route table and matching (core/route-table.ts), faults (core/fault-injection.ts), the read cache
 * (core/read-cache.ts), sessions (core/request-auth.ts), bodies (core/request-body.ts), auth classes, request and
 * response validation (core/answer.ts); here the request's way through them, absolute image URLs, the pages
 * outside the contract, the 404 envelope and the request journal.
 */
export async function createMockCore(options: CoreOptions = {}): Promise<MockCore> {
  const seed = options.seed ?? 1;
  const state = new MockState({ seed, products: options.products ?? 300, clock: options.clock, platform: options.platform });
  state.webOrigins = new WebOrigins({ extra: options.webOrigins ?? [], webPorts: options.webPorts ?? DEFAULT_WEB_PORTS });
  state.publicUrl = options.publicUrl;
  await state.reset(seed);
  return createCoreOn(state, { ...options, seed });
}

/** The core over an existing state (the Fastify adapter loads MOCK_STATE_FILE into it first). */
export function createCoreOn(state: MockState, options: CoreOptions & { seed: number }): MockCore {
  const twitter = twitterRequests();
  const entries = routeTable(state, twitter, { control: options.control !== false, seed: options.seed });
  const bareRoutes = bareStringRoutes(entries);
  const oauth = oauthPages(state, twitter);
  const pay = payPages(state);
  const { sessionFor, sessionOf } = sessionLookup(state);
  const cache = createReadCache(state, sessionFor);
  const context: AnswerContext = { state, validateResponses: options.validateResponses ?? false, sessionOf };
  /** The origin absolute URLs start with: the publicUrl option, else the request's own. */
  const baseOf = (origin: string): string => (state.publicUrl ? state.publicUrl.replace(/\/+$/, '') : origin);
  const pathOf = (rawUrl: string): string => rawUrl.split('?')[0] ?? rawUrl;
  const since = (started: number): number => Math.round((performance.now() - started) * 10) / 10;

  /** Pages outside the contract: images, uploaded files, the consent and pay pages. */
  const page = (method: string, path: string, url: URL): CoreResponse | null => {
    if (method !== 'GET') return null;
    const upload = /^\/mock-images\/u\/([^/]+)$/.exec(path);
    if (upload?.[1] !== undefined) return uploadedFile(state, decodeURIComponent(upload[1]));
    if (path.startsWith('/mock-images/')) return imageResponse(state, decodeURIComponent(path.slice('/mock-images/'.length)));
    const q = parseQuery(url.search);
    if (path.startsWith('/__mock/oauth/')) return oauth[path.slice('/__mock/oauth/'.length)]?.(q) ?? null;
    if (path.startsWith('/__mock/pay/')) return pay[path.slice('/__mock/pay/'.length)]?.(q) ?? null;
    return null;
  };

  const failure = (error: unknown, request: CoreRequest, path: string): CoreResponse => {
    if (error instanceof AppError) return envelopeResponse(error.code, error.message);
    const name = error instanceof Error ? error.name : '';
    if (name === 'ResponseValidationError') {
      const message = error instanceof Error ? error.message : String(error);
      globalThis.console.error(`[mock] ${request.method} ${path}: ${message}`);
      return envelopeResponse(Code.serverError, `Response validation failed: ${message}`);
    }
    return envelopeResponse(Code.serverError, 'System exception');
  };

  const handle = async (request: CoreRequest): Promise<CoreResponse | null> => {
    const method = request.method.toUpperCase();
    const origin = originOf(request.url);
    const rawUrl = request.url.slice(origin.length) || '/';
    const path = rawUrl.split('?')[0] ?? rawUrl;
    const base = baseOf(origin);
    const owned = path.startsWith('/api/') || path.startsWith('/__mock/') || path.startsWith('/mock-images/');
    if (!owned) return null;
    if (!path.startsWith('/api/')) return serve(request, method, rawUrl, path, base);
    // Every /api exchange goes to the request journal (core/journal.ts), a dropped one too.
    const started = performance.now();
    const note = (response: CoreResponse | null): number => {
      const { code, message } = response ? envelopeOf(response) : { code: null, message: DROPPED };
      return state.journal.record({
        at: state.clock.peek(),
        method,
        path,
        search: rawUrl.slice(path.length),
        body: journalBody(request.body, bareRoutes.has(`${method} ${path}`) ? bareFieldOf(path) : null),
        status: response?.status ?? 0,
        code,
        message,
        durationMs: since(started),
      });
    };
    let response: CoreResponse | null;
    try {
      response = await serve(request, method, rawUrl, path, base);
    } catch (error) {
      if (error instanceof DroppedRequest) note(null);
      throw error;
    }
    return response && { ...response, journalId: note(response) };
  };

  const serve = async (request: CoreRequest, method: string, rawUrl: string, path: string, base: string): Promise<CoreResponse | null> => {
    try {
      const fault = path.startsWith('/api/') ? state.faults.match(method, path) : null;
      if (fault) {
        const faulted = await injectFault(fault);
        if (faulted) return faulted;
      }
      // A cached answer is served before the route is even matched (faults above still apply to it): it is the
      // finished bytes (image URLs made absolute for this base).
      const read = method === 'GET' || method === 'HEAD';
      const token = tokenOf(request.headers);
      const key = read ? cacheKey(rawUrl, token, base) : '';
      const hit = read && path.startsWith('/api/') ? cache.answer(method, key, token) : null;
      if (hit) return hit;
      return await route(request, method, new URL(request.url), path, base, key);
    } finally {
      if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') cache.drop();
    }
  };

  const route = async (
    request: CoreRequest,
    method: string,
    url: URL,
    path: string,
    base: string,
    key: string,
  ): Promise<CoreResponse | null> => {
    const head = method === 'HEAD';
    const lookup = head ? 'GET' : method;
    let response: CoreResponse;
    let store: Probe | null = null;
    try {
      try {
        decodeURIComponent(path);
      } catch {
        throw badRequest('path: the URL is not valid');
      }
      const found = findRoute(entries, lookup, path);
      if (!found) {
        const other = page(lookup, path, url);
        response = other ?? envelopeResponse(Code.notFound, `Not found: ${method} ${path}`, 404);
      } else {
        const probe = lookup === 'GET' && key !== '' && cache.covers(found.entry.route) ? cache.probe() : undefined;
        response = await answerRoute(context, request, url, found.entry, found.params, base, probe);
        if (probe && cache.keeps(probe, response)) store = probe;
      }
    } catch (error) {
      if (error instanceof DroppedRequest) throw error;
      response = failure(error, request, path);
    }
    // Like the real backend's response filter, answers carry absolute image URLs: stored paths are relative
    // (docs/backend-wire.md, absolute URLs).
    if (
      path.startsWith('/api/') &&
      typeof response.body === 'string' &&
      (response.headers['content-type'] ?? '').startsWith('application/json')
    ) {
      response = { ...response, body: absoluteImageUrls(response.body, base) };
    }
    if (store && typeof response.body === 'string') cache.keep(key, store, response.body, envelopeOf(response).message);
    return head ? { ...response, body: null } : response;
  };

  const encoder = new TextEncoder();
  /**
   * The UTF-8 bytes of a GET answered from the cache at once, for an adapter's fast path (adapters/fastify.ts): null
   * when there is no such answer or when a fault is in force (handle() applies it exactly, then answers from the
   * cache). The answer is always HTTP 200 with `content-type: application/json; charset=utf-8`. The bytes are
   * encoded once per entry and shared by every hit: the adapter must not change them.
   */
  const cached = (origin: string, rawUrl: string, headers: Readonly<Record<string, string | string[] | undefined>>): Uint8Array | null => {
    if (state.faults.size > 0 || !rawUrl.startsWith('/api/')) return null;
    const started = performance.now();
    const token = tokenOf(headers);
    const hit = cache.lookup(cacheKey(rawUrl, token, baseOf(origin)), token);
    if (!hit) return null;
    hit.bytes ??= encoder.encode(hit.body);
    const path = pathOf(rawUrl);
    state.journal.record({
      at: state.clock.peek(),
      method: 'GET',
      path,
      search: rawUrl.slice(path.length),
      body: null,
      status: 200,
      code: 200,
      message: hit.message,
      durationMs: since(started),
    });
    return hit.bytes;
  };

  const refused = (method: string, rawUrl: string, code: number, message: string): void => {
    if (!rawUrl.startsWith('/api/')) return;
    const path = pathOf(rawUrl);
    state.journal.record({
      at: state.clock.peek(),
      method: method.toUpperCase(),
      path,
      search: rawUrl.slice(path.length),
      body: null,
      status: 200,
      code,
      message,
      durationMs: 0,
    });
  };

  return { state, handle, cached, refused };
}
