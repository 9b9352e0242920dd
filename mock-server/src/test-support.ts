import { type FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './db/seed';
import { buildServer, type BuildOptions } from './server';

/** Test clock: a fixed instant so every date and expiry is reproducible. */
export const TEST_NOW = '2026-06-01T00:00:00.000Z';

export async function testServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = await buildServer({ seed: 1, products: 300, clock: TEST_NOW, validateResponses: true, ...options });
  await app.ready();
  return app;
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  /** Raw payload (sent as is). */
  raw?: string;
  headers?: Record<string, string>;
}

/** One request through app.inject; answers the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers['authori-zation'] = options.token;
  let payload: string | undefined;
  if (options.raw !== undefined) {
    payload = options.raw;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  const body = res.json<{ code: number; message: string; data: T }>();
  return { status: res.statusCode, code: body.code, message: body.message, data: body.data };
}

export async function login(app: FastifyInstance, email = 'shopper@example.com', password = DEMO_PASSWORD): Promise<string> {
  const res = await call<{ token: string }>(app, 'POST', '/api/front/login/email', { body: { email, password } });
  if (res.code !== 200) throw new Error(`login failed: ${res.message}`);
  return res.data.token;
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await call<{ code: string | null }[]>(app, 'GET', `/__mock/outbox?to=${encodeURIComponent(to)}`);
  const code = res.data[0]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
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
