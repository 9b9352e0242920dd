import {
  type AwaitPayOrder,
  type MasterOrderDetail,
  type MerchantOrder,
  type MerchantOrderDetail,
  type OrderLogistics,
  type PageInfo,
} from '@contract';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { HOUR } from '../domain/dates';
import { ORDER_MISSING } from '../domain/order-status';
import { call, login, testServer } from '../test-support';

type Master = RecordOf<'masterOrders'>;
type StoreOrder = RecordOf<'storeOrders'>;
interface Counts {
  unPaidCount: number;
  unShippedCount: number;
  receivedCount: number;
  completeCount?: number;
  commentCount?: number;
  refundCount?: number;
}

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

const masters = async () => (await call<{ list: Master[] }>(app, 'GET', '/__mock/db/masterOrders?limit=1000')).data.list;
const storeOrders = async () => (await call<{ list: StoreOrder[] }>(app, 'GET', '/__mock/db/storeOrders?limit=1000')).data.list;
/** The seeded orders of the demo shopper, by state (mock-server/README.md "Orders"). */
async function seeded() {
  const all = await storeOrders();
  const pick = (predicate: (o: StoreOrder) => boolean) => {
    const found = all.find(predicate);
    if (!found) throw new Error('seed: an order is missing');
    return found;
  };
  const unpaidMaster = (await masters()).find((m) => !m.paid && !m.isCancel);
  if (!unpaidMaster) throw new Error('seed: no unpaid master');
  return {
    unpaidMaster,
    awaitingShipment: pick((o) => o.paid && o.status === 0),
    shipped: pick((o) => o.status === 1),
    completed: pick((o) => o.status === 3),
    cancelled: pick((o) => o.status === 9),
  };
}
const skuStock = async (skuId: number) =>
  (await call<{ list: { id: number; stock: number }[] }>(app, 'GET', `/__mock/db/skus?limit=1&offset=${skuId - 1}`)).data.list[0]?.stock;

const list = async (type: number, as = token, query = '') =>
  call<PageInfo<MerchantOrder>>(app, 'GET', `/api/front/order/list?type=${type}${query}`, { token: as });
const awaitPay = async (as = token, query = '') =>
  call<PageInfo<AwaitPayOrder>>(app, 'GET', `/api/front/order/await/pay/list${query ? `?${query}` : ''}`, { token: as });
const counts = async (path: 'data' | 'center/data', as = token) =>
  (await call<Counts>(app, 'GET', `/api/front/order/${path}`, { token: as })).data;

