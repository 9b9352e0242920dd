import { describe, expect, it, vi } from 'vitest';
import { useMockApp } from '../test-support';

// The adapter's fast path for read-cache hits (adapters/fastify.ts, onRequest): what it answers must be what the
// whole path answers from the cache (mock-server/README.md, Read cache).

// A new server per test: the cache is the server's own state.
const mock = useMockApp({ each: 'build' });

const DETAIL = '/api/front/product/detail/3';
const without = (headers: Record<string, unknown>, ...names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

describe('read cache fast path (Fastify adapter)', () => {
  it('answers a hit with the bytes and headers the whole path answers from the cache', async () => {
    const built = await mock.app.inject({ method: 'GET', url: DETAIL });
    // The whole path asks for a fault first: the fast path does not get that far.
    const wholePath = vi.spyOn(mock.app.mock.faults, 'match');
    const fast = await mock.app.inject({ method: 'GET', url: DETAIL });
    expect(wholePath).not.toHaveBeenCalled();
    wholePath.mockRestore();
    // A fault in force on another path sends every request the whole way; this one still hits the cache there.
    mock.app.mock.faults.add({ method: 'GET', path: '/api/front/elsewhere', probability: 1 });
    const whole = await mock.app.inject({ method: 'GET', url: DETAIL });
    expect(fast.body).toBe(built.body);
    expect(whole.body).toBe(built.body);
    expect(without(fast.headers, 'date')).toEqual(without(whole.headers, 'date'));
    expect(without(fast.headers, 'date')).toEqual(without(built.headers, 'date'));
  });

  it('answers a request with an Origin with the CORS headers the whole path adds, and nothing else', async () => {
    const web = { origin: 'http://localhost:5173' };
    await mock.app.inject({ method: 'GET', url: DETAIL });
    const plain = await mock.app.inject({ method: 'GET', url: DETAIL });
    const fast = await mock.app.inject({ method: 'GET', url: DETAIL, headers: web });
    // A fault in force elsewhere sends the request through @fastify/cors and the core.
    mock.app.mock.faults.add({ method: 'GET', path: '/api/front/elsewhere', probability: 1 });
    const whole = await mock.app.inject({ method: 'GET', url: DETAIL, headers: web });
    expect(fast.statusCode).toBe(200);
    expect(fast.body).toBe(plain.body);
    expect(whole.body).toBe(plain.body);
    // What the web on another origin needs to read the answer with its credentials.
    expect(without(fast.headers, 'date')).toEqual(without(whole.headers, 'date'));
    expect(without(fast.headers, 'date')).toEqual({
      ...without(plain.headers, 'date'),
      'access-control-allow-origin': 'http://localhost:5173',
      'access-control-allow-credentials': 'true',
    });
    expect(plain.headers).toMatchObject({ vary: 'Origin' });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a hit for an Origin that is not a web origin without CORS headers, as the whole path does', async () => {
    const other = { origin: 'https://evil.example' };
    await mock.app.inject({ method: 'GET', url: DETAIL });
    const plain = await mock.app.inject({ method: 'GET', url: DETAIL });
    const fast = await mock.app.inject({ method: 'GET', url: DETAIL, headers: other });
    mock.app.mock.faults.add({ method: 'GET', path: '/api/front/elsewhere', probability: 1 });
    const whole = await mock.app.inject({ method: 'GET', url: DETAIL, headers: other });
    expect(fast.body).toBe(plain.body);
    expect(without(fast.headers, 'date')).toEqual(without(plain.headers, 'date'));
    expect(without(whole.headers, 'date')).toEqual(without(plain.headers, 'date'));
  });

  it('answers a hit with its UTF-8 length, whatever characters the answer holds', async () => {
    // Every hit of an entry is the same encoded bytes (core/create.ts, `cached`): content-length counts bytes.
    await mock.app.mock.db.update('products', 3, (p) => {
      p.storeName = 'Größe ¥ 商品 🛍';
    });
    const built = await mock.app.inject({ method: 'GET', url: DETAIL });
    const fast = await mock.app.inject({ method: 'GET', url: DETAIL });
    expect(fast.body).toContain('Größe ¥ 商品 🛍');
    expect(fast.body).toBe(built.body);
    expect(Number(fast.headers['content-length'])).toBe(Buffer.byteLength(fast.body));
    expect(fast.headers['content-length']).toBe(built.headers['content-length']);
  });

  it('a fault QA adds through the control API applies to a read the cache holds, then the cache answers again', async () => {
    const before = await mock.app.inject({ method: 'GET', url: DETAIL });
    const added = await mock.app.inject({
      method: 'POST',
      url: '/__mock/faults',
      payload: { method: 'GET', path: DETAIL, code: 503, count: 1 },
    });
    expect(JSON.parse(added.body)).toMatchObject({ code: 200 });
    expect(JSON.parse((await mock.app.inject({ method: 'GET', url: DETAIL })).body)).toMatchObject({ code: 503, data: null });
    // Built again, kept again, then a fast-path hit: the same bytes as before the fault.
    expect((await mock.app.inject({ method: 'GET', url: DETAIL })).body).toBe(before.body);
    const match = vi.spyOn(mock.app.mock.faults, 'match');
    expect((await mock.app.inject({ method: 'GET', url: DETAIL })).body).toBe(before.body);
    expect(match).not.toHaveBeenCalled();
  });

  it('runs the body plugins only for the methods that carry a body', () => {
    // @fastify/multipart adds an onRequest and an onResponse hook, @fastify/multipart and @fastify/formbody their
    // parsers: registered beside the write routes only (adapters/fastify.ts), so a read runs none of them.
    const hooksOf = (method: string) => mock.app.printRoutes({ includeHooks: true, commonPrefix: false, method });
    expect(hooksOf('GET')).toContain('(onRequest)');
    expect(hooksOf('GET')).not.toMatch(/\((onResponse|preValidation)\)/);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(hooksOf(method)).toContain('(onResponse)');
      expect(hooksOf(method)).toContain('(preValidation)');
    }
  });

  it('answers HEAD through the whole path, with no body', async () => {
    await mock.app.inject({ method: 'GET', url: DETAIL });
    const head = await mock.app.inject({ method: 'HEAD', url: DETAIL });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('a fault in force on the path applies to what would be a hit', async () => {
    await mock.app.inject({ method: 'GET', url: DETAIL });
    mock.app.mock.faults.add({ method: 'GET', path: DETAIL, code: 503, count: 1, probability: 1 });
    expect(JSON.parse((await mock.app.inject({ method: 'GET', url: DETAIL })).body)).toMatchObject({ code: 503, data: null });
    expect(JSON.parse((await mock.app.inject({ method: 'GET', url: DETAIL })).body)).toMatchObject({ code: 200 });
  });
});
