import { describe, expect, it } from 'vitest';
import {
  type Answer,
  answer,
  client,
  INJECT_ORIGIN,
  latestCode,
  login,
  moneyKeyCount,
  moneyNotAsText,
  raw,
  records,
  testServer,
  useMockApp,
} from '../test-support';

/**
 * Cross-cutting rules of the real backend's wire format (mock-server/README.md, "What the mock imitates on
 * purpose"): money is a decimal string in every answer that carries it, and every stored image path comes back as
 * an absolute URL on the public origin.
 */

const mock = useMockApp();

/** Brings the demo shopper's account to a state where every money-carrying read route has something to show. */
async function shopperWithEverything(): Promise<{
  token: string;
  preOrderNo: string;
  masterNo: string;
  storeNo: string;
  completedNo: string;
  aid: number;
}> {
  await answer(client(mock.app).mock.reset({ body: {} }));
  const token = await login(mock.app);
  const skus = Object.values((await answer(client(mock.app).api.products.detail({ params: { id: 1 } }))).data.productValue);
  const sku = skus.find((s) => s.stock >= 5);
  if (!sku) throw new Error('seed: product 1 has no stocked SKU');
  expect(
    (await answer(client(mock.app, token).api.cart.save({ body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 2 }] }))).code,
  ).toBe(200);
  expect((await answer(client(mock.app, token).api.coupons.receive({ body: { couponId: 62 } }))).code).toBe(200);
  const lines = (await answer(client(mock.app, token).api.cart.list({ query: { isValid: 'true' } }))).data.flatMap((g) => g.cartInfoList);
  const pre = await answer(
    client(mock.app, token).api.orders.preOrder({
      body: { preOrderType: 'shoppingCart', orderDetails: lines.map((l) => ({ shoppingCartId: l.id })) },
    }),
  );
  expect(pre.code).toBe(200);
  // A second pre-order stays open for load/pre and coupons/order after the first became an order.
  const buyNow = await answer(
    client(mock.app, token).api.orders.preOrder({
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 1 }] },
    }),
  );
  const created = await answer(
    client(mock.app, token).api.checkout.create({
      body: { preOrderNo: pre.data.preOrderNo, addressId: 1, couponId: null, payType: 'paypal', payChannel: 'pc' },
    }),
  );
  expect(created.code).toBe(200);
  // The order took the cart line: put one back for cart/list.
  expect(
    (await answer(client(mock.app, token).api.cart.save({ body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 1 }] }))).code,
  ).toBe(200);
  const stores = (await records(mock.app, 'storeOrders', { limit: 1000 })).filter((o) => o.uid === 1);
  const completed = stores.find((o) => o.status === 3 && o.paid && o.refundStatus === 0);
  const shipped = stores.find((o) => o.status === 1);
  if (!completed || !shipped) throw new Error('seed: orders missing');
  const aid = (await answer(client(mock.app).api.home.activityBlocks())).data?.[0]?.id ?? 0;
  return {
    token,
    preOrderNo: buyNow.data.preOrderNo,
    masterNo: created.data.orderNo,
    storeNo: shipped.orderNo,
    completedNo: completed.orderNo,
    aid,
  };
}