describe('order tabs', () => {
  it('lists the seeded orders under their tabs, newest first, and needs a token', async () => {
    const seed = await seeded();
    const pay = await awaitPay();
    expect(pay.code).toBe(200);
    expect(pay.data.total).toBe(1);
    const [order] = pay.data.list;
    expect(order?.orderNo).toBe(seed.unpaidMaster.orderNo);
    expect(order?.orderList).toHaveLength(2);
    expect(new Set(order?.orderList.map((shop) => shop.merId)).size).toBe(2);
    expect(order?.orderList[0]?.orderInfoList[0]).toMatchObject({
      productName: expect.any(String),
      attrValueId: expect.any(Number),
      payNum: 1,
    });

    expect((await list(1)).data.list.map((o) => o.orderNo)).toEqual([seed.awaitingShipment.orderNo]);
    const shipped = (await list(2)).data.list;
    expect(shipped.map((o) => o.orderNo)).toEqual([seed.shipped.orderNo]);
    expect(shipped[0]).toMatchObject({
      deliveryName: 'SF Express',
      deliveryId: seed.shipped.deliveryId,
      status: 1,
      paid: true,
      merName: expect.any(String),
    });
    const done = (await list(3)).data.list;
    expect(done.map((o) => o.orderNo)).toEqual([seed.completed.orderNo]);
    expect(done[0]?.orderInfoList.map((line) => line.isReply)).toEqual([true, false]);

    expect((await call(app, 'GET', '/api/front/order/list?type=1')).code).toBe(401);
    expect((await call(app, 'GET', '/api/front/order/await/pay/list')).code).toBe(401);
    expect((await call(app, 'GET', '/api/front/order/data')).code).toBe(401);
  });

  it('takes type 1 to 3 only', async () => {
    for (const query of ['type=0', 'type=4', 'type=x', '']) {
      const res = await call(app, 'GET', `/api/front/order/list?${query}`, { token });
      expect(res.code).toBe(400);
      expect(res.message).toMatch(/^type/);
    }
  });

  it('pages like PageHelper after CommonPage.copyPageInfo: pageNum and pages tell whether more follow, the flags do not', async () => {
    const seed = await seeded();
    await call(app, 'POST', `/__mock/orders/${seed.awaitingShipment.orderNo}/ship`, { body: {} });
    const first = await list(2, token, '&page=1&limit=1');
    expect(first.data).toMatchObject({
      total: 2,
      pages: 2,
      pageNum: 1,
      pageSize: 1,
      hasNextPage: false,
      isLastPage: true,
      navigatepageNums: [1],
    });
    // Lists go by creation, newest first, not by when an order reached the tab.
    expect(first.data.list[0]?.orderNo).toBe(seed.awaitingShipment.orderNo);
    expect((await list(2, token, '&page=2&limit=1')).data.list[0]?.orderNo).toBe(seed.shipped.orderNo);
  });

  it('counts the tabs, the lines to review and the refunds', async () => {
    expect(await counts('data')).toEqual({ unPaidCount: 1, unShippedCount: 1, receivedCount: 1, completeCount: 1 });
    expect(await counts('center/data')).toEqual({ unPaidCount: 1, unShippedCount: 1, receivedCount: 1, commentCount: 1, refundCount: 0 });
  });

  it('drops an order with any refund state out of the tabs and counts it as a refund', async () => {
    const { completed } = await seeded();
    await call(app, 'PATCH', `/__mock/db/storeOrders/${completed.id}`, { body: { refundStatus: 1 } });
    expect((await list(3)).data.total).toBe(0);
    expect(await counts('data')).toMatchObject({ completeCount: 0 });
    expect(await counts('center/data')).toMatchObject({ commentCount: 0, refundCount: 1 });
  });

  it('shows another user nothing of the demo shopper’s', async () => {
    const other = await login(app, 'second@example.com');
    expect((await awaitPay(other)).data.total).toBe(0);
    for (const type of [1, 2, 3]) expect((await list(type, other)).data.total).toBe(0);
    expect(await counts('center/data', other)).toEqual({
      unPaidCount: 0,
      unShippedCount: 0,
      receivedCount: 0,
      commentCount: 0,
      refundCount: 0,
    });
  });
});

