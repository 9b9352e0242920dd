import { PRE_ORDER_TTL_MS } from '@contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type CollectionName } from '../db/schema';
import { PRE_ORDER_GONE, releaseCoupon, restoreStock } from '../domain/checkout';
import { answer, client, login, raw, records, useMockApp } from '../test-support';

interface Sku {
  id: number;
  stock: number;
  /** A decimal string on the wire. */
  price: string;
}

/** Wire money in cents, to add and compare without float drift. */
const cents = (value: string | null | undefined): number => Math.round(Number(value ?? 'NaN') * 100);

/** Orders of the seed, left out when looking at what a test created. */
let seeded: { masterOrders: Set<unknown>; storeOrders: Set<unknown> };
const mock = useMockApp({ each: 'signIn' });
beforeEach(async () => {
  seeded = {
    masterOrders: new Set((await rows('masterOrders')).map((r) => r.id)),
    storeOrders: new Set((await rows('storeOrders')).map((r) => r.id)),
  };
});

const rows = <K extends CollectionName>(name: K) => records(mock.app, name, { limit: 1000 });
const created = async <K extends 'masterOrders' | 'storeOrders'>(name: K) => (await rows(name)).filter((r) => !seeded[name].has(r.id));
async function stockedSku(productId: number, min = 3): Promise<Sku> {
  const skus = Object.values((await answer(client(mock.app).api.products.detail({ params: { id: productId } }))).data.productValue);
  const sku = skus.find((s) => s.stock >= min && s.stock < 999);
  if (!sku) throw new Error(`seed: product ${productId} has no stocked SKU`);
  return sku;
}
const product = async (id: number) => (await answer(client(mock.app).api.products.detail({ params: { id: id } }))).data.productInfo;

/** Puts products in the cart (quantity 2 each) and starts a pre-order of all of them. */
async function cartPreOrder(productIds: number[], as = mock.token): Promise<{ preOrderNo: string; skus: Sku[]; cartIds: number[] }> {
  const skus: Sku[] = [];
  for (const productId of productIds) {
    const sku = await stockedSku(productId);
    skus.push(sku);
    expect((await answer(client(mock.app, as).api.cart.save({ body: [{ productId, productAttrUnique: sku.id, cartNum: 2 }] }))).code).toBe(
      200,
    );
  }
  const groups = (await answer(client(mock.app, as).api.cart.list({ query: { isValid: 'true' } }))).data;
  const cartIds = groups.flatMap((g) => g.cartInfoList.map((l) => l.id));
  const res = await answer(
    client(mock.app, as).api.orders.preOrder({
      body: { preOrderType: 'shoppingCart', orderDetails: cartIds.map((shoppingCartId) => ({ shoppingCartId })) },
    }),
  );
  expect(res.code).toBe(200);
  return { preOrderNo: res.data.preOrderNo, skus, cartIds };
}

const receive = async (couponId: number) =>
  expect((await answer(client(mock.app, mock.token).api.coupons.receive({ body: { couponId } }))).code).toBe(200);
const userCouponId = async (couponId: number) => {
  const held = (await rows('userCoupons')).find((c) => c.couponId === couponId && c.uid === 1);
  return Number(held?.id);
};