describe('real wire: money', () => {
  it('no read route answers money as a JSON number: every money key holds a decimal string (or null)', async () => {
    const { token, preOrderNo, masterNo, storeNo, completedNo, aid } = await shopperWithEverything();
    // These carry no money of their own (their products come from other routes); they are still checked.
    const pages: [key: string, request: () => Promise<Answer>][] = [
      ['home.pcIndex', () => answer(client(mock.app, token).api.home.pcIndex())],
      ['home.activityDetail', () => answer(client(mock.app, token).api.home.activityDetail({ params: { aid: aid } }))],
      ['merchants.detail', () => answer(client(mock.app, token).api.merchants.detail({ params: { id: 2 } }))],
      ['merchants.indexInfo', () => answer(client(mock.app, token).api.merchants.indexInfo({ params: { id: 2 } }))],
    ];
    for (const [key, request] of pages) {
      const res = await request();
      expect(res.code, key).toBe(200);
      expect(moneyNotAsText(res.data), key).toEqual([]);
    }
    const reads: [key: string, request: () => Promise<Answer>][] = [
      ['home.indexProducts', () => answer(client(mock.app, token).api.home.indexProducts({ query: { limit: 10 } }))],
      ['home.leaderboard', () => answer(client(mock.app, token).api.home.leaderboard())],
      ['home.activityBlocks', () => answer(client(mock.app, token).api.home.activityBlocks())],
      [
        'home.activityProducts',
        () => answer(client(mock.app, token).api.home.activityProducts({ params: { aid: aid }, query: { limit: 5 } })),
      ],
      ['products.list', () => answer(client(mock.app, token).api.products.list({ query: { limit: 10 } }))],
      ['products.detail', () => answer(client(mock.app, token).api.products.detail({ params: { id: 1 } }))],
      ['products.detail', () => answer(client(mock.app, token).api.products.detail({ params: { id: 2 } }))],
      ['products.skuDetail', () => answer(client(mock.app, token).api.products.skuDetail({ params: { id: 1 } }))],
      [
        'products.merchantProducts',
        () => answer(client(mock.app, token).api.products.merchantProducts({ query: { merId: 2, limit: 10 } })),
      ],
      ['merchants.street', () => answer(client(mock.app, token).api.merchants.street())],
      ['coupons.list', () => answer(client(mock.app, token).api.coupons.list({ query: { useType: 3 } }))],
      ['coupons.userList', () => answer(client(mock.app, token).api.coupons.userList({ query: { type: 'usable' } }))],
      ['coupons.userList', () => answer(client(mock.app, token).api.coupons.userList({ query: { type: 'unusable' } }))],
      ['cart.list', () => answer(client(mock.app, token).api.cart.list({ query: { isValid: 'true' } }))],
      ['checkout.loadPreOrder', () => answer(client(mock.app, token).api.checkout.loadPreOrder({ params: { preOrderNo: preOrderNo } }))],
      ['checkout.orderCoupons', () => answer(client(mock.app, token).api.checkout.orderCoupons({ params: { preOrderNo: preOrderNo } }))],
      [
        'checkout.computedPrice',
        () => answer(client(mock.app, token).api.checkout.computedPrice({ body: { preOrderNo, addressId: 1, couponId: '' } })),
      ],
      ['orders.awaitPayList', () => answer(client(mock.app, token).api.orders.awaitPayList())],
      ['orders.list', () => answer(client(mock.app, token).api.orders.list({ query: { type: 1 } }))],
      ['orders.list', () => answer(client(mock.app, token).api.orders.list({ query: { type: 2 } }))],
      ['orders.list', () => answer(client(mock.app, token).api.orders.list({ query: { type: 3 } }))],
      ['orders.masterDetail', () => answer(client(mock.app, token).api.orders.masterDetail({ params: { orderNo: masterNo } }))],
      ['orders.detail', () => answer(client(mock.app, token).api.orders.detail({ params: { orderNo: storeNo } }))],
      ['refunds.applyInfo', () => answer(client(mock.app, token).api.refunds.applyInfo({ params: { orderNo: storeNo } }))],
      ['reviews.awaitingList', () => answer(client(mock.app, token).api.reviews.awaitingList())],
      ['collections.productList', () => answer(client(mock.app, token).api.collections.productList())],
    ];
    // A refund takes the completed order out of its tab and the review list: asked for after those were read.
    const refundReads = async (): Promise<typeof reads> => {
      expect((await answer(client(mock.app, token).api.refunds.apply({ body: { orderNo: completedNo, text: 'Other' } }))).code).toBe(200);
      const refunds = await answer(client(mock.app, token).api.refunds.list());
      return [
        ['refunds.list', () => answer(client(mock.app, token).api.refunds.list())],
        [
          'refunds.detail',
          () =>
            answer(client(mock.app, token).api.refunds.detail({ params: { refundOrderNo: refunds.data.list[0]?.refundOrderNo ?? '' } })),
        ],
      ];
    };
    for (const [key, request] of reads) {
      const res = await request();
      expect(res.code, `${key}: ${res.message}`).toBe(200);
      // Each of these routes carries money; a check that found none would prove nothing.
      expect(moneyKeyCount(res.data), key).toBeGreaterThan(0);
      expect(moneyNotAsText(res.data), key).toEqual([]);
    }
    for (const [key, request] of await refundReads()) {
      const res = await request();
      expect(res.code, `${key}: ${res.message}`).toBe(200);
      expect(moneyKeyCount(res.data), key).toBeGreaterThan(0);
      expect(moneyNotAsText(res.data), key).toEqual([]);
    }
  });

  it('writes two decimal places, as the BigDecimal columns hold them', async () => {
    const detail = await answer(client(mock.app).api.products.detail({ params: { id: 1 } }));
    const texts = [
      detail.data.productInfo.price,
      detail.data.productInfo.otPrice,
      detail.data.productInfo.postage,
      ...Object.values(detail.data.productValue).flatMap((v) => [v.price, v.weight, v.volume]),
    ];
    for (const text of texts) expect(text).toMatch(/^\d+\.\d{2}$/);
  });

  it('the helper itself finds a number at a money key, deep inside lists', () => {
    expect(moneyNotAsText({ list: [{ price: '1.00' }, { orderInfoList: [{ payPrice: 3 }] }], vipPrice: null })).toEqual([
      'data.list[1].orderInfoList[0].payPrice: 3',
    ]);
    expect(moneyNotAsText({ price: 'cheap' })).toEqual(['data.price: "cheap"']);
    expect(moneyKeyCount({ a: [{ price: '1' }, { money: '2', b: { minPrice: '3' } }] })).toBe(3);
  });
});