describe('order details', () => {
  it('gives a master order with each shop’s order, totals and consignee', async () => {
    const { unpaidMaster } = await seeded();
    const res = await call<MasterOrderDetail>(app, 'GET', `/api/front/order/master/detail/${unpaidMaster.orderNo}`, { token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      orderNo: unpaidMaster.orderNo,
      paid: false,
      isCancel: false,
      realName: 'Demo Shopper',
      payPrice: unpaidMaster.payPrice.toFixed(2),
      totalPrice: unpaidMaster.payPrice.toFixed(2),
      totalPostage: unpaidMaster.totalPostage.toFixed(2),
      couponPrice: '0.00',
      // No coupon and no remark: the columns' defaults.
      couponId: 0,
      mark: '',
    });
    expect(res.data.orderList).toHaveLength(2);
    expect(res.data.orderList.reduce((sum, o) => sum + Math.round(Number(o.payPrice) * 100), 0)).toBe(
      Math.round(unpaidMaster.payPrice * 100),
    );
    expect(res.data.orderList.every((o) => o.orderNo.startsWith('SH') && o.orderInfoList.length > 0)).toBe(true);
  });

  it('gives a merchant order with its remark, without courier fields and without expressInfo for members', async () => {
    const { shipped, completed, awaitingShipment } = await seeded();
    const res = await call<MerchantOrderDetail>(app, 'GET', `/api/front/order/detail/${shipped.orderNo}`, { token });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ orderNo: shipped.orderNo, status: 1, expressInfo: null, uid: 1 });
    // StoreOrderDetailInfoResponse has no deliveryName/deliveryId: the courier comes from express/{SH}.
    expect(res.data).not.toHaveProperty('deliveryName');
    expect(res.data).not.toHaveProperty('deliveryId');
    const done = await call<MerchantOrderDetail>(app, 'GET', `/api/front/order/detail/${completed.orderNo}`, { token });
    expect(done.data).toMatchObject({ userRemark: 'Please leave it at the front desk', status: 3 });
    const waiting = await call<MerchantOrderDetail>(app, 'GET', `/api/front/order/detail/${awaitingShipment.orderNo}`, { token });
    expect(waiting.data).toMatchObject({ userRemark: expect.any(String), couponId: expect.any(Number) });
  });

  it('order/list gives courier and tracking number, "" before shipping', async () => {
    const { shipped, awaitingShipment } = await seeded();
    expect((await list(2)).data.list.find((o) => o.orderNo === shipped.orderNo)).toMatchObject({
      deliveryName: 'SF Express',
      deliveryId: shipped.deliveryId,
    });
    expect((await list(1)).data.list.find((o) => o.orderNo === awaitingShipment.orderNo)).toMatchObject({
      deliveryName: '',
      deliveryId: '',
    });
  });

  it('answers an unknown number, a number of the other level and another user’s order alike: code 500', async () => {
    const { unpaidMaster, shipped } = await seeded();
    const other = await login(app, 'second@example.com');
    const missing = { code: 500, message: ORDER_MISSING, data: null };
    for (const [url, as] of [
      [`/api/front/order/master/detail/${unpaidMaster.orderNo}`, other],
      [`/api/front/order/detail/${shipped.orderNo}`, other],
      [`/api/front/order/express/${shipped.orderNo}`, other],
      ['/api/front/order/detail/SH000', token],
      [`/api/front/order/detail/${unpaidMaster.orderNo}`, token],
      [`/api/front/order/master/detail/${shipped.orderNo}`, token],
    ] as const) {
      expect(await call(app, 'GET', url, { token: as })).toMatchObject(missing);
    }
    for (const url of [
      `/api/front/order/cancel/${unpaidMaster.orderNo}`,
      `/api/front/order/take/${shipped.orderNo}`,
      `/api/front/order/delete/${shipped.orderNo}`,
    ]) {
      expect(await call(app, 'POST', url, { token: other })).toMatchObject(missing);
    }
    // Nothing changed for the owner.
    expect((await awaitPay()).data.total).toBe(1);
    expect((await list(2)).data.total).toBe(1);
  });
});

