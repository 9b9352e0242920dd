import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, INJECT_ORIGIN, latestCode, login, moneyKeyCount, moneyNotAsText, testServer } from '../test-support';

/**
 * Cross-cutting rules of the real backend's wire format (mock-server/README.md, "What the mock imitates on
 * purpose"): money is a decimal string in every answer that carries it, and every stored image path comes back as
 * an absolute URL on the public origin.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(async () => {
  await app.close();
});

type Store = { id: number; orderNo: string; status: number; paid: boolean; refundStatus: number; uid: number };

/** Brings the demo shopper's account to a state where every money-carrying read route has something to show. */
async function shopperWithEverything(): Promise<{
  token: string;
  preOrderNo: string;
  masterNo: string;
  storeNo: string;
  completedNo: string;
  aid: number;
}> {
  await call(app, 'POST', '/__mock/reset', { body: {} });
  const token = await login(app);
  const skus = Object.values(
    (await call<{ productValue: Record<string, { id: number; stock: number }> }>(app, 'GET', '/api/front/product/detail/1')).data
      .productValue,
  );
  const sku = skus.find((s) => s.stock >= 5);
  if (!sku) throw new Error('seed: product 1 has no stocked SKU');
  expect(
    (await call(app, 'POST', '/api/front/cart/save', { token, body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 2 }] })).code,
  ).toBe(200);
  expect((await call(app, 'POST', '/api/front/coupon/receive', { token, body: { couponId: 62 } })).code).toBe(200);
  const lines = (await call<{ cartInfoList: { id: number }[] }[]>(app, 'GET', '/api/front/cart/list?isValid=true', { token })).data.flatMap(
    (g) => g.cartInfoList,
  );
  const pre = await call<{ preOrderNo: string }>(app, 'POST', '/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'shoppingCart', orderDetails: lines.map((l) => ({ shoppingCartId: l.id })) },
  });
  expect(pre.code).toBe(200);
  // A second pre-order stays open for load/pre and coupons/order after the first became an order.
  const buyNow = await call<{ preOrderNo: string }>(app, 'POST', '/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 1 }] },
  });
  const created = await call<{ orderNo: string }>(app, 'POST', '/api/front/order/create', {
    token,
    body: { preOrderNo: pre.data.preOrderNo, addressId: 1, couponId: null, payType: 'paypal', payChannel: 'pc' },
  });
  expect(created.code).toBe(200);
  // The order took the cart line: put one back for cart/list.
  expect(
    (await call(app, 'POST', '/api/front/cart/save', { token, body: [{ productId: 1, productAttrUnique: sku.id, cartNum: 1 }] })).code,
  ).toBe(200);
  const stores = (await call<{ list: Store[] }>(app, 'GET', '/__mock/db/storeOrders?limit=1000')).data.list.filter((o) => o.uid === 1);
  const completed = stores.find((o) => o.status === 3 && o.paid && o.refundStatus === 0);
  const shipped = stores.find((o) => o.status === 1);
  if (!completed || !shipped) throw new Error('seed: orders missing');
  const aid = (await call<{ id: number }[]>(app, 'GET', '/api/front/activity/index/list')).data[0]?.id ?? 0;
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
    for (const url of [
      '/api/pc/home/index',
      `/api/pc/activity/detail/${aid}`,
      '/api/front/merchant/detail/2',
      '/api/front/merchant/index/info/2',
    ]) {
      const res = await call(app, 'GET', url, { token });
      expect(res.code, url).toBe(200);
      expect(moneyNotAsText(res.data), url).toEqual([]);
    }
    const reads: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', '/api/front/index/product?limit=10'],
      ['GET', '/api/front/product/leaderboard'],
      ['GET', '/api/front/activity/index/list'],
      ['GET', `/api/front/activity/list/${aid}?limit=5`],
      ['GET', '/api/front/product/list?limit=10'],
      ['GET', '/api/front/product/detail/1'],
      ['GET', '/api/front/product/detail/2'],
      ['GET', '/api/front/product/sku/detail/1'],
      ['GET', '/api/front/product/merchant/pro/list?merId=2&limit=10'],
      ['GET', '/api/front/merchant/street'],
      ['GET', '/api/front/coupons?useType=3'],
      ['GET', '/api/front/coupon/list?type=usable'],
      ['GET', '/api/front/coupon/list?type=unusable'],
      ['GET', '/api/front/cart/list?isValid=true'],
      ['GET', `/api/front/order/load/pre/${preOrderNo}`],
      ['GET', `/api/front/coupons/order/${preOrderNo}`],
      ['POST', '/api/front/order/computed/price', { preOrderNo, addressId: 1, couponId: '' }],
      ['GET', '/api/front/order/await/pay/list'],
      ['GET', '/api/front/order/list?type=1'],
      ['GET', '/api/front/order/list?type=2'],
      ['GET', '/api/front/order/list?type=3'],
      ['GET', `/api/front/order/master/detail/${masterNo}`],
      ['GET', `/api/front/order/detail/${storeNo}`],
      ['GET', `/api/front/order/apply/refund/${storeNo}`],
      ['GET', '/api/front/order/reply/list'],
      ['GET', '/api/front/collect/product/list'],
    ];
    // A refund takes the completed order out of its tab and the review list: asked for after those were read.
    const refundReads = async (): Promise<typeof reads> => {
      expect((await call(app, 'POST', '/api/front/order/refund', { token, body: { orderNo: completedNo, text: 'Other' } })).code).toBe(200);
      const refunds = await call<{ list: { refundOrderNo: string }[] }>(app, 'GET', '/api/front/order/refund/list', { token });
      return [
        ['GET', '/api/front/order/refund/list'],
        ['GET', `/api/front/order/refund/detail/${refunds.data.list[0]?.refundOrderNo ?? ''}`],
      ];
    };
    for (const [method, url, body] of reads) {
      const res = await call(app, method, url, { token, ...(body === undefined ? {} : { body }) });
      expect(res.code, `${method} ${url}: ${res.message}`).toBe(200);
      // Each of these routes carries money; a check that found none would prove nothing.
      expect(moneyKeyCount(res.data), `${method} ${url}`).toBeGreaterThan(0);
      expect(moneyNotAsText(res.data), `${method} ${url}`).toEqual([]);
    }
    for (const [method, url] of await refundReads()) {
      const res = await call(app, method, url, { token });
      expect(res.code, `${method} ${url}: ${res.message}`).toBe(200);
      expect(moneyKeyCount(res.data), `${method} ${url}`).toBeGreaterThan(0);
      expect(moneyNotAsText(res.data), `${method} ${url}`).toEqual([]);
    }
  });

  it('writes two decimal places, as the BigDecimal columns hold them', async () => {
    const detail = await call<{
      productInfo: { price: string; otPrice: string; postage: string };
      productValue: Record<string, { price: string; weight: string; volume: string }>;
    }>(app, 'GET', '/api/front/product/detail/1');
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
    const detail = await app.inject({ method: 'GET', url: '/api/front/product/detail/1', headers: host });
    const body = detail.json<{ data: { productInfo: { image: string; sliderImage: string } } }>();
    expect(body.data.productInfo.image).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    const slider = JSON.parse(body.data.productInfo.sliderImage) as string[];
    expect(slider.length).toBeGreaterThan(0);
    for (const url of slider) expect(url).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    const shop = await app.inject({ method: 'GET', url: '/api/front/merchant/detail/3', headers: host });
    for (const url of JSON.parse(shop.json<{ data: { qualificationPicture: string } }>().data.qualificationPicture) as string[]) {
      expect(url).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    }
    for (const url of [
      '/api/pc/home/index',
      '/api/front/product/list?limit=20',
      '/api/front/product/reply/list/1?type=0&limit=20',
      '/api/front/merchant/street',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: host });
      const found = imageUrls(res.body);
      expect(found.length, url).toBeGreaterThan(0);
      for (const image of found) expect(image, url).toMatch(/^http:\/\/shop\.test:8080\/mock-images\//);
    }
    // Without a Host header of its own, inject's default origin.
    expect(
      (await call<{ productInfo: { image: string } }>(app, 'GET', '/api/front/product/detail/1')).data.productInfo.image.startsWith(
        `${INJECT_ORIGIN}/mock-images/`,
      ),
    ).toBe(true);
  });

  it('keeps the stored paths relative and answers outside /api untouched', async () => {
    const stored = await call<{ list: { image: string }[] }>(app, 'GET', '/__mock/db/products?limit=1');
    expect(stored.data.list[0]?.image).toMatch(/^\/mock-images\//);
  });

  it('with MOCK_PUBLIC_URL: on the configured origin (a trailing slash dropped), whatever the Host', async () => {
    const own = await testServer({ publicUrl: 'https://cdn.example.com/' });
    try {
      const res = await own.inject({ method: 'GET', url: '/api/pc/home/index', headers: { host: 'elsewhere.test' } });
      const found = imageUrls(res.body);
      expect(found.length).toBeGreaterThan(0);
      for (const image of found) expect(image).toMatch(/^https:\/\/cdn\.example\.com\/mock-images\//);
      const token = await login(own);
      const info = await call<{ avatar: string }>(own, 'GET', '/api/front/user/info', { token });
      expect(info.data.avatar).toMatch(/^https:\/\/cdn\.example\.com\/mock-images\//);
    } finally {
      await own.close();
    }
  });

  it('leaves URLs that are already absolute, and other paths, as they are', async () => {
    await call(app, 'POST', '/__mock/reset', { body: {} });
    const token = await login(app);
    for (const avatar of ['https://images.example.org/me.png', '/uploads/me.png']) {
      expect((await call(app, 'POST', '/api/front/user/edit', { token, body: { nickname: 'Me', avatar } })).code).toBe(200);
      expect((await call<{ avatar: string }>(app, 'GET', '/api/front/user/info', { token })).data.avatar).toBe(avatar);
    }
  });
});

describe('real wire: settle-in as the desktop front end sends it', () => {
  it("takes an application with the chosen category's handlingFee, for every category of the seed", async () => {
    await call(app, 'POST', '/__mock/reset', { body: {} });
    const token = await login(app);
    const categories = (await call<{ id: number; handlingFee: number }[]>(app, 'GET', '/api/front/merchant/all/category/list')).data;
    expect(categories.length).toBeGreaterThan(0);
    // Every category: its fee is what the web sends, so each must be one the apply route takes.
    for (const [index, category] of categories.entries()) {
      const email = `desk${index}@fresh.test`;
      await call(app, 'POST', '/api/front/captcha/email/merchant/settled', { raw: email });
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
        captcha: await latestCode(app, email),
      };
      const res = await call(app, 'POST', '/api/front/merchant/settled/apply', { token, body });
      expect(res, `category ${category.id} (fee ${category.handlingFee}): ${res.message}`).toMatchObject({ code: 200 });
    }
  });
});
