import { type FastifyInstance } from 'fastify';
import { type CollectionName } from '../db/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answer, client, login, raw, records, testServer } from '../test-support';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await answer(client(app).mock.reset({ body: {} }));
  token = await login(app);
});

const dump = <K extends CollectionName>(collection: K) => records(app, collection, { limit: 1000 });
const skusOf = async (productId: number) =>
  Object.values((await answer(client(app).api.products.detail({ params: { id: productId } }))).data.productValue);

describe('cart', () => {
  it('count needs a token', async () => {
    expect((await answer(client(app).api.cart.count({ query: { numType: 'true', type: 'total' } }))).code).toBe(401);
  });

  it('saves lines, merges the same SKU, counts lines and quantity', async () => {
    const skus = (await skusOf(1)).filter((s) => s.stock >= 5);
    const [a, b] = skus;
    if (!a || !b) throw new Error('seed has no stocked SKUs on product 1');
    const save = await answer(client(app, token).api.cart.save({ body: [{ productId: 1, productAttrUnique: a.id, cartNum: 2 }] }));
    expect(save).toMatchObject({ code: 200, message: 'Added to cart' });
    await answer(
      client(app, token).api.cart.save({
        body: [
          { productId: 1, productAttrUnique: a.id, cartNum: 1 },
          { productId: 1, productAttrUnique: b.id, cartNum: 1 },
        ],
      }),
    );
    expect((await answer(client(app, token).api.cart.count({ query: { numType: 'true', type: 'total' } }))).data).toEqual({ count: 2 });
    expect((await answer(client(app, token).api.cart.count({ query: { numType: 'true', type: 'sum' } }))).data).toEqual({ count: 4 });
    expect((await answer(client(app, token).api.cart.count({ query: { numType: 'false', type: 'total' } }))).data).toEqual({ count: 0 });
    // Another user's cart is separate.
    const other = await login(app, 'second@example.com');
    expect((await answer(client(app, other).api.cart.count())).data).toEqual({ count: 0 });
  });

  it('refuses unknown products, foreign SKUs, too much stock and bad input, writing nothing', async () => {
    const [own] = await skusOf(1);
    const [foreign] = await skusOf(2);
    if (!own || !foreign) throw new Error('seed');
    expect(
      (await answer(client(app, token).api.cart.save({ body: [{ productId: 99999, productAttrUnique: own.id, cartNum: 1 }] }))).code,
    ).toBe(404);
    expect(
      (await answer(client(app, token).api.cart.save({ body: [{ productId: 1, productAttrUnique: foreign.id, cartNum: 1 }] }))).code,
    ).toBe(404);
    // A SKU with little stock: the first item is fine, the second pushes over stock, and nothing is written.
    await answer(client(app).mock.patchRecord({ params: { collection: 'skus', id: own.id }, body: { stock: 5 } }));
    const before = await dump('cartItems');
    const res = await answer(
      client(app, token).api.cart.save({
        body: [
          { productId: 1, productAttrUnique: own.id, cartNum: 1 },
          { productId: 1, productAttrUnique: own.id, cartNum: 5 },
        ],
      }),
    );
    expect(res.code).toBe(500);
    expect(res.message).toMatch(/Insufficient stock/);
    // cartNum is @Max(99) in CartRequest.
    expect(
      (await answer(client(app, token).api.cart.save({ body: [{ productId: 1, productAttrUnique: own.id, cartNum: 100 }] }))).message,
    ).toBe('0.cartNum: This value is out of range');
    expect((await answer(client(app, token).api.cart.save({ body: [] }))).message).toBe('body: Please select an item');
    expect(
      (await answer(client(app, token).api.cart.save({ body: [{ productId: 1, productAttrUnique: own.id, cartNum: 0 }] }))).message,
    ).toBe('0.cartNum: This value is out of range');
    expect((await answer(raw(app, 'cart.save', { token, body: { productId: 1 } }))).code).toBe(400);
    expect(await dump('cartItems')).toEqual(before);
  });
});

describe('real wire: cart', () => {
  it('cart/save takes ids and quantities as numeric strings, as Jackson coerces them', async () => {
    const [sku] = (await skusOf(1)).filter((s) => s.stock >= 5);
    if (!sku) throw new Error('seed');
    const res = await answer(
      client(app, token).api.cart.save({ body: [{ productId: '1', productAttrUnique: String(sku.id), cartNum: '2' }] }),
    );
    expect(res).toMatchObject({ code: 200, message: 'Added to cart' });
    expect((await answer(client(app, token).api.cart.count({ query: { numType: 'true', type: 'sum' } }))).data).toEqual({ count: 2 });
    const [line] = (await answer(client(app, token).api.cart.list({ query: { isValid: 'true' } }))).data.flatMap((g) => g.cartInfoList);
    expect(line?.attrId).toBe(sku.id);
    // The other cart routes take string ids too.
    expect((await answer(client(app, token).api.cart.num({ body: { id: String(line?.id), number: '3' } }))).code).toBe(200);
    expect((await answer(client(app, token).api.cart.count({ query: { numType: 'true', type: 'sum' } }))).data).toEqual({ count: 3 });
    expect((await answer(client(app, token).api.cart.delete({ body: { ids: [String(line?.id)] } }))).code).toBe(200);
    expect((await answer(client(app, token).api.cart.count({ query: { numType: 'true', type: 'total' } }))).data).toEqual({ count: 0 });
    // Text that is not a number is still refused, naming the field.
    expect(
      (await answer(client(app, token).api.cart.save({ body: [{ productId: 'one', productAttrUnique: sku.id, cartNum: 1 }] }))).message,
    ).toMatch(/^0\.productId: /);
  });
});

