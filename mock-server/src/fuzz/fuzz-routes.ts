import { contract, type RouteMeta } from '@contract';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import fc, { type Arbitrary } from 'fast-check';
import { type FastifyInstance } from 'fastify';
import { type ZodTypeAny } from 'zod';
import { collectionNames, collectionSchemas } from '../db/schema';
import { type MockState } from '../state';
import { anyJson, anyNumber, anyString, asZod, PROTOTYPE_KEYS, value, type ArbitraryOptions } from './zod-arbitrary';

/**
 * Contract-driven fuzzing of every route (mock-server/README.md, "Fuzzing"): requests generated from each
 * route's zod schemas, as a signed-in and a signed-out user, through Fastify `inject`. Invariants:
 * - never HTTP 5xx, and never the catch-all "System exception" (an unhandled error behind the envelope);
 * - contract routes always answer the envelope `{code, message, data}` (JSON);
 * - every code-200 answer validates against the route's response schema;
 * - the db still validates against its schemas after each route's cases.
 * The mock pages (consent, PayPal, images) are fuzzed through their query strings: no 5xx.
 */

export interface FuzzTarget {
  name: string;
  method: string;
  path: string;
  route: AppRoute | null;
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** uid to sign in as (a fresh session is made just before the request), or null for signed out. */
  as: number | null;
}

export interface FuzzFailure {
  target: string;
  problem: string;
  request: string;
}

export interface FuzzReport {
  cases: number;
  routes: number;
  answers: Record<string, number>;
  failures: FuzzFailure[];
  ms: number;
}

function routesOf(router: AppRouter, prefix: string): FuzzTarget[] {
  return Object.entries(router).flatMap(([key, entry]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(entry)) return [{ name, method: entry.method, path: entry.path, route: entry }];
    return routesOf(entry as AppRouter, name);
  });
}

/** The mock pages outside the contract (HTML and images), fuzzed by query string only. */
const PAGES: FuzzTarget[] = [
  '/__mock/oauth/twitter',
  '/__mock/oauth/twitter/authorize',
  '/__mock/oauth/google',
  '/__mock/oauth/facebook',
  '/__mock/pay/paypal',
  '/__mock/pay/paypal/approve',
  '/__mock/pay/paypal/cancel',
  '/mock-images/p/1.svg',
  '/mock-images/u/none.png',
].map((path) => ({ name: `page ${path}`, method: 'GET', path, route: null }));

/** Every route of the contract (storefront API and control API) plus the mock's pages. */
export function fuzzTargets(): FuzzTarget[] {
  return [...routesOf(contract, ''), ...PAGES];
}

/** Strings from the seeded db (order and refund numbers, emails, tokens of payments) for ids that hit records. */
export function valuePool(state: MockState): string[] {
  const pool = new Set<string>(['1', '2', '3', 'shopper@example.com', 'PT202512310800000005']);
  const wanted = /(orderNo|OrderNo|email|token|Token|paymentRef|clientSecret|code)$/;
  for (const name of collectionNames) {
    for (const record of state.db.all(name).slice(0, 200)) {
      for (const [key, v] of Object.entries(record as Record<string, unknown>))
        if (typeof v === 'string' && v && v.length < 80 && wanted.test(key)) pool.add(v);
    }
  }
  return [...pool].slice(0, 400);
}

const shapeOf = (schema: ZodTypeAny | null): Record<string, ZodTypeAny> | null => {
  const shape = (schema as { shape?: unknown } | null)?.shape;
  return shape && typeof shape === 'object' ? (shape as Record<string, ZodTypeAny>) : null;
};

