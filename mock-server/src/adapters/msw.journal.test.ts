import { type JournalPage, type SnapshotFile } from '@contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockCore, type MockCore } from '../core/core';
import { webPlatform } from '../core/platform-web';
import { DEMO_PASSWORD } from '../db/seed';
import { TEST_NOW } from '../test-support';
import { mswHandlers } from './msw';

/**
 * The zero-server demo's set-up (web/src/demo/sw.ts: the core with the Web Crypto platform behind the msw
 * handlers): the request journal and named snapshots work there as under Fastify.
 */
const ORIGIN = 'http://localhost:4000';
const server = setupServer();
let core: MockCore;

beforeAll(async () => {
  core = await createMockCore({ seed: 1, products: 40, clock: TEST_NOW, platform: webPlatform, control: true, validateResponses: true });
  server.use(...mswHandlers(core, { origin: ORIGIN }));
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (token) headers['authori-zation'] = token;
  const res = await fetch(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return (await res.json()) as T;
};
type Envelope<T> = { code: number; message: string; data: T };

describe('journal and snapshots through the msw adapter (the zero-server demo)', () => {
  it('journals /api requests (a dropped one with status 0), saves, exports, imports and restores the state', async () => {
    const login = await call<Envelope<{ token: string }>>('POST', '/api/front/login/email', {
      email: 'shopper@example.com',
      password: DEMO_PASSWORD,
    });
    const token = login.data.token;
    await call('POST', '/api/front/collect/add/product', { id: 2 }, token);
    await call('POST', '/__mock/faults', { path: '/api/front/cart/count', drop: true, count: 1 });
    await expect(fetch(`${ORIGIN}/api/front/cart/count?numType=true&type=total`)).rejects.toThrow();

    const journal = await call<Envelope<JournalPage>>('GET', '/__mock/requests');
    expect(journal.data.list.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', '/api/front/cart/count', 0],
      ['POST', '/api/front/collect/add/product', 200],
      ['POST', '/api/front/login/email', 200],
    ]);
    expect(journal.data.list[2]?.body).toEqual({ email: 'shopper@example.com', password: '[redacted]' });

    let persisted = 0;
    const stop = core.state.onChange(() => (persisted += 1));
    expect((await call<Envelope<unknown>>('POST', '/__mock/snapshots', { name: 'demo' })).code).toBe(200);
    await call('POST', '/api/front/collect/add/product', { id: 3 }, token);
    const file = await call<SnapshotFile>('GET', '/__mock/snapshots/demo/file');
    // The file holds the state as saved: the favourite added after the save is not in it.
    expect(file.db.productCollects?.some((c) => c.productId === 2)).toBe(true);
    expect(file.db.productCollects?.some((c) => c.productId === 3)).toBe(false);
    expect((await call<Envelope<unknown>>('PUT', '/__mock/snapshots/from-file/file', file)).code).toBe(200);
    expect((await call<Envelope<unknown>>('POST', '/__mock/snapshots/from-file/restore')).code).toBe(200);
    const ids = core.state.db.filter('productCollects', (c) => c.uid === 1).map((c) => c.productId);
    expect(ids).toContain(2);
    expect(ids).not.toContain(3);
    // The demo's worker persists on a change: a restore is one.
    expect(persisted).toBeGreaterThan(0);
    stop();
    const names = await call<Envelope<{ name: string }[]>>('GET', '/__mock/snapshots');
    expect(names.data.map((s) => s.name)).toEqual(['demo', 'from-file']);
    expect((await call<Envelope<unknown>>('DELETE', '/__mock/requests')).code).toBe(200);
    expect((await call<Envelope<JournalPage>>('GET', '/__mock/requests')).data.total).toBe(0);
  });
});