describe('cancel', () => {
  it('cancels an unpaid order: its shops’ orders too, the stock comes back and it leaves the to-pay tab', async () => {
    const { unpaidMaster } = await seeded();
    const own = (await storeOrders()).filter((o) => o.masterOrderNo === unpaidMaster.orderNo);
    const lines = own.flatMap((o) => o.lines);
    const before = await Promise.all(lines.map((line) => skuStock(line.skuId)));
    const res = await call(app, 'POST', `/api/front/order/cancel/${unpaidMaster.orderNo}`, { token });
    expect(res).toMatchObject({ code: 200, data: null });
    const after = await Promise.all(lines.map((line) => skuStock(line.skuId)));
    expect(after).toEqual(before.map((stock, i) => (stock ?? 0) + (lines[i]?.payNum ?? 0)));
    expect((await storeOrders()).filter((o) => o.masterOrderNo === unpaidMaster.orderNo).map((o) => o.status)).toEqual([9, 9]);
    expect((await awaitPay()).data.total).toBe(0);
    expect(await counts('data')).toMatchObject({ unPaidCount: 0 });
    const detail = await call<MasterOrderDetail>(app, 'GET', `/api/front/order/master/detail/${unpaidMaster.orderNo}`, { token });
    expect(detail.data).toMatchObject({ isCancel: true });
    expect(detail.data.orderList.map((o) => o.status)).toEqual([9, 9]);
    expect(await call(app, 'POST', `/api/front/order/cancel/${unpaidMaster.orderNo}`, { token })).toMatchObject({
      code: 500,
      message: 'The order has already been cancelled',
    });
  });

  it('refuses a paid order, and takes master numbers only', async () => {
    const { awaitingShipment } = await seeded();
    expect(await call(app, 'POST', `/api/front/order/cancel/${awaitingShipment.masterOrderNo}`, { token })).toMatchObject({
      code: 500,
      message: 'A paid order cannot be cancelled',
    });
    expect(await call(app, 'POST', `/api/front/order/cancel/${awaitingShipment.orderNo}`, { token })).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
  });

  it('gives back the coupon the order used', async () => {
    const { unpaidMaster } = await seeded();
    const held = await app.mock.db.insert('userCoupons', {
      uid: 1,
      couponId: 1,
      name: 'Used on the order',
      money: 5,
      minPrice: 0,
      useType: 3,
      status: 1,
      startTime: '2026-01-01 00:00:00',
      endTime: '2027-01-01 00:00:00',
      useTime: '2026-01-01 00:00:00',
      createTime: '2026-01-01 00:00:00',
    });
    await call(app, 'PATCH', `/__mock/db/masterOrders/${unpaidMaster.id}`, { body: { couponId: held.id } });
    expect((await call(app, 'POST', `/api/front/order/cancel/${unpaidMaster.orderNo}`, { token })).code).toBe(200);
    expect(app.mock.db.byId('userCoupons', held.id)).toMatchObject({ status: 0, useTime: null });
  });

  it('cancels an order made through checkout, with its stock', async () => {
    const detail = await call<{ productValue: Record<string, { id: number; stock: number }> }>(app, 'GET', '/api/front/product/detail/1');
    const sku = Object.values(detail.data.productValue).find((s) => s.stock >= 3);
    if (!sku) throw new Error('seed: product 1 has no stocked SKU');
    const pre = await call<{ preOrderNo: string }>(app, 'POST', '/api/front/order/pre/order', {
      token,
      body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 2 }] },
    });
    const created = await call<{ orderNo: string }>(app, 'POST', '/api/front/order/create', {
      token,
      body: { preOrderNo: pre.data.preOrderNo, addressId: 1, payType: 'stripe', payChannel: 'pc' },
    });
    expect(created.code).toBe(200);
    expect(await skuStock(sku.id)).toBe(sku.stock - 2);
    expect((await awaitPay()).data.list[0]?.orderNo).toBe(created.data.orderNo);
    expect((await call(app, 'POST', `/api/front/order/cancel/${created.data.orderNo}`, { token })).code).toBe(200);
    expect(await skuStock(sku.id)).toBe(sku.stock);
  });
});

describe('receipt and deletion', () => {
  it('confirms receipt of a shipped order: completed, and in the third tab', async () => {
    const { shipped } = await seeded();
    expect(await call(app, 'POST', `/api/front/order/take/${shipped.orderNo}`, { token })).toMatchObject({ code: 200, data: null });
    expect((await list(2)).data.total).toBe(0);
    expect((await list(3)).data.list.map((o) => o.orderNo)).toContain(shipped.orderNo);
    expect(await counts('center/data')).toMatchObject({ receivedCount: 0, commentCount: 2 });
    expect(await call(app, 'POST', `/api/front/order/take/${shipped.orderNo}`, { token })).toMatchObject({
      code: 500,
      message: 'Only shipped orders can be received',
    });
  });

  it('deletes a completed order, which is then gone for the shopper', async () => {
    const { completed, awaitingShipment } = await seeded();
    expect(await call(app, 'POST', `/api/front/order/delete/${awaitingShipment.orderNo}`, { token })).toMatchObject({
      code: 500,
      message: 'Only completed orders can be deleted',
    });
    expect(await call(app, 'POST', `/api/front/order/delete/${completed.orderNo}`, { token })).toMatchObject({ code: 200, data: null });
    expect((await list(3)).data.total).toBe(0);
    expect(await call(app, 'GET', `/api/front/order/detail/${completed.orderNo}`, { token })).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
    expect(await call(app, 'POST', `/api/front/order/delete/${completed.orderNo}`, { token })).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
  });

  it('refuses to delete an order with a refund in progress, and allows it once refunded', async () => {
    const { completed } = await seeded();
    await call(app, 'PATCH', `/__mock/db/storeOrders/${completed.id}`, { body: { refundStatus: 2 } });
    expect((await call(app, 'POST', `/api/front/order/delete/${completed.orderNo}`, { token })).message).toMatch(/refund in progress/);
    await call(app, 'PATCH', `/__mock/db/storeOrders/${completed.id}`, { body: { refundStatus: 3 } });
    expect((await call(app, 'POST', `/api/front/order/delete/${completed.orderNo}`, { token })).code).toBe(200);
  });
});

