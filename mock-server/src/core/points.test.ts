import { describe, expect, it } from 'vitest';
import { answer, client, login, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

describe('points (extension)', () => {
  it('summarises the demo shopper’s points in step with user/info', async () => {
    const summary = await answer(client(mock.app, mock.token).api.points.summary());
    expect(summary.data).toEqual({ integral: 168, sumIntegral: 304, deductionIntegral: 100, frozenIntegral: 36 });
    expect((await answer(client(mock.app, mock.token).api.user.info())).data.integral).toBe(168);
  });

  it('pages the records newest first and filters by type; only the caller’s; needs a token', async () => {
    const all = await answer(client(mock.app, mock.token).api.points.records({ query: { page: 1, limit: 2 } }));
    expect(all.data.total).toBe(5);
    expect(all.data.list.map((r) => r.title)).toEqual(['Order reward', 'Spent at checkout']);
    const spent = await answer(client(mock.app, mock.token).api.points.records({ query: { type: 2 } }));
    expect(spent.data.total).toBe(1);
    expect((await answer(client(mock.app, mock.token).api.points.records({ query: { type: 3 } }))).message).toBe(
      'type: This value is out of range',
    );
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.points.records())).data.total).toBe(0);
    expect((await answer(client(mock.app).api.points.summary())).code).toBe(401);
  });
});
