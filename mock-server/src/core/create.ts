import { apiContract, Code, mockControlContract, TOKEN_HEADER, type RouteMeta } from '@contract';
import {
  checkZodSchema,
  isAppRoute,
  isAppRouteNoBody,
  isAppRouteOtherResponse,
  validateResponse,
  type AppRoute,
  type AppRouter,
} from '@ts-rest/core';
import { type ZodError } from 'zod';
import { AppError, badRequest, unauthorized } from '../domain/errors';
import { normaliseToken } from '../domain/sessions';
import { describeZodError } from '../domain/validation';
import { DEFAULT_WEB_PORTS, WebOrigins } from '../domain/web-origins';
import { MockState } from '../state';
import { addressesRouter } from './addresses';
import { authRouter, twitterRequests } from './auth';
import { cartRouter } from './cart';
import { checkoutRouter } from './checkout';
import { collectionsRouter } from './collections';
import { couponsRouter } from './coupons';
import { DroppedRequest, type CoreFile, type CoreOptions, type CoreRequest, type CoreResponse, type MockCore } from './core';
import { homeRouter } from './home';
import { imageResponse } from './images';
import { bareFieldOf, envelopeOf, journalBody } from './journal';
import { matchRoute } from './route-match';
import { absoluteImageUrls, envelopeResponse, parseQuery, type HandlerExtras, type RequestAuth } from './kit';
import { merchantsRouter } from './merchants';
import { mockControlRouter } from './mock-control';
import { oauthPages } from './oauth-pages';
import { ordersRouter } from './orders';
import { payPages } from './pay-pages';
import { paymentsRouter } from './payments';
import { pointsRouter } from './points';
import { productsRouter } from './products';
import { refundsRouter } from './refunds';
import { reviewsRouter } from './reviews';
import { settleInRouter } from './settle-in';
import { uploadedFile, uploadRouter } from './upload';
import { userRouter } from './user';

type AnyHandler = (args: Record<string, unknown>) => Promise<{ status: number; body: unknown }>;

/** One contract route with its handler and its path split into segments (':name' for a parameter). */
interface Entry {
  route: AppRoute;
  handler: AnyHandler;
  segments: string[];
}

/**
 * The GET routes whose answers are cached (the read cache, mock-server/README.md "Read cache"). Each is a pure
 * function of the db, the URL, the viewer and (when it reads it) the clock: none reads a request header (a route
 * with a header schema is refused below) or the client's address, none writes. A write, a reset, a clock change
 * or a sign-out makes its entries stale.
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

/** One cached answer and what it was true for. */
interface CacheEntry {
  /** The finished answer (image URLs already absolute for the key's base). */
  body: string;
  /** Its UTF-8 bytes, encoded on the first fast-path hit (`cached`) and kept: a hit then encodes nothing. */
  bytes: Uint8Array | null;
  /** The envelope's message, for the request journal of a fast-path hit. */
  message: string | null;
  /** `Db.generation` read before the handler ran. */
  generation: number;
  /** `MockClock.version` when built. */
  clock: number;
  /** The signed-in user the answer was built for (null: anonymous, or a token that named no session). */
  uid: number | null;
}

/** What answering a cacheable route learnt: whom it was for and whether it read the clock. */
interface Probe {
  uid: number | null;
  clockRead: boolean;
}

/** The journal's message for a request a `drop` fault cut (no answer left). */
const DROPPED = 'dropped by a mock fault';

/** Longest a path parameter may be, as Fastify's router allows (maxParamLength). */
const MAX_PARAM_LENGTH = 100;
const JSON_TYPE = 'application/json; charset=utf-8';

/** The contract routes paired with their handlers, walking both trees together. */
function collect(contract: AppRouter, implementation: unknown, out: Entry[]): void {
  for (const [key, node] of Object.entries(contract)) {
    const handler = (implementation as Record<string, unknown>)[key];
    if (isAppRoute(node)) {
      if (typeof handler !== 'function') throw new Error(`no handler for ${node.method} ${node.path}`);
      out.push({ route: node, handler: handler as AnyHandler, segments: node.path.split('/') });
    } else collect(node as AppRouter, handler, out);
  }
}

/** `scheme://host[:port]` exactly as the request URL spells it (an explicit :80 stays). */
const originOf = (url: string): string => /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';

