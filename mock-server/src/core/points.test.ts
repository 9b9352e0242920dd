import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, login, testServer } from '../test-support';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await call(app, 'POST', '/__mock/reset', { body: {} });
  token = await login(app);
});

describe('points (extension)', () => {
  it('summarises the demo shopper’s points in step with user/info', async () => {
    const summary = await call<{ integral: number; frozenIntegral: number }>(app, 'GET', '/api/front/user/center/my/integral', { token });
    expect(summary.data).toEqual({ integral: 168, sumIntegral: 304, deductionIntegral: 100, frozenIntegral: 36 });
    expect((await call<{ integral: number }>(app, 'GET', '/api/front/user/info', { token })).data.integral).toBe(168);
  });

  it('pages the records newest first and filters by type; only the caller’s; needs a token', async () => {
    const all = await call<{ total: number; list: { title: string; balance: number }[] }>(
      app,
      'GET',
      '/api/front/user/center/integral/list?page=1&limit=2',
      { token },
    );
    expect(all.data.total).toBe(5);
    expect(all.data.list.map((r) => r.title)).toEqual(['Order reward', 'Spent at checkout']);
    const spent = await call<{ total: number }>(app, 'GET', '/api/front/user/center/integral/list?type=2', { token });
    expect(spent.data.total).toBe(1);
    expect((await call(app, 'GET', '/api/front/user/center/integral/list?type=3', { token })).message).toBe(
      'type: This value is out of range',
    );
    const other = await login(app, 'second@example.com');
    expect((await call<{ total: number }>(app, 'GET', '/api/front/user/center/integral/list', { token: other })).data.total).toBe(0);
    expect((await call(app, 'GET', '/api/front/user/center/my/integral')).code).toBe(401);
  });
});