function pathArb(target: FuzzTarget, options: ArbitraryOptions): Arbitrary<string> {
  const segments = target.path.split('/');
  const paramsShape = shapeOf(asZod(target.route && 'pathParams' in target.route ? target.route.pathParams : undefined));
  const parts = segments.map((segment) => {
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    const schema = paramsShape?.[name];
    const raw = fc.oneof(
      { arbitrary: schema ? value(schema, options) : fc.integer({ min: -1, max: 60 }), weight: 4 },
      { arbitrary: fc.constantFrom(...(options.pool.length ? options.pool : ['1'])), weight: 3 },
      { arbitrary: anyString().filter((s) => s.length > 0 && s.length < 2000), weight: 2 },
      { arbitrary: anyNumber(), weight: 1 },
    );
    const encoded = raw.map((v) => encodeURIComponent(typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined')));
    // Sent as is: malformed escapes and dot segments the router itself must survive.
    const unencoded = fc.constantFrom('%', '%E0%A4%A', '%zz', '..', '.', '%2e%2e', '%00', ';', '*', '%2F');
    return fc.oneof({ arbitrary: encoded, weight: 9 }, { arbitrary: unencoded, weight: 1 });
  });
  return fc.tuple(...parts).map((list) => list.join('/'));
}

function queryString(v: unknown): string {
  const params = new URLSearchParams();
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    for (const [key, item] of Object.entries(v)) {
      if (item === undefined) continue;
      if (Array.isArray(item)) for (const one of item) params.append(key, typeof one === 'string' ? one : JSON.stringify(one));
      else params.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  } else if (v !== undefined && v !== null) {
    params.append(typeof v === 'string' ? v : JSON.stringify(v), '');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function queryArb(target: FuzzTarget, options: ArbitraryOptions): Arbitrary<string> {
  const schema = asZod(target.route && 'query' in target.route ? target.route.query : undefined);
  const hostile = fc.dictionary(
    fc.oneof(
      fc.constantFrom(...PROTOTYPE_KEYS, 'return_to', 'token', 'oauth_token', 'screen_name', 'page', 'limit'),
      fc.string({ maxLength: 8 }),
    ),
    anyString(),
    { maxKeys: 4 },
  );
  if (!schema) return fc.oneof({ arbitrary: fc.constant(''), weight: 1 }, { arbitrary: hostile.map(queryString), weight: 3 });
  return fc.oneof({ arbitrary: value(schema, options).map(queryString), weight: 5 }, { arbitrary: hostile.map(queryString), weight: 1 });
}

const MALFORMED_JSON = ['{', '{"a":', '[1,', 'nul', '"unterminated', '{"__proto__":{"polluted":1}}', '\u0000', '{}}', '1e999999'];

function multipart(fields: Record<string, string>, file: Buffer | null): { payload: Buffer; type: string } {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [key, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, '')}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipart"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function bodyArb(target: FuzzTarget, options: ArbitraryOptions): Arbitrary<{ payload?: string | Buffer; type?: string }> {
  const route = target.route;
  if (!route || route.method === 'GET') return fc.constant({});
  const schema = asZod('body' in route ? route.body : undefined);
  const meta = route.metadata as RouteMeta | undefined;
  const malformed = fc.oneof(fc.constantFrom(...MALFORMED_JSON), anyString()).map((payload) => ({ payload, type: 'application/json' }));
  const wrongType = fc
    .tuple(anyString(), fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'))
    .map(([payload, type]) => ({ payload, type }));
  if ('contentType' in route && route.contentType === 'multipart/form-data') {
    const fields = fc.dictionary(
      fc.constantFrom('model', 'pid', 'other', ...PROTOTYPE_KEYS),
      anyString().filter((s) => s.length < 500),
      { maxKeys: 3 },
    );
    const file = fc.option(
      fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.concat([PNG_HEADER, Buffer.from(a)])),
      ),
      { nil: null },
    );
    return fc.oneof({ arbitrary: fc.tuple(fields, file).map(([f, b]) => multipart(f, b)), weight: 4 }, { arbitrary: wrongType, weight: 1 });
  }
  if (meta?.bareString) {
    const text = fc
      .oneof(schema ? value(schema, options) : anyString(), anyString())
      .map((v) => ({ payload: typeof v === 'string' ? v : (JSON.stringify(v) ?? ''), type: 'application/json' }));
    const quoted = anyString().map((v) => ({ payload: JSON.stringify(v), type: 'application/json' }));
    return fc.oneof({ arbitrary: text, weight: 4 }, { arbitrary: quoted, weight: 2 }, { arbitrary: malformed, weight: 1 });
  }
  const json = (schema ? value(schema, options) : anyJson()).map((v) =>
    v === undefined ? {} : { payload: JSON.stringify(v), type: 'application/json' },
  );
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

/** One request for a target: path, query, body and who sends it (signed in as user 1 or 2, or signed out). */
export function requestArb(target: FuzzTarget, options: ArbitraryOptions): Arbitrary<FuzzRequest> {
  const who = fc.constantFrom<number | null>(1, 1, 2, null, null);
  // Header values must be printable ASCII (a transport rule, not the mock's): only those are worth sending.
  const garbageToken = fc.option(
    fc.oneof(
      anyString().filter((s) => s.length < 300 && [...s].every((ch) => ch >= ' ' && ch <= '~')),
      fc.constant('TOKEN_USER:'),
    ),
    { nil: undefined, freq: 3 },
  );
  return fc
    .record({
      path: pathArb(target, options),
      query: queryArb(target, options),
      body: bodyArb(target, options),
      as: who,
      garbage: garbageToken,
    })
    .map(({ path, query, body, as, garbage }) => {
      const headers: Record<string, string> = {};
      if (body.type) headers['content-type'] = body.type;
      if (as === null && garbage !== undefined) headers['authori-zation'] = garbage;
      return {
        method: target.method as FuzzRequest['method'],
        url: `${path}${query}`,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        as,
      };
    });
}

const describeRequest = (request: FuzzRequest): string => {
  const payload =
    request.payload === undefined
      ? ''
      : ` ${String(Buffer.isBuffer(request.payload) ? `<${request.payload.length} bytes>` : request.payload).slice(0, 300)}`;
  return `${request.as === null ? 'signed out' : `as user ${request.as}`}: ${request.method} ${request.url.slice(0, 300)} ${JSON.stringify(request.headers)}${payload}`;
};

/** Checks one answer against the invariants; answers the problem, or null. */
export function checkAnswer(target: FuzzTarget, status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `HTTP ${status}: ${body.slice(0, 300)}`;
  if (!target.route) return null;
  if (!/json/.test(contentType)) return `not JSON (${contentType}): ${body.slice(0, 200)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `unparsable JSON: ${body.slice(0, 200)}`;
  }
  const envelope = parsed as { code?: unknown; message?: unknown; data?: unknown };
  const schema = asZod(target.route.responses[200 as keyof typeof target.route.responses]);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof envelope.code !== 'number' ||
    typeof envelope.message !== 'string' ||
    !('data' in envelope)
  ) {
    // A route whose contract answers a file (a mock snapshot, GET /__mock/snapshots/:name/file) sends it bare.
    if (status === 200 && schema?.safeParse(parsed).success) return null;
    return `not the envelope: ${body.slice(0, 200)}`;
  }
  if (envelope.message === 'System exception' || envelope.message.startsWith('Response validation failed'))
    return `crash behind the envelope: ${body.slice(0, 300)}`;
  if (envelope.code === 200 && status === 200) {
    const result = schema?.safeParse(parsed);
    if (result && !result.success)
      return `code 200 answer off its contract: ${result.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`;
  }
  return null;
}

/** Records that no longer validate against their collection's schema. */
export function dbProblems(state: MockState): string[] {
  const problems: string[] = [];
  for (const name of collectionNames) {
    const schema = collectionSchemas[name] as ZodTypeAny;
    for (const record of state.db.all(name)) {
      const result = schema.safeParse(record);
      if (!result.success)
        problems.push(
          `${name} ${(record as { id?: number }).id ?? '?'}: ${result.error.issues
            .slice(0, 2)
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ')}`,
        );
      if (problems.length > 20) return problems;
    }
  }
  return problems;
}

export interface FuzzOptions {
  /** Cases per target. */
  perTarget: number;
  seed?: number;
  /** Reset the db to the seed before each target's cases (slower, each target starts clean). */
  resetPerTarget?: boolean;
  /** Validate the db after every Nth target's cases (and after the last); 1 = after each (the default). */
  dbCheckEvery?: number;
  /** Only the targets whose name matches. */
  filter?: RegExp;
  onTarget?: (target: FuzzTarget, done: number, total: number) => void;
}

/** Runs the cases through `inject` and collects every broken invariant (it does not stop at the first). */
export async function fuzzRoutes(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const state = app.mock;
  const started = performance.now();
  const targets = fuzzTargets().filter((t) => !options.filter || options.filter.test(t.name));
  const failures: FuzzFailure[] = [];
  const answers: Record<string, number> = {};
  let cases = 0;
  const seed = options.seed ?? 42;
  const startedAt = state.now();
  for (const [index, target] of targets.entries()) {
    options.onTarget?.(target, index, targets.length);
    if (options.resetPerTarget) await state.reset(1);
    const arbitraryOptions = { pool: valuePool(state) };
    const samples = fc.sample(requestArb(target, arbitraryOptions), { numRuns: options.perTarget, seed: seed + index });
    for (const request of samples) {
      cases += 1;
      const headers = { ...request.headers };
      if (request.as !== null && state.db.byId('users', request.as))
        headers['authori-zation'] = state.sessions.create(request.as, state.now()).token;
      let problem: string | null;
      try {
        const res = await app.inject({
          method: request.method,
          url: request.url,
          headers,
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        });
        problem = checkAnswer(target, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
        const key = target.route ? (/"code":(-?\d+)/.exec(res.body)?.[1] ?? `HTTP ${res.statusCode}`) : `HTTP ${res.statusCode}`;
        answers[key] = (answers[key] ?? 0) + 1;
      } catch (error) {
        problem = `inject threw: ${error instanceof Error ? error.message : String(error)}`;
      }
      if (problem) failures.push({ target: target.name, problem, request: describeRequest(request) });
      // Faults and a moved clock would change every later answer: each case starts from none and the fixed clock.
      state.faults.clear();
      state.clock.fix(startedAt);
    }
    const every = options.dbCheckEvery ?? 1;
    if ((index + 1) % every === 0 || index === targets.length - 1) {
      const scope = every === 1 ? 'this route' : `the routes up to this one`;
      for (const problem of dbProblems(state))
        failures.push({ target: target.name, problem: `db invalid after ${scope}: ${problem}`, request: '(after the cases)' });
    }
  }
  return { cases, routes: targets.length, answers, failures, ms: Math.round(performance.now() - started) };
}
