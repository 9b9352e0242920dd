import { describe, expect, it } from 'vitest';
import { answer, client, login, raw, useMockApp } from '../test-support';

const mock = useMockApp({ each: 'signIn' });

describe('coupons', () => {
  it("lists the user's coupons: usable ones, then used and expired ones; only their own", async () => {
    expect((await answer(client(mock.app).api.coupons.userList({ query: { type: 'usable' } }))).code).toBe(401);
    expect((await answer(raw(mock.app, 'coupons.userList', { token: mock.token, query: { type: 'all' } }))).message).toMatch(/^type: /);
    const usable = await answer(client(mock.app, mock.token).api.coupons.userList({ query: { type: 'usable' } }));
    expect(usable.data.list.map((c) => [c.name, c.validStr])).toEqual([['Year-end gift $12 off $80', 'notStart']]);
    const unusable = await answer(client(mock.app, mock.token).api.coupons.userList({ query: { type: 'unusable' } }));
    expect(unusable.data.list.map((c) => [c.name, c.status, c.validStr])).toEqual([
      ['Spring gift $15 off $120', 1, 'unusable'],
      ['Welcome back $3 off $20', 2, 'unusable'],
      ['Loyalty $6 off $60', 0, 'overdue'],
    ]);
    // A received coupon is usable at once, ending soonest first among the usable ones.
    const claimable = await answer(client(mock.app).api.coupons.list({ query: { useType: 3 } }));
    const platform = claimable.data.list[0];
    if (!platform) throw new Error('seed: no platform coupon');
    await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId: platform.id } }));
    const after = await answer(client(mock.app, mock.token).api.coupons.userList({ query: { type: 'usable' } }));
    expect(after.data.list.map((c) => [c.name, c.validStr])).toEqual([
      [platform.name, 'usable'],
      ['Year-end gift $12 off $80', 'notStart'],
    ]);
    const other = await login(mock.app, 'second@example.com');
    expect((await answer(client(mock.app, other).api.coupons.userList({ query: { type: 'unusable' } }))).data.total).toBe(0);
  });

  it('lists by useType with merId and productId filters', async () => {
    const shop = await answer(client(mock.app).api.coupons.list({ query: { useType: 1, merId: 3 } }));
    expect(shop.data.total).toBe(2);
    const product = await answer(client(mock.app).api.coupons.list({ query: { useType: 2, productId: 1 } }));
    expect(product.data.total).toBeGreaterThan(0);
    expect(product.data.list.every((c) => (c.primaryKey ?? '').split(',').includes('1'))).toBe(true);
    expect((await answer(client(mock.app).api.coupons.list({ query: { useType: 7 } }))).message).toBe(
      'useType: This value is out of range',
    );
    expect((await answer(raw(mock.app, 'coupons.list'))).message).toBe('useType: This field is required');
  });

  it('receive: once per user, isUse afterwards, lastTotal decrements when limited', async () => {
    const list = await answer(client(mock.app, mock.token).api.coupons.list({ query: { useType: 1, merId: 3 } }));
    const limited = list.data.list.find((c) => c.isLimited);
    if (!limited) throw new Error('seed has no limited shop coupon');
    expect(limited.isUse).toBe(false);
    expect((await answer(client(mock.app).api.coupons.receive({ body: { couponId: limited.id } }))).code).toBe(401);
    expect(await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId: limited.id } }))).toMatchObject({
      code: 200,
      message: 'Received successfully',
    });
    expect(await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId: limited.id } }))).toMatchObject({
      code: 500,
      message: 'You have already received this coupon',
    });
    const after = await answer(client(mock.app, mock.token).api.coupons.list({ query: { useType: 1, merId: 3 } }));
    expect(after.data.list.find((c) => c.id === limited.id)).toMatchObject({ isUse: true, lastTotal: limited.lastTotal - 1 });
    // The new coupon and the seeded one not yet started: the usable tab's count.
    expect((await answer(client(mock.app, mock.token).api.user.info())).data.couponCount).toBe(2);
    expect((await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId: 99999 } }))).code).toBe(404);
    expect((await answer(raw(mock.app, 'coupons.receive', { token: mock.token, body: { couponId: 'x' } }))).message).toMatch(/^couponId: /);
  });

  it('a coupon that has run out is refused', async () => {
    const list = await answer(client(mock.app).api.coupons.list({ query: { useType: 1, merId: 2 } }));
    const last = list.data.list.find((c) => c.isLimited && c.lastTotal === 1);
    if (!last) throw new Error('seed has no last coupon');
    expect((await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId: last.id } }))).code).toBe(200);
    const other = await login(mock.app, 'second@example.com');
    expect(await answer(client(mock.app, other).api.coupons.receive({ body: { couponId: last.id } }))).toMatchObject({
      code: 500,
      message: 'This coupon has run out',
    });
  });
});