describe('logistics', () => {
  it('tracks a shipped order by the mock clock', async () => {
    const { awaitingShipment, shipped } = await seeded();
    const old = await call<OrderLogistics>(app, 'GET', `/api/front/order/express/${shipped.orderNo}`, { token });
    expect(old.code).toBe(200);
    expect(old.data).toMatchObject({ orderNo: shipped.orderNo, expName: 'SF Express', expCode: 'SF', expNo: shipped.deliveryId, state: 3 });
    const events = JSON.parse(old.data.logisticsInfo) as { AcceptStation: string; AcceptTime: string }[];
    expect(events.length).toBeGreaterThan(3);
    expect(events[0]).toEqual({ AcceptStation: expect.stringContaining('SF Express'), AcceptTime: shipped.deliveryTime });

    // Before shipping the real service answers success with data null.
    expect(await call(app, 'GET', `/api/front/order/express/${awaitingShipment.orderNo}`, { token })).toEqual({
      status: 200,
      code: 200,
      message: 'Success',
      data: null,
    });
    await call(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/ship`, {
      body: { deliveryName: 'DHL', deliveryCode: 'DHL', deliveryId: 'JD0001' },
    });
    const fresh = await call<OrderLogistics>(app, 'GET', `/api/front/order/express/${awaitingShipment.orderNo}`, { token });
    expect(fresh.data).toMatchObject({ expName: 'DHL', expCode: 'DHL', expNo: 'JD0001', state: 1 });
    expect(JSON.parse(fresh.data.logisticsInfo)).toHaveLength(1);
    await call(app, 'POST', '/__mock/clock', { body: { advanceMs: 13 * HOUR } });
    const later = await call<OrderLogistics>(app, 'GET', `/api/front/order/express/${awaitingShipment.orderNo}`, { token });
    expect(later.data.state).toBe(2);
    expect(JSON.parse(later.data.logisticsInfo)).toHaveLength(3);
  });
});

describe('visitor lookup', () => {
  it('finds a tourist’s orders by number and identity, without a token', async () => {
    const { unpaidMaster, awaitingShipment, shipped } = await seeded();
    const visitor = await call<{ uid: number; identity: string }>(app, 'POST', '/api/front/login/register/visitor', {
      body: { email: 'guest@example.com' },
    });
    const { uid, identity } = visitor.data;
    // Hand two seeded orders to the tourist.
    await call(app, 'PATCH', `/__mock/db/masterOrders/${unpaidMaster.id}`, { body: { uid } });
    await call(app, 'PATCH', `/__mock/db/storeOrders/${awaitingShipment.id}`, { body: { uid } });
    const master = await call<MasterOrderDetail>(
      app,
      'GET',
      `/api/front/order/visitor/master/detail?orderNo=${unpaidMaster.orderNo}&identity=${identity}`,
    );
    expect(master).toMatchObject({ code: 200, data: { orderNo: unpaidMaster.orderNo } });
    const before = await call<MerchantOrderDetail>(
      app,
      'GET',
      `/api/front/order/visitor/detail?orderNo=${awaitingShipment.orderNo}&identity=${identity}`,
    );
    expect(before.data).toMatchObject({ orderNo: awaitingShipment.orderNo, expressInfo: null });
    await call(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/ship`, { body: {} });
    const after = await call<MerchantOrderDetail>(
      app,
      'GET',
      `/api/front/order/visitor/detail?orderNo=${awaitingShipment.orderNo}&identity=${identity}`,
    );
    expect(after.data.expressInfo).toMatchObject({ expName: 'SF Express', state: 1 });

    const missing = { code: 500, message: ORDER_MISSING };
    expect(
      await call(app, 'GET', `/api/front/order/visitor/detail?orderNo=${awaitingShipment.orderNo}&identity=${'0'.repeat(32)}`),
    ).toMatchObject(missing);
    // A member's orders are not found through the visitor lookup, whatever identity is given.
    expect(await call(app, 'GET', `/api/front/order/visitor/detail?orderNo=${shipped.orderNo}&identity=${identity}`)).toMatchObject(
      missing,
    );
    const bad = await call(app, 'GET', `/api/front/order/visitor/detail?orderNo=${awaitingShipment.orderNo}`);
    expect(bad.code).toBe(400);
    expect(bad.message).toMatch(/^identity/);
  });
});