/**
 * The transport-free mock (docs/adr/0013-mock-core-and-adapters.md): the state, the handlers of every contract
 * route (core/<resource>.ts) and what the Fastify server used to do around them: route matching from the contract,
 * faults, the read cache, body reading, sessions and auth classes, request validation with the 400 envelope
 * naming the field, response validation, absolute image URLs, the 404 envelope.
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
  const control = options.control !== false;
  const validateResponses = options.validateResponses ?? false;
  const entries: Entry[] = [];
  collect(
    apiContract,
    {
      auth: authRouter(state, twitter),
      home: homeRouter(state),
      products: productsRouter(state),
      reviews: reviewsRouter(state),
      cart: cartRouter(state),
      orders: ordersRouter(state),
      refunds: refundsRouter(state),
      checkout: checkoutRouter(state),
      payments: paymentsRouter(state),
      coupons: couponsRouter(state),
      collections: collectionsRouter(state),
      merchants: merchantsRouter(state),
      settleIn: settleInRouter(state),
      user: userRouter(state),
      upload: uploadRouter(state),
      points: pointsRouter(state),
      addresses: addressesRouter(state),
    },
    entries,
  );
  if (control)
    collect(
      mockControlContract,
      mockControlRouter(state, options.seed, () => twitter.clear()),
      entries,
    );
  /** `METHOD path` of the routes whose body is a bare string (all have static paths): the journal names their field. */
  const bareRoutes = new Set(
    entries.filter((entry) => (entry.route.metadata as RouteMeta | undefined)?.bareString).map((e) => `${e.route.method} ${e.route.path}`),
  );
  const oauth = oauthPages(state, twitter);
  const pay = payPages(state);
  for (const route of CACHED) {
    // ts-rest gives every route `headers: {}`; a schema there would make the answer depend on headers.
    const headers: unknown = 'headers' in route ? route.headers : undefined;
    if (headers !== undefined && headers !== null && Object.keys(headers).length > 0)
      throw new Error(`read cache: ${route.path} reads headers the key does not hold`);
  }
  const cacheable = new Set(CACHED.map((route) => `${route.method} ${route.path}`));
  const cache = new Map<string, CacheEntry>();
  let cacheChars = 0;
  const dropCache = () => {
    cache.clear();
    cacheChars = 0;
  };
  const keep = (key: string, entry: CacheEntry) => {
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
  };
  /** Still true now: no write, no clock change since, and the token still names the same user (sliding its expiry as a read does). */
  const fresh = (entry: CacheEntry, token: string): boolean =>
    entry.generation === state.db.generation &&
    entry.clock === state.clock.version &&
    (token === '' ? null : (sessionFor(token)?.uid ?? null)) === entry.uid;
  /** The token a request sends, as the session lookup reads it ('' for none). */
  const tokenOf = (headers: Readonly<Record<string, string | string[] | undefined>>): string => {
    const value = headers[tokenHeader] ?? headers.authorization ?? '';
    return Array.isArray(value) ? value.join(', ') : value;
  };
  /**
   * The cached answer to a GET or HEAD of `rawUrl` (path and query as sent) for this token and base, when there is
   * one still true. The key holds the request's parts the answer depends on, joined by newlines (none of them can
   * hold one); the entry what else it was true for (mock-server/README.md, Read cache).
   */
  const freshEntry = (rawUrl: string, token: string, base: string): CacheEntry | null => {
    const hit = cache.get(`${rawUrl}\n${token}\n${base}`);
    return hit && fresh(hit, token) ? hit : null;
  };
  const fromCache = (method: string, rawUrl: string, token: string, base: string): CoreResponse | null => {
    const hit = freshEntry(rawUrl, token, base);
    if (!hit) return null;
    return { status: 200, headers: { 'content-type': JSON_TYPE }, body: method === 'HEAD' ? null : hit.body };
  };
  const tokenHeader = TOKEN_HEADER.toLowerCase();

  /** The route for a method and raw path (core/route-match.ts), its parameters decoded. */
  const match = (method: string, path: string): { entry: Entry; params: Record<string, string> } | null => {
    const best = matchRoute(entries, method, path, (part) => {
      if (part.length > MAX_PARAM_LENGTH) throw badRequest('path: a path parameter is longer than 100 characters');
    });
    if (!best) return null;
    for (const [name, raw] of Object.entries(best.params)) {
      try {
        best.params[name] = decodeURIComponent(raw);
      } catch {
        throw badRequest('path: the URL is not valid');
      }
    }
    return best;
  };

  const sessionOf = (headers: Record<string, string>): RequestAuth | null => sessionFor(headers[tokenHeader] ?? headers.authorization);
  const sessionFor = (sent: string | undefined): RequestAuth | null => {
    const token = normaliseToken(sent);
    if (!token) return null;
    const session = state.sessions.touch(token, state.now());
    return session && state.db.byId('users', session.uid) ? { uid: session.uid, token } : null;
  };

  /** The body as the handlers read it (JSON parsed, bare strings raw, forms and multipart as objects). */
  const readBody = (request: CoreRequest, meta: RouteMeta | undefined): { body: unknown; files: CoreFile[] } => {
    const body = request.body;
    if (body.kind === 'none') return { body: undefined, files: [] };
    if (body.kind === 'form') return { body: { ...body.fields }, files: [] };
    if (body.kind === 'multipart') {
      const out: Record<string, unknown> = { ...body.fields };
      for (const file of body.files) {
        const seen = out[file.field];
        out[file.field] =
          seen instanceof Uint8Array ? [seen, file.bytes] : Array.isArray(seen) ? [...(seen as unknown[]), file.bytes] : file.bytes;
      }
      return { body: out, files: body.files };
    }
    const mediaType = (body.contentType.split(';')[0] ?? '').trim().toLowerCase();
    if (mediaType === 'application/x-www-form-urlencoded') return { body: parseQuery(body.text), files: [] };
    if (mediaType !== 'application/json') throw badRequest('Unsupported Media Type');
    const raw = body.text.trim();
    if (meta?.bareString) {
      if (!raw.startsWith('"')) return { body: raw, files: [] };
      try {
        const parsed: unknown = JSON.parse(raw);
        return { body: typeof parsed === 'string' ? parsed : raw, files: [] };
      } catch {
        throw badRequest('Malformed JSON body');
      }
    }
    if (raw === '') return { body: undefined, files: [] };
    try {
      return { body: JSON.parse(raw) as unknown, files: [] };
    } catch {
      throw badRequest('Malformed JSON body');
    }
  };

  const validationMessage = (route: AppRoute, meta: RouteMeta | undefined, parts: [ZodError | null, string, unknown][]): string => {
    const bareField = bareFieldOf(route.path);
    const named = parts.map(([error, field, input]) => [error, field === 'body' && meta?.bareString ? bareField : field, input] as const);
    const first = named.find(([error]) => error !== null);
    return first?.[0] ? describeZodError(first[0], first[1], first[2]) : 'Parameter validation failed';
  };

  /** A contract route: body, session, auth class, validation, handler, response validation, serialisation. */
  const answer = async (
    request: CoreRequest,
    url: URL,
    entry: Entry,
    rawParams: Record<string, string>,
    base: string,
    probe?: Probe,
  ): Promise<CoreResponse> => {
    const route = entry.route;
    const meta = route.metadata as RouteMeta | undefined;
    const rawQuery = parseQuery(url.search);
    const read =
      request.method === 'GET' || request.method === 'HEAD'
        ? { body: undefined as unknown, files: [] as CoreFile[] }
        : readBody(request, meta);
    const files = read.files;
    let body = read.body;
    if (route.method === 'POST' && 'contentType' in route && route.contentType === 'multipart/form-data') {
      body = { ...rawQuery, ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) };
    }
    const session = sessionOf(request.headers);
    if (meta?.auth === 'user' && !session) throw unauthorized();
    const params = checkZodSchema(rawParams, route.pathParams, { passThroughExtraKeys: true });
    const headers = checkZodSchema(request.headers, 'headers' in route ? route.headers : undefined, { passThroughExtraKeys: true });
    const query = checkZodSchema(rawQuery, route.query);
    const bodyResult = checkZodSchema(body, 'body' in route ? route.body : null);
    if (!params.success || !headers.success || !query.success || !bodyResult.success) {
      throw badRequest(
        validationMessage(route, meta, [
          [params.success ? null : params.error, 'path', rawParams],
          [query.success ? null : query.error, 'query', rawQuery],
          [bodyResult.success ? null : bodyResult.error, 'body', body],
          [headers.success ? null : headers.error, 'header', request.headers],
        ]),
      );
    }
    const extras: HandlerExtras = { session, files, url, rawQuery, base, ip: request.clientIp ?? '127.0.0.1' };
    const clockReads = state.clock.reads;
    const result = await entry.handler({ params: params.data, query: query.data, headers: headers.data, body: bodyResult.data, ...extras });
    if (probe) {
      probe.uid = session?.uid ?? null;
      // Counted across the handler's awaits, so a concurrent request's reading counts too: at worst an answer
      // that did not need the time is not kept.
      probe.clockRead = state.clock.reads !== clockReads;
    }
    let sent = result.body;
    if (validateResponses) sent = validateResponse({ appRoute: route, response: result }).body;
    const responseType = route.responses[result.status];
    if (responseType !== undefined && isAppRouteNoBody(responseType)) return { status: result.status, headers: {}, body: null };
    if (responseType !== undefined && isAppRouteOtherResponse(responseType)) {
      return {
        status: result.status,
        headers: { 'content-type': responseType.contentType },
        body: typeof sent === 'string' ? sent : JSON.stringify(sent),
      };
    }
    if (typeof sent === 'string') return { status: result.status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: sent };
    return { status: result.status, headers: { 'content-type': JSON_TYPE }, body: JSON.stringify(sent) };
  };

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
    const base = state.publicUrl ? state.publicUrl.replace(/\/+$/, '') : origin;
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
        durationMs: Math.round((performance.now() - started) * 10) / 10,
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
      if (path.startsWith('/api/')) {
        const fault = state.faults.match(method, path);
        if (fault) {
          if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
          if (fault.drop) throw new DroppedRequest();
          if (fault.code !== undefined) return envelopeResponse(fault.code, fault.message ?? `Injected fault: code ${fault.code}`);
        }
      }
      // A cached answer is served before the route is even matched (faults above still apply to it): it is the
      // finished bytes (image URLs made absolute for this base).
      const read = method === 'GET' || method === 'HEAD';
      const token = tokenOf(request.headers);
      const hit = read && path.startsWith('/api/') ? fromCache(method, rawUrl, token, base) : null;
      if (hit) return hit;
      return await route(request, method, new URL(request.url), rawUrl, path, base, read ? `${rawUrl}\n${token}\n${base}` : '');
    } finally {
      if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') dropCache();
    }
  };

  const route = async (
    request: CoreRequest,
    method: string,
    url: URL,
    rawUrl: string,
    path: string,
    base: string,
    cacheKey: string,
  ): Promise<CoreResponse | null> => {
    const head = method === 'HEAD';
    const lookup = head ? 'GET' : method;
    let response: CoreResponse;
    let store: Omit<CacheEntry, 'body' | 'bytes' | 'message'> | null = null;
    try {
      try {
        decodeURIComponent(path);
      } catch {
        throw badRequest('path: the URL is not valid');
      }
      const found = match(lookup, path);
      if (!found) {
        const other = page(lookup, path, url);
        response = other ?? envelopeResponse(Code.notFound, `Not found: ${method} ${path}`, 404);
      } else {
        const cached = lookup === 'GET' && cacheKey !== '' && cacheable.has(`${found.entry.route.method} ${found.entry.route.path}`);
        const generation = state.db.generation;
        const clock = state.clock.version;
        const probe: Probe = { uid: null, clockRead: false };
        response = await answer(request, url, found.entry, found.params, base, cached ? probe : undefined);
        // Stored under the generation and clock read before the handler ran: a change meanwhile makes it stale at
        // once. An answer that read a running clock is true for that instant only: not kept.
        if (
          cached &&
          (!probe.clockRead || state.clock.fixed) &&
          response.status === 200 &&
          typeof response.body === 'string' &&
          response.body.startsWith('{"code":200')
        ) {
          store = { generation, clock, uid: probe.uid };
        }
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
    if (store && typeof response.body === 'string')
      keep(cacheKey, { ...store, body: response.body, bytes: null, message: envelopeOf(response).message });
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
    const hit = freshEntry(rawUrl, tokenOf(headers), state.publicUrl ? state.publicUrl.replace(/\/+$/, '') : origin);
    if (!hit) return null;
    hit.bytes ??= encoder.encode(hit.body);
    const path = rawUrl.split('?')[0] ?? rawUrl;
    state.journal.record({
      at: state.clock.peek(),
      method: 'GET',
      path,
      search: rawUrl.slice(path.length),
      body: null,
      status: 200,
      code: 200,
      message: hit.message,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    });
    return hit.bytes;
  };

  const refused = (method: string, rawUrl: string, code: number, message: string): void => {
    const path = rawUrl.split('?')[0] ?? rawUrl;
    if (!path.startsWith('/api/')) return;
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
