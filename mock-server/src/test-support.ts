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
export async function call<T = unknown>(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, options: CallOptions = {}): Promise<Answer<T>> {
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
