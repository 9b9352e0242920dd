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

  it('leaves a request with an Origin to the whole path, which adds its CORS headers', async () => {
    await mock.app.inject({ method: 'GET', url: DETAIL });
    const cors = await mock.app.inject({ method: 'GET', url: DETAIL, headers: { origin: 'http://localhost:5173' } });
    expect(cors.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(cors.statusCode).toBe(200);
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
