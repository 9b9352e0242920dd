import { describe, expect, it } from 'vitest';
import { ORDER_MISSING } from '../domain/order-status';
import { answer, client, login, raw, records, useMockApp } from '../test-support';
import { seededOrders, storeOrders as allStoreOrders } from './orders.seeded';

const mock = useMockApp({ each: 'signIn' });

const storeOrders = async () => await allStoreOrders(mock.app);
const seeded = async () => await seededOrders(mock.app);
const skuStock = async (skuId: number) => (await records(mock.app, 'skus', { limit: 1, offset: skuId - 1 }))[0]?.stock;

const list = async (type: number, as = mock.token, page: { page?: number; limit?: number } = {}) =>
  answer(client(mock.app, as).api.orders.list({ query: { type, ...page } }));
const awaitPay = async (as = mock.token) => answer(client(mock.app, as).api.orders.awaitPayList());
const counts = async (key: 'data' | 'centerData', as = mock.token) =>
  key === 'data'
    ? (await answer(client(mock.app, as).api.orders.data())).data
    : (await answer(client(mock.app, as).api.orders.centerData())).data;

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

    expect((await answer(client(mock.app).api.orders.list({ query: { type: 1 } }))).code).toBe(401);
    expect((await answer(client(mock.app).api.orders.awaitPayList())).code).toBe(401);
    expect((await answer(client(mock.app).api.orders.data())).code).toBe(401);
  });

  it('takes type 1 to 3 only', async () => {
    for (const query of [{ type: 0 }, { type: 4 }, { type: 'x' }, {}]) {
      const res = await answer(raw(mock.app, 'orders.list', { query, token: mock.token }));
      expect(res.code).toBe(400);
      expect(res.message).toMatch(/^type/);
    }
  });

  it('pages like PageHelper after CommonPage.copyPageInfo: pageNum and pages tell whether more follow, the flags do not', async () => {
    const seed = await seeded();
    await answer(client(mock.app).mock.shipOrder({ params: { orderNo: seed.awaitingShipment.orderNo }, body: {} }));
    const first = await list(2, mock.token, { page: 1, limit: 1 });
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
    expect((await list(2, mock.token, { page: 2, limit: 1 })).data.list[0]?.orderNo).toBe(seed.shipped.orderNo);
  });

  it('counts the tabs, the lines to review and the refunds', async () => {
    expect(await counts('data')).toEqual({ unPaidCount: 1, unShippedCount: 1, receivedCount: 1, completeCount: 1 });
    expect(await counts('centerData')).toEqual({ unPaidCount: 1, unShippedCount: 1, receivedCount: 1, commentCount: 1, refundCount: 0 });
  });

  it('drops an order with any refund state out of the tabs and counts it as a refund', async () => {
    const { completed } = await seeded();
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'storeOrders', id: completed.id }, body: { refundStatus: 1 } }));
    expect((await list(3)).data.total).toBe(0);
    expect(await counts('data')).toMatchObject({ completeCount: 0 });
    expect(await counts('centerData')).toMatchObject({ commentCount: 0, refundCount: 1 });
  });

  it('shows another user nothing of the demo shopper’s', async () => {
    const other = await login(mock.app, 'second@example.com');
    expect((await awaitPay(other)).data.total).toBe(0);
    for (const type of [1, 2, 3]) expect((await list(type, other)).data.total).toBe(0);
    expect(await counts('centerData', other)).toEqual({
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
    const res = await answer(client(mock.app, mock.token).api.orders.masterDetail({ params: { orderNo: unpaidMaster.orderNo } }));
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
    const res = await answer(client(mock.app, mock.token).api.orders.detail({ params: { orderNo: shipped.orderNo } }));
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ orderNo: shipped.orderNo, status: 1, expressInfo: null, uid: 1 });
    // StoreOrderDetailInfoResponse has no deliveryName/deliveryId: the courier comes from express/{SH}.
    expect(res.data).not.toHaveProperty('deliveryName');
    expect(res.data).not.toHaveProperty('deliveryId');
    const done = await answer(client(mock.app, mock.token).api.orders.detail({ params: { orderNo: completed.orderNo } }));
    expect(done.data).toMatchObject({ userRemark: 'Please leave it at the front desk', status: 3 });
    const waiting = await answer(client(mock.app, mock.token).api.orders.detail({ params: { orderNo: awaitingShipment.orderNo } }));
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
    const other = await login(mock.app, 'second@example.com');
    const missing = { code: 500, message: ORDER_MISSING, data: null };
    const orders = (as: string) => client(mock.app, as).api.orders;
    for (const res of [
      await answer(orders(other).masterDetail({ params: { orderNo: unpaidMaster.orderNo } })),
      await answer(orders(other).detail({ params: { orderNo: shipped.orderNo } })),
      await answer(orders(other).express({ params: { orderNo: shipped.orderNo } })),
      await answer(orders(mock.token).detail({ params: { orderNo: 'SH000' } })),
      await answer(orders(mock.token).detail({ params: { orderNo: unpaidMaster.orderNo } })),
      await answer(orders(mock.token).masterDetail({ params: { orderNo: shipped.orderNo } })),
    ]) {
      expect(res).toMatchObject(missing);
    }
    for (const res of [
      await answer(orders(other).cancel({ params: { orderNo: unpaidMaster.orderNo } })),
      await answer(orders(other).take({ params: { orderNo: shipped.orderNo } })),
      await answer(orders(other).delete({ params: { orderNo: shipped.orderNo } })),
    ]) {
      expect(res).toMatchObject(missing);
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
    const res = await answer(client(mock.app, mock.token).api.orders.cancel({ params: { orderNo: unpaidMaster.orderNo } }));
    expect(res).toMatchObject({ code: 200, data: null });
    const after = await Promise.all(lines.map((line) => skuStock(line.skuId)));
    expect(after).toEqual(before.map((stock, i) => (stock ?? 0) + (lines[i]?.payNum ?? 0)));
    expect((await storeOrders()).filter((o) => o.masterOrderNo === unpaidMaster.orderNo).map((o) => o.status)).toEqual([9, 9]);
    expect((await awaitPay()).data.total).toBe(0);
    expect(await counts('data')).toMatchObject({ unPaidCount: 0 });
    const detail = await answer(client(mock.app, mock.token).api.orders.masterDetail({ params: { orderNo: unpaidMaster.orderNo } }));
    expect(detail.data).toMatchObject({ isCancel: true });
    expect(detail.data.orderList.map((o) => o.status)).toEqual([9, 9]);
    expect(await answer(client(mock.app, mock.token).api.orders.cancel({ params: { orderNo: unpaidMaster.orderNo } }))).toMatchObject({
      code: 500,
      message: 'The order has already been cancelled',
    });
  });

  it('refuses a paid order, and takes master numbers only', async () => {
    const { awaitingShipment } = await seeded();
    expect(
      await answer(client(mock.app, mock.token).api.orders.cancel({ params: { orderNo: awaitingShipment.masterOrderNo } })),
    ).toMatchObject({
      code: 500,
      message: 'A paid order cannot be cancelled',
    });
    expect(await answer(client(mock.app, mock.token).api.orders.cancel({ params: { orderNo: awaitingShipment.orderNo } }))).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
  });

  it('gives back the coupon the order used', async () => {
    const { unpaidMaster } = await seeded();
    const held = await mock.app.mock.db.insert('userCoupons', {
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
    await answer(
      client(mock.app).mock.patchRecord({ params: { collection: 'masterOrders', id: unpaidMaster.id }, body: { couponId: held.id } }),
    );
    expect((await answer(client(mock.app, mock.token).api.orders.cancel({ params: { orderNo: unpaidMaster.orderNo } }))).code).toBe(200);
    expect(mock.app.mock.db.byId('userCoupons', held.id)).toMatchObject({ status: 0, useTime: null });
  });

  it('cancels an order made through checkout, with its stock', async () => {
    const detail = await answer(client(mock.app).api.products.detail({ params: { id: 1 } }));
    const sku = Object.values(detail.data.productValue).find((s) => s.stock >= 3);
    if (!sku) throw new Error('seed: product 1 has no stocked SKU');
    const pre = await answer(
      client(mock.app, mock.token).api.orders.preOrder({
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 2 }] },
      }),
    );
    const created = await answer(
      client(mock.app, mock.token).api.checkout.create({
        body: { preOrderNo: pre.data.preOrderNo, addressId: 1, payType: 'stripe', payChannel: 'pc' },
      }),
    );
    expect(created.code).toBe(200);
    expect(await skuStock(sku.id)).toBe(sku.stock - 2);
    expect((await awaitPay()).data.list[0]?.orderNo).toBe(created.data.orderNo);
    expect((await answer(client(mock.app, mock.token).api.orders.cancel({ params: { orderNo: created.data.orderNo } }))).code).toBe(200);
    expect(await skuStock(sku.id)).toBe(sku.stock);
  });
});