describe('load/pre', () => {
  it('shows the lines by shop with current data, freight = postage × quantity, and the default address', async () => {
    const { preOrderNo, skus } = await cartPreOrder([1, 2]);
    const res = await answer(client(mock.app, mock.token).api.checkout.loadPreOrder({ params: { preOrderNo: preOrderNo } }));
    expect(res.code).toBe(200);
    const [p1, p2] = [await product(1), await product(2)];
    const lines = res.data.orderList.flatMap((shop) => shop.orderInfoList);
    expect(lines.map((l) => [l.productId, l.attrValueId, l.payNum, l.price])).toEqual(
      expect.arrayContaining([
        [1, skus[0]?.id, 2, skus[0]?.price],
        [2, skus[1]?.id, 2, skus[1]?.price],
      ]),
    );
    const shopOf = (productId: number) =>
      res.data.orderList.find((shop) => shop.orderInfoList.some((l) => l.productId === productId))?.merId;
    expect(shopOf(1)).toBe(p1.merId);
    expect(shopOf(2)).toBe(p2.merId);
    expect(cents(res.data.freightFee)).toBe(cents(p1.postage) * 2 + cents(p2.postage) * 2);
    expect(cents(res.data.proTotalFee)).toBe((cents(skus[0]?.price) + cents(skus[1]?.price)) * 2);
    expect(cents(res.data.payFee)).toBe(cents(res.data.proTotalFee) + cents(res.data.freightFee));
    // Every amount is a decimal string with two places.
    for (const fee of [res.data.freightFee, res.data.proTotalFee, res.data.payFee, res.data.totalPrice])
      expect(fee).toMatch(/^\d+\.\d{2}$/);
    expect(res.data).toMatchObject({ addressId: 1, realName: 'Demo Shopper', orderProNum: 4, couponFee: '0.00' });
    expect(res.data.cartIdList).toHaveLength(2);
  });

  it('answers the same for another user’s, an unknown and an expired pre-order', async () => {
    const { preOrderNo } = await cartPreOrder([1]);
    const other = await login(mock.app, 'second@example.com');
    for (const [no, as] of [
      [preOrderNo, other],
      ['PRE000', mock.token],
    ] as const) {
      expect(await answer(client(mock.app, as).api.checkout.loadPreOrder({ params: { preOrderNo: no } }))).toMatchObject({
        code: 500,
        message: PRE_ORDER_GONE,
      });
    }
    expect((await answer(client(mock.app).api.checkout.loadPreOrder({ params: { preOrderNo: preOrderNo } }))).code).toBe(401);
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: PRE_ORDER_TTL_MS } }));
    expect(await answer(client(mock.app, mock.token).api.checkout.loadPreOrder({ params: { preOrderNo: preOrderNo } }))).toMatchObject({
      code: 500,
      message: PRE_ORDER_GONE,
    });
    expect(await answer(client(mock.app, mock.token).api.checkout.orderCoupons({ params: { preOrderNo: preOrderNo } }))).toMatchObject({
      code: 500,
      message: PRE_ORDER_GONE,
    });
  });
});