describe('mock control for orders', () => {
  it('ships a paid order awaiting shipment, with a default courier', async () => {
    const { awaitingShipment, unpaidMaster, shipped } = await seeded();
    const res = await call<MerchantOrder>(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/ship`);
    expect(res).toMatchObject({
      code: 200,
      data: { orderNo: awaitingShipment.orderNo, status: 1, deliveryName: 'SF Express', deliveryId: expect.stringMatching(/^SF\d+$/) },
    });
    expect((await list(2)).data.total).toBe(2);
    const unpaid = (await storeOrders()).find((o) => o.masterOrderNo === unpaidMaster.orderNo);
    expect(await call(app, 'POST', `/__mock/orders/${unpaid?.orderNo ?? ''}/ship`, { body: {} })).toMatchObject({
      code: 500,
      message: 'The order has not been paid',
    });
    expect(await call(app, 'POST', `/__mock/orders/${shipped.orderNo}/ship`, { body: {} })).toMatchObject({ code: 500 });
    expect((await call(app, 'POST', '/__mock/orders/SH404/ship', { body: {} })).code).toBe(404);
    const blank = await call(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/ship`, { body: { deliveryName: ' ' } });
    expect(blank.code).toBe(400);
    expect(blank.message).toMatch(/^deliveryName/);
  });

  it('delivers a shipped order (received, as order/take would) and refuses any other', async () => {
    const { awaitingShipment } = await seeded();
    expect(await call(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/deliver`)).toMatchObject({
      code: 500,
      message: 'Only shipped orders can be received',
    });
    await call(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/ship`);
    const res = await call<MerchantOrder>(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/deliver`);
    expect(res).toMatchObject({ code: 200, message: 'Delivered', data: { orderNo: awaitingShipment.orderNo, status: 3 } });
    expect((await call(app, 'POST', `/__mock/orders/${awaitingShipment.orderNo}/deliver`)).code).toBe(500);
    expect(await call(app, 'POST', '/__mock/orders/SH404/deliver')).toMatchObject({ code: 404 });
  });

  it('cancels unpaid orders older than the limit, as the timed job would', async () => {
    const { unpaidMaster } = await seeded();
    // The seeded unpaid order is five months older than the test clock.
    expect(
      (await call<{ cancelled: string[] }>(app, 'POST', '/__mock/orders/cancel-unpaid', { body: { olderThanMinutes: 525600 } })).data
        .cancelled,
    ).toEqual([]);
    expect(
      (await call<{ cancelled: string[] }>(app, 'POST', '/__mock/orders/cancel-unpaid', { body: { olderThanMinutes: 30 } })).data.cancelled,
    ).toEqual([unpaidMaster.orderNo]);
    expect((await awaitPay()).data.total).toBe(0);
    expect((await call(app, 'POST', '/__mock/orders/cancel-unpaid', { body: {} })).code).toBe(400);
  });
});
