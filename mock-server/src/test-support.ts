import { contract, TOKEN_HEADER } from '@contract';
import { initClient, isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { type FastifyInstance, type LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { collectionSchemas, type CollectionName, type RecordOf } from './db/schema';
import { DEMO_PASSWORD } from './db/seed';
import { buildServer, type BuildOptions } from './server';

/** Test clock: a fixed instant so every date and expiry is reproducible. */
export const TEST_NOW = '2026-06-01T00:00:00.000Z';

export async function testServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildServer({ seed: 1, products: 300, clock: TEST_NOW, validateResponses: true, ...options });
  await app.ready();
  return app;
}

/** What a route test file shares: its server, and the demo shopper's token of the current test. */
export interface MockApp {
  /** The server of the file: built once before its first test, closed after its last. */
  readonly app: FastifyInstance;
  /** The demo shopper's token, signed in after this test's reset (only with `each: 'signIn'`). */
  readonly token: string;
  /** Runs the per-test step again inside a test: a reset to the seed and, with `each: 'signIn'`, a new token. */
  reset(): Promise<void>;
}

export interface MockAppOptions {
  /** Build options on top of testServer's. */
  server?: BuildOptions;
  /**
   * What runs before every test: nothing (the tests only read, or reset themselves), a reset to the seed
   * (`mock.reset`), a reset and the demo shopper's sign-in, or a new server (tests of the server's own state, such
   * as its read cache, that a reset through the API would not give back). A file's own beforeEach runs after this one.
   */
  each?: 'nothing' | 'reset' | 'signIn' | 'build';
}

/**
 * The set-up every route test file shares (docs/conventions.md, "Mock route tests"): registers the file's
 * beforeAll, afterAll and beforeEach, and answers getters, as the server and the token exist only once the hooks
 * ran.
 */
export function useMockApp({ server = {}, each = 'nothing' }: MockAppOptions = {}): MockApp {
  let app: FastifyInstance | undefined;
  let token: string | undefined;
  const built = (): FastifyInstance => {
    if (!app) throw new Error('useMockApp: the server is built in beforeAll; read app inside a hook or a test');
    return app;
  };
  const mock: MockApp = {
    get app() {
      return built();
    },
    get token() {
      if (token === undefined) throw new Error("useMockApp: no token without each: 'signIn'");
      return token;
    },
    async reset() {
      const res = await answer(client(built()).mock.reset({ body: {} }));
      if (res.code !== 200) throw new Error(`reset failed: ${res.message}`);
      if (each === 'signIn') token = await login(built());
    },
  };
  const build = async (): Promise<void> => {
    await app?.close();
    app = await testServer(server);
  };
  if (each === 'build') beforeEach(build);
  else beforeAll(build);
  afterAll(async () => {
    await app?.close();
  });
  if (each === 'reset' || each === 'signIn') beforeEach(() => mock.reset());
  return mock;
}

/** The envelope parts of one answer, and the HTTP status it came with. */
export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/**
 * The contract's client whose requests go through `app.inject` (no socket): every route is called by its route
 * key with typed params, query and body, so `grep -rn <routeKey> mock-server/src/core` finds its tests
 * (docs/conventions.md, "Mock route tests").
 */
export function client(app: FastifyInstance, token?: string | null) {
  return initClient(contract, {
    baseUrl: '',
    baseHeaders: token ? { [TOKEN_HEADER]: token } : {},
    throwOnUnknownStatus: false,
    api: async ({ path, method, headers, body }) => {
      // Multipart and form bodies (FormData, URLSearchParams) go through raw(), which sends them as written.
      if (body !== undefined && body !== null && typeof body !== 'string') throw new Error('send multipart and form bodies with raw()');
      const payload = body ?? undefined;
      const res = await app.inject({
        method: method as AppRoute['method'],
        url: path,
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      return { status: res.statusCode, body: parsed(res), headers: new Headers(headerPairs(res)) };
    },
  });
}

type Api = typeof contract.api;
type Mock = typeof contract.mock;
/** Every route of the contract by its key: `settleIn.settledApply`, `mock.reset`. */
export type RouteKey = { [R in keyof Api]: `${R & string}.${keyof Api[R] & string}` }[keyof Api] | `mock.${keyof Mock & string}`;

export interface RawRequest {
  params?: Record<string, string | number>;
  /** An array value is sent as the parameter repeated. */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  /** Sent as is when a string or a Buffer (malformed JSON, a bare string, a multipart body); else as JSON. */
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  /** The caller's socket address (the mock reads it for addresses.ipInfo). */
  remoteAddress?: string;
}

/**
 * A request the contract's types forbid (wrong types, missing fields, malformed JSON, a bare string, a multipart
 * upload), still addressed by route key: the method and path come from the contract.
 */
export async function raw(app: FastifyInstance, key: RouteKey, request: RawRequest = {}): Promise<Response> {
  const route = routeOf(key);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const one of value === undefined ? [] : Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const url = search.size > 0 ? `${path}?${search.toString()}` : path;
  const headers: Record<string, string> = { ...(request.headers ?? {}) };
  if (request.token) headers[TOKEN_HEADER.toLowerCase()] = request.token;
  let payload: string | Buffer | undefined;
  if (typeof request.body === 'string' || Buffer.isBuffer(request.body)) payload = request.body;
  else if (request.body !== undefined) payload = JSON.stringify(request.body);
  if (payload !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  return app.inject({
    method: route.method,
    url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
    ...(request.remoteAddress !== undefined ? { remoteAddress: request.remoteAddress } : {}),
  });
}

function routeOf(key: RouteKey): AppRoute {
  const [resource = '', name = ''] = key.split('.');
  const routers: Record<string, AppRouter | undefined> = { ...contract.api, mock: contract.mock };
  const route = routers[resource]?.[name];
  if (!route || !isAppRoute(route)) throw new Error(`no route ${key} in the contract`);
  return route;
}

type OkData<R> = R extends { status: 200; body: infer B } ? (B extends { code: 200; data: infer D } ? D : never) : never;

/**
 * The envelope parts of a typed call (data typed as the contract's success data: an error envelope carries
 * `data: null`, which the assertions on `code` catch first) or of a raw one (data unknown).
 */
export async function answer<R extends { status: number; body: unknown }>(request: Promise<R>): Promise<Answer<OkData<R>>>;
export async function answer(request: Promise<Response>): Promise<Answer>;
export async function answer(request: Promise<{ status: number; body: unknown } | Response>): Promise<Answer> {
  const res = await request;
  const status = 'statusCode' in res ? res.statusCode : res.status;
  const body = 'statusCode' in res ? parsed(res) : res.body;
  const { code, message, data } = (body ?? {}) as { code: number; message: string; data: unknown };
  return { status, code, message, data };
}

function parsed(res: Response): unknown {
  const type = String(res.headers['content-type'] ?? '');
  return type.includes('json') ? res.json<unknown>() : res.body;
}

function headerPairs(res: Response): [string, string][] {
  return Object.entries(res.headers).flatMap(([name, value]): [string, string][] =>
    value === undefined ? [] : Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : [[name, String(value)]],
  );
}

export async function login(app: FastifyInstance, email = 'shopper@example.com', password = DEMO_PASSWORD): Promise<string> {
  const res = await answer(client(app).api.auth.email({ body: { email, password } }));
  if (res.code !== 200) throw new Error(`login failed: ${res.message}`);
  return res.data.token;
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await answer(client(app).mock.outbox({ query: { to } }));
  const code = res.data[0]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A db collection as the control API lists it (`mock.listCollection`), each record read through the mock's own schema. */
export async function records<K extends CollectionName>(
  app: FastifyInstance,
  collection: K,
  query: { limit?: number; offset?: number } = {},
): Promise<RecordOf<K>[]> {
  const res = await answer(client(app).mock.listCollection({ params: { collection }, query }));
  if (res.code !== 200) throw new Error(`no collection ${collection}: ${res.message}`);
  const schema = collectionSchemas[collection] as unknown as { parse(value: unknown): RecordOf<K> };
  return res.data.list.map((record) => schema.parse(record));
}

/** The origin app.inject sends (Host: localhost:80): absolute URLs in answers start with it unless publicUrl is set. */
export const INJECT_ORIGIN = 'http://localhost:80';

/** A stored path as an answer writes it: on the public origin (mock-server/README.md, "What the mock imitates on purpose"). */
export function absolute(path: string, origin: string = INJECT_ORIGIN): string {
  return `${origin}${path}`;
}

/**
 * Every key whose value is money (or a BigDecimal) on the wire: the real backend writes them all as decimal strings
 * ("12.50"), never as JSON numbers (contract/src/common/fields.ts, money).
 */
export const MONEY_KEYS: ReadonlySet<string> = new Set([
  'price',
  'otPrice',
  'vipPrice',
  'postage',
  'weight',
  'volume',
  'payPrice',
  'proTotalPrice',
  'totalPostage',
  'totalPrice',
  'payPostage',
  'couponPrice',
  'refundPrice',
  'money',
  'minPrice',
  'couponFee',
  'freightFee',
  'payFee',
  'proTotalFee',
]);

/** Where a money key holds anything but a decimal string or null, as `path: value` (empty when the wire is right). */
export function moneyNotAsText(value: unknown, path = 'data'): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${at}[${index}]`));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      const where = `${at}.${key}`;
      if (MONEY_KEYS.has(key) && child !== null && !(typeof child === 'string' && /^-?\d+(\.\d+)?$/.test(child))) {
        found.push(`${where}: ${JSON.stringify(child)}`);
      }
      walk(child, where);
    }
  };
  walk(value, path);
  return found;
}

/** How many money keys a value holds (so a money check can prove it looked at something). */
export function moneyKeyCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + moneyKeyCount(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  return Object.entries(value).reduce((sum, [key, child]) => sum + (MONEY_KEYS.has(key) ? 1 : 0) + moneyKeyCount(child), 0);
}
/** Return addresses an attacker would try; none of them may be accepted by the default list. */
export const HOSTILE_RETURNS = [
  'https://evil.example',
  'https://evil.example/middlewares/callback_twitter',
  'http://evil.example:5173',
  '//evil.example',
  '//evil.example/order/payment_result',
  '/\\evil.example',
  '\\\\evil.example',
  'http:\\\\evil.example',
  'http://localhost:5173\\@evil.example',
  'javascript:alert(document.domain)',
  'JaVaScRiPt:alert(1)//http://localhost:5173',
  'data:text/html,<script>alert(1)</script>',
  'http://localhost:5173@evil.example',
  'http://user:pass@localhost:5173',
  'http://localhost:5173.evil.example',
  'http://evil.example#http://localhost:5173',
  'http://evil.example?x=http://localhost:5173',
  'https%3A%2F%2Fevil.example',
  '%2F%2Fevil.example',
  'https%253A%252F%252Fevil.example',
  ' https://evil.example',
  '\thttp://localhost:5173',
  'http://localhost:5173\n.evil.example',
  'https://ｅvil.example',
  'https://localhost:5173',
  'ftp://localhost:5173',
  '/middlewares/callback_twitter',
  'localhost:5173',
];