describe('coupons/order and computed/price', () => {
  it('lists the fitting coupons and prices the order with one, never deducting more than it covers', async () => {
    const { preOrderNo } = await cartPreOrder([1]);
    const merId = (await product(1)).merId;
    // Platform $2 (no threshold), platform $10 off $100, the shop's $5 off $50, and product 1's own coupon.
    const platformSmall = 62;
    await receive(platformSmall);
    await receive(61);
    await receive(merId * 2 - 1);
    await receive(21);
    const load = (await answer(client(mock.app, mock.token).api.checkout.loadPreOrder({ params: { preOrderNo: preOrderNo } }))).data;
    const listed = (await answer(client(mock.app, mock.token).api.checkout.orderCoupons({ params: { preOrderNo: preOrderNo } }))).data;
    const expected = [platformSmall, 21];
    if (cents(load.proTotalFee) >= 10000) expected.push(61);
    if (cents(load.proTotalFee) >= 5000) expected.push(merId * 2 - 1);
    expect(listed.map((c) => c.couponId).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    const chosen = await userCouponId(platformSmall);
    expect(listed.find((c) => c.couponId === platformSmall)).toMatchObject({
      id: chosen,
      money: '2.00',
      minPrice: '0.00',
      status: 0,
      useType: 3,
    });
    // This route formats the validity as dates without the time.
    for (const c of listed) {
      expect(c.startTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(c.endTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const price = await answer(
      client(mock.app, mock.token).api.checkout.computedPrice({ body: { preOrderNo, addressId: 1, couponId: chosen } }),
    );
    expect(price.code).toBe(200);
    expect(price.data.couponFee).toBe('2.00');
    expect(cents(price.data.payFee)).toBe(cents(load.proTotalFee) + cents(load.freightFee) - 200);
    const none = await answer(client(mock.app, mock.token).api.checkout.computedPrice({ body: { preOrderNo } }));
    expect(none.data).toMatchObject({ couponFee: '0.00', proTotalFee: load.proTotalFee, freightFee: load.freightFee });
    // Someone else's coupon id is not usable here.
    const refused = await answer(
      client(mock.app, await login(mock.app, 'second@example.com')).api.checkout.computedPrice({ body: { preOrderNo, couponId: chosen } }),
    );
    expect(refused.code).toBe(500);
  });
});

describe('order/create', () => {
  it('writes the master and merchant orders, takes the stock, the cart lines and the coupon, and ends the pre-order', async () => {
    const { preOrderNo, skus } = await cartPreOrder([1, 2]);
    await receive(62);
    const couponId = await userCouponId(62);
    const load = (await answer(client(mock.app, mock.token).api.checkout.loadPreOrder({ params: { preOrderNo: preOrderNo } }))).data;
    const stockBefore = [(await product(1)).stock, (await product(2)).stock];
    const res = await answer(
      client(mock.app, mock.token).api.checkout.create({
        body: { preOrderNo, addressId: 2, couponId, payType: 'paypal', payChannel: 'pc', mark: 'Ring twice' },
      }),
    );
    expect(res.code).toBe(200);
    expect(res.data.orderNo).toMatch(/^PT\d{18}$/);

    const masters = await created('masterOrders');
    expect(masters).toHaveLength(1);
    expect(masters[0]).toMatchObject({
      orderNo: res.data.orderNo,
      uid: 1,
      paid: false,
      isCancel: false,
      couponId,
      couponPrice: 2,
      mark: 'Ring twice',
      realName: 'Alex Morgan',
      payType: 'paypal',
    });
    expect(Math.round((masters[0]?.payPrice ?? Number.NaN) * 100)).toBe(cents(load.payFee) - 200);
    const stores = await created('storeOrders');
    expect(stores).toHaveLength(load.orderList.length);
    expect(
      stores.every((s) => s.masterOrderNo === res.data.orderNo && s.paid === false && s.status === 0 && /^SH\d{18}$/.test(s.orderNo)),
    ).toBe(true);
    expect(stores.reduce((sum, s) => sum + Math.round(s.payPrice * 100), 0)).toBe(Math.round((masters[0]?.payPrice ?? 0) * 100));
    expect(stores.reduce((sum, s) => sum + Math.round(s.couponPrice * 100), 0)).toBe(200);

    expect((await answer(client(mock.app, mock.token).api.cart.list({ query: { isValid: 'true' } }))).data).toEqual([]);
    const skuRecords = await rows('skus');
    expect(skuRecords.find((s) => s.id === skus[0]?.id)?.stock).toBe((skus[0]?.stock ?? 0) - 2);
    expect([(await product(1)).stock, (await product(2)).stock]).toEqual(stockBefore.map((n) => n - 2));
    expect((await rows('userCoupons')).find((c) => c.id === couponId)).toMatchObject({ status: 1 });
    expect(await rows('preOrders')).toEqual([]);
    expect(
      await answer(
        client(mock.app, mock.token).api.checkout.create({ body: { preOrderNo, addressId: 2, payType: 'paypal', payChannel: 'pc' } }),
      ),
    ).toMatchObject({ code: 500, message: PRE_ORDER_GONE });
  });

  it('refuses a missing address, another user’s address, a long remark and a missing pay type, writing nothing', async () => {
    const { preOrderNo } = await cartPreOrder([1]);
    const base = { preOrderNo, payType: 'stripe', payChannel: 'pc' } as const;
    expect(await answer(raw(mock.app, 'checkout.create', { token: mock.token, body: base }))).toMatchObject({
      code: 400,
      message: 'addressId: Please select a shipping address',
    });
    const other = await login(mock.app, 'second@example.com');
    const theirs = await answer(
      client(mock.app, other).api.addresses.edit({
        body: { realName: 'Sec', email: 'second@example.com', country: 'France', detail: '2 Rue', isDefault: true },
      }),
    );
    expect(await answer(client(mock.app, mock.token).api.checkout.create({ body: { ...base, addressId: theirs.data.id } }))).toMatchObject({
      code: 400,
      message: 'addressId: Please select a shipping address',
    });
    // mark goes into a varchar(512) column: 513 characters are refused.
    expect(
      await answer(client(mock.app, mock.token).api.checkout.create({ body: { ...base, addressId: 1, mark: 'x'.repeat(513) } })),
    ).toMatchObject({
      code: 400,
      message: 'mark: This value is too long',
    });
    expect(
      await answer(raw(mock.app, 'checkout.create', { token: mock.token, body: { preOrderNo, addressId: 1, payChannel: 'pc' } })),
    ).toMatchObject({
      code: 400,
      message: 'payType: Please select a payment method',
    });
    expect(await created('masterOrders')).toEqual([]);
    expect(
      (await answer(client(mock.app, mock.token).api.checkout.create({ body: { ...base, addressId: 1, mark: 'x'.repeat(512) } }))).code,
    ).toBe(200);
    expect(await created('masterOrders')).toHaveLength(1);
  });

  it('refuses when the stock ran out since the pre-order, keeping the cart and the pre-order', async () => {
    const { preOrderNo, skus } = await cartPreOrder([1]);
    const [sku] = skus;
    if (!sku) throw new Error('a pre-order line expected');
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'skus', id: sku.id }, body: { stock: 1 } }));
    const res = await answer(
      client(mock.app, mock.token).api.checkout.create({ body: { preOrderNo, addressId: 1, payType: 'wechat', payChannel: 'pc' } }),
    );
    expect(res.code).toBe(500);
    expect(res.message).toMatch(/only 1 left/);
    expect(await created('masterOrders')).toEqual([]);
    expect(await rows('preOrders')).toHaveLength(1);
    expect(await rows('cartItems')).toHaveLength(1);
  });

  it('restoreStock and releaseCoupon undo what create took (for the cancel of an unpaid order)', async () => {
    const { preOrderNo, skus } = await cartPreOrder([1]);
    await receive(62);
    const couponId = await userCouponId(62);
    const before = (await product(1)).stock;
    await answer(
      client(mock.app, mock.token).api.checkout.create({
        body: { preOrderNo, addressId: 1, couponId, payType: 'paypal', payChannel: 'pc' },
      }),
    );
    const [store] = await created('storeOrders');
    await restoreStock(mock.app.mock.db, store?.lines ?? []);
    await releaseCoupon(mock.app.mock.db, couponId, mock.app.mock.now());
    expect((await product(1)).stock).toBe(before);
    expect((await rows('skus')).find((s) => s.id === skus[0]?.id)?.stock).toBe(skus[0]?.stock);
    expect((await rows('userCoupons')).find((c) => c.id === couponId)).toMatchObject({ status: 0, useTime: null });
  });
});