describe('receipt and deletion', () => {
  it('confirms receipt of a shipped order: completed, and in the third tab', async () => {
    const { shipped } = await seeded();
    expect(await answer(client(mock.app, mock.token).api.orders.take({ params: { orderNo: shipped.orderNo } }))).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await list(2)).data.total).toBe(0);
    expect((await list(3)).data.list.map((o) => o.orderNo)).toContain(shipped.orderNo);
    expect(await counts('centerData')).toMatchObject({ receivedCount: 0, commentCount: 2 });
    expect(await answer(client(mock.app, mock.token).api.orders.take({ params: { orderNo: shipped.orderNo } }))).toMatchObject({
      code: 500,
      message: 'Only shipped orders can be received',
    });
  });

  it('deletes a completed order, which is then gone for the shopper', async () => {
    const { completed, awaitingShipment } = await seeded();
    expect(await answer(client(mock.app, mock.token).api.orders.delete({ params: { orderNo: awaitingShipment.orderNo } }))).toMatchObject({
      code: 500,
      message: 'Only completed orders can be deleted',
    });
    expect(await answer(client(mock.app, mock.token).api.orders.delete({ params: { orderNo: completed.orderNo } }))).toMatchObject({
      code: 200,
      data: null,
    });
    expect((await list(3)).data.total).toBe(0);
    expect(await answer(client(mock.app, mock.token).api.orders.detail({ params: { orderNo: completed.orderNo } }))).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
    expect(await answer(client(mock.app, mock.token).api.orders.delete({ params: { orderNo: completed.orderNo } }))).toMatchObject({
      code: 500,
      message: ORDER_MISSING,
    });
  });

  it('refuses to delete an order with a refund in progress, and allows it once refunded', async () => {
    const { completed } = await seeded();
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'storeOrders', id: completed.id }, body: { refundStatus: 2 } }));
    expect((await answer(client(mock.app, mock.token).api.orders.delete({ params: { orderNo: completed.orderNo } }))).message).toMatch(
      /refund in progress/,
    );
    await answer(client(mock.app).mock.patchRecord({ params: { collection: 'storeOrders', id: completed.id }, body: { refundStatus: 3 } }));
    expect((await answer(client(mock.app, mock.token).api.orders.delete({ params: { orderNo: completed.orderNo } }))).code).toBe(200);
  });
});