/** Every string of an answer that names a stored image, wherever it sits (also inside JSON texts). */
function imageUrls(json: string): string[] {
  return [...json.matchAll(/(?:[a-z]+:\/\/[^"\\]*)?\/mock-images\/[^"\\]*/g)].map((m) => m[0]);
}

describe('real wire: absolute image URLs', () => {
  it('without MOCK_PUBLIC_URL: on the origin the request was sent to (its Host), also inside sliderImage and qualificationPicture', async () => {
    const host = { host: 'shop.test:8080' };
    const detail = await answer(client(mock.app).api.products.detail({ params: { id: 1 }, extraHeaders: host }));
    expect(detail.data.productInfo.image).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    const slider = JSON.parse(detail.data.productInfo.sliderImage) as string[];
    expect(slider.length).toBeGreaterThan(0);
    for (const url of slider) expect(url).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    const shop = await answer(client(mock.app).api.merchants.detail({ params: { id: 3 }, extraHeaders: host }));
    const pictures = JSON.parse(shop.data.qualificationPicture ?? '[]') as string[];
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) {
      expect(url).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    }
    const api = client(mock.app).api;
    const reads = {
      'home.pcIndex': () => api.home.pcIndex({ extraHeaders: host }),
      'products.list': () => api.products.list({ query: { limit: 20 }, extraHeaders: host }),
      'reviews.list': () => api.reviews.list({ params: { productId: 1 }, query: { type: 0, limit: 20 }, extraHeaders: host }),
      'merchants.street': () => api.merchants.street({ extraHeaders: host }),
    };
    for (const [key, read] of Object.entries(reads)) {
      const found = imageUrls(JSON.stringify((await read()).body));
      expect(found.length, key).toBeGreaterThan(0);
      for (const image of found) expect(image, key).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    }
    // Without a Host header of its own, inject's default origin.
    expect(
      (await answer(client(mock.app).api.products.detail({ params: { id: 1 } }))).data.productInfo.image.startsWith(
        `${INJECT_ORIGIN}/mock-images/`,
      ),
    ).toBe(true);
  });

  it('keeps the stored paths relative and answers outside /api untouched', async () => {
    const stored = await answer(client(mock.app).mock.listCollection({ params: { collection: 'products' }, query: { limit: 1 } }));
    expect(stored.data.list[0]?.image).toMatch(/^\/mock-images\//);
  });

  it('with MOCK_PUBLIC_URL: on the configured origin (a trailing slash dropped), whatever the Host', async () => {
    const own = await testServer({ publicUrl: 'https://cdn.example.com/' });
    try {
      const home = await client(own).api.home.pcIndex({ extraHeaders: { host: 'elsewhere.test' } });
      const found = imageUrls(JSON.stringify(home.body));
      expect(found.length).toBeGreaterThan(0);
      for (const image of found) expect(image).toMatch(/^https:\/\/cdn\.example\.com\/mock-images\//);
      const token = await login(own);
      const info = await answer(client(own, token).api.user.info());
      expect(info.data.avatar).toMatch(/^https:\/\/cdn\.example\.com\/mock-images\//);
    } finally {
      await own.close();
    }
  });

  it('leaves URLs that are already absolute, and other paths, as they are', async () => {
    await answer(client(mock.app).mock.reset({ body: {} }));
    const token = await login(mock.app);
    for (const avatar of ['https://images.example.org/me.png', '/uploads/me.png']) {
      expect((await answer(client(mock.app, token).api.user.edit({ body: { nickname: 'Me', avatar } }))).code).toBe(200);
      expect((await answer(client(mock.app, token).api.user.info())).data.avatar).toBe(avatar);
    }
  });
});

describe('real wire: settle-in as the desktop front end sends it', () => {
  it("takes an application with the chosen category's handlingFee, for every category of the seed", async () => {
    await answer(client(mock.app).mock.reset({ body: {} }));
    const token = await login(mock.app);
    const categories = (await answer(client(mock.app).api.merchants.categories())).data;
    expect(categories.length).toBeGreaterThan(0);
    // Every category: its fee is what the web sends, so each must be one the apply route takes.
    for (const [index, category] of categories.entries()) {
      const email = `desk${index}@fresh.test`;
      await answer(raw(mock.app, 'settleIn.settledEmailCode', { body: email }));
      const body = {
        name: `Desk Shop ${index}`,
        categoryId: category.id,
        typeId: 1,
        realName: 'Desk Owner',
        email,
        address: '1 Desk Street',
        qualificationPicture: JSON.stringify(['/mock-images/u/product-1.png']),
        phone: '13800000000',
        handlingFee: category.handlingFee,
        captcha: await latestCode(mock.app, email),
      };
      const res = await answer(client(mock.app, token).api.settleIn.settledApply({ body: body }));
      expect(res, `category ${category.id} (fee ${category.handlingFee}): ${res.message}`).toMatchObject({ code: 200 });
    }
  });
});