describe('real wire: checkout', () => {
  const priceOf = (preOrderNo: string, couponId: string | number | null, as = mock.token) =>
    answer(client(mock.app, as).api.checkout.computedPrice({ body: { preOrderNo, addressId: 1, couponId } }));

  it('computed/price reads couponId null, "" and 0 as "no coupon", and a numeric string as the id', async () => {
    const { preOrderNo } = await cartPreOrder([1]);
    await receive(62);
    const chosen = await userCouponId(62);
    for (const none of [null, '', 0, '0']) {
      const res = await priceOf(preOrderNo, none);
      expect(res, JSON.stringify(none)).toMatchObject({ code: 200, data: { couponFee: '0.00' } });
    }
    expect((await priceOf(preOrderNo, String(chosen))).data.couponFee).toBe('2.00');
    expect((await priceOf(preOrderNo, chosen)).data.couponFee).toBe('2.00');
    // addressId may be a string or null too.
    expect(
      (await answer(client(mock.app, mock.token).api.checkout.computedPrice({ body: { preOrderNo, addressId: '1', couponId: null } })))
        .code,
    ).toBe(200);
    expect(
      (await answer(client(mock.app, mock.token).api.checkout.computedPrice({ body: { preOrderNo, addressId: null, couponId: '' } }))).code,
    ).toBe(200);
    expect((await priceOf(preOrderNo, 'abc')).message).toMatch(/^couponId: /);
    expect((await priceOf(preOrderNo, -1)).message).toMatch(/^couponId: /);
  });

  it('create takes couponId null, "" or 0 for none and "3"-style strings for one, a 150-character remark and phone null', async () => {
    const bodies: [couponId: string | number | null, usesCoupon: boolean][] = [
      [null, false],
      ['', false],
      [0, false],
      ['coupon', true],
    ];
    for (const [couponId, usesCoupon] of bodies) {
      await mock.reset();
      const { preOrderNo } = await cartPreOrder([1]);
      let sent = couponId;
      if (usesCoupon) {
        await receive(62);
        sent = String(await userCouponId(62));
      }
      const mark = 'r'.repeat(150);
      const res = await answer(
        client(mock.app, mock.token).api.checkout.create({
          body: {
            preOrderNo,
            addressId: '1',
            couponId: sent,
            payType: 'stripe',
            payChannel: 'pc',
            mark,
            realName: null,
            phone: null,
            email: null,
          },
        }),
      );
      expect(res, JSON.stringify(sent)).toMatchObject({ code: 200 });
      const detail = await answer(client(mock.app, mock.token).api.orders.masterDetail({ params: { orderNo: res.data.orderNo } }));
      expect(detail.data).toMatchObject(
        usesCoupon ? { couponId: Number(sent), couponPrice: '2.00', mark } : { couponId: 0, couponPrice: '0.00', mark },
      );
    }
  });
});