describe('coupons', () => {
  it("lists the user's coupons: usable ones, then used and expired ones; only their own", async () => {
    expect((await answer(client(app).api.coupons.userList({ query: { type: 'usable' } }))).code).toBe(401);
    expect((await answer(raw(app, 'coupons.userList', { token, query: { type: 'all' } }))).message).toMatch(/^type: /);
    const usable = await answer(client(app, token).api.coupons.userList({ query: { type: 'usable' } }));
    expect(usable.data.list.map((c) => [c.name, c.validStr])).toEqual([['Year-end gift $12 off $80', 'notStart']]);
    const unusable = await answer(client(app, token).api.coupons.userList({ query: { type: 'unusable' } }));
    expect(unusable.data.list.map((c) => [c.name, c.status, c.validStr])).toEqual([
      ['Spring gift $15 off $120', 1, 'unusable'],
      ['Welcome back $3 off $20', 2, 'unusable'],
      ['Loyalty $6 off $60', 0, 'overdue'],
    ]);
    // A received coupon is usable at once, ending soonest first among the usable ones.
    const claimable = await answer(client(app).api.coupons.list({ query: { useType: 3 } }));
    const platform = claimable.data.list[0];
    if (!platform) throw new Error('seed: no platform coupon');
    await answer(client(app, token).api.coupons.receive({ body: { couponId: platform.id } }));
    const after = await answer(client(app, token).api.coupons.userList({ query: { type: 'usable' } }));
    expect(after.data.list.map((c) => [c.name, c.validStr])).toEqual([
      [platform.name, 'usable'],
      ['Year-end gift $12 off $80', 'notStart'],
    ]);
    const other = await login(app, 'second@example.com');
    expect((await answer(client(app, other).api.coupons.userList({ query: { type: 'unusable' } }))).data.total).toBe(0);
  });

  it('lists by useType with merId and productId filters', async () => {
    const shop = await answer(client(app).api.coupons.list({ query: { useType: 1, merId: 3 } }));
    expect(shop.data.total).toBe(2);
    const product = await answer(client(app).api.coupons.list({ query: { useType: 2, productId: 1 } }));
    expect(product.data.total).toBeGreaterThan(0);
    expect(product.data.list.every((c) => (c.primaryKey ?? '').split(',').includes('1'))).toBe(true);
    expect((await answer(client(app).api.coupons.list({ query: { useType: 7 } }))).message).toBe('useType: This value is out of range');
    expect((await answer(raw(app, 'coupons.list'))).message).toBe('useType: This field is required');
  });

  it('receive: once per user, isUse afterwards, lastTotal decrements when limited', async () => {
    const list = await answer(client(app, token).api.coupons.list({ query: { useType: 1, merId: 3 } }));
    const limited = list.data.list.find((c) => c.isLimited);
    if (!limited) throw new Error('seed has no limited shop coupon');
    expect(limited.isUse).toBe(false);
    expect((await answer(client(app).api.coupons.receive({ body: { couponId: limited.id } }))).code).toBe(401);
    expect(await answer(client(app, token).api.coupons.receive({ body: { couponId: limited.id } }))).toMatchObject({
      code: 200,
      message: 'Received successfully',
    });
    expect(await answer(client(app, token).api.coupons.receive({ body: { couponId: limited.id } }))).toMatchObject({
      code: 500,
      message: 'You have already received this coupon',
    });
    const after = await answer(client(app, token).api.coupons.list({ query: { useType: 1, merId: 3 } }));
    expect(after.data.list.find((c) => c.id === limited.id)).toMatchObject({ isUse: true, lastTotal: limited.lastTotal - 1 });
    // The new coupon and the seeded one not yet started: the usable tab's count.
    expect((await answer(client(app, token).api.user.info())).data.couponCount).toBe(2);
    expect((await answer(client(app, token).api.coupons.receive({ body: { couponId: 99999 } }))).code).toBe(404);
    expect((await answer(raw(app, 'coupons.receive', { token, body: { couponId: 'x' } }))).message).toMatch(/^couponId: /);
  });

  it('a coupon that has run out is refused', async () => {
    const list = await answer(client(app).api.coupons.list({ query: { useType: 1, merId: 2 } }));
    const last = list.data.list.find((c) => c.isLimited && c.lastTotal === 1);
    if (!last) throw new Error('seed has no last coupon');
    expect((await answer(client(app, token).api.coupons.receive({ body: { couponId: last.id } }))).code).toBe(200);
    const other = await login(app, 'second@example.com');
    expect(await answer(client(app, other).api.coupons.receive({ body: { couponId: last.id } }))).toMatchObject({
      code: 500,
      message: 'This coupon has run out',
    });
  });
});
