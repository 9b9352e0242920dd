import { describe, expect, it } from 'vitest';
import { BUILT_AT, masterOrder, orderLine, storeOrder } from '../test-builders';
import { DAY, formatDateTime, HOUR } from './dates';
import {
  awaitingPayment,
  awaitingReviewLines,
  centerCounts,
  checkDelete,
  checkTake,
  expiredUnpaid,
  findOwnMaster,
  findOwnOrder,
  listOrders,
  listTypeOf,
  ORDER_MISSING,
  orderCounts,
  planCancel,
  planShip,
  toLogistics,
  toMasterDetail,
  toMerchantDetail,
  toMerchantOrder,
  trackingEvents,
} from './order-status';

const NOW = BUILT_AT;
const at = (offsetMs: number) => formatDateTime(NOW + offsetMs);

const merName = (merId: number) => `Shop ${merId}`;

describe('order tabs', () => {
  it('puts paid orders without refunds in tab 1, 2 or 3 by status, and everything else in none', () => {
    expect(listTypeOf(storeOrder(1, { status: 0 }))).toBe(1);
    expect(listTypeOf(storeOrder(1, { status: 1 }))).toBe(2);
    expect(listTypeOf(storeOrder(1, { status: 3 }))).toBe(3);
    expect(listTypeOf(storeOrder(1, { status: 9 }))).toBeNull();
    expect(listTypeOf(storeOrder(1, { paid: false }))).toBeNull();
    expect(listTypeOf(storeOrder(1, { status: 3, isUserDel: true }))).toBeNull();
    for (const refundStatus of [1, 2, 3] as const) expect(listTypeOf(storeOrder(1, { status: 3, refundStatus }))).toBeNull();
  });

  it('lists the unpaid, uncancelled masters of the user, newest first', () => {
    const masters = [
      masterOrder(1),
      masterOrder(2),
      masterOrder(3, { isCancel: true }),
      masterOrder(4, { paid: true }),
      masterOrder(5, { uid: 2 }),
      masterOrder(6),
    ];
    // createTime goes back an hour per id: 1 is the newest.
    expect(awaitingPayment(masters, 1).map((m) => m.id)).toEqual([1, 2, 6]);
  });

  it('lists a tab newest first, for the user only', () => {
    const orders = [
      storeOrder(3, { status: 1 }),
      storeOrder(1, { status: 1 }),
      storeOrder(2, { status: 1, uid: 2 }),
      storeOrder(4, { status: 0 }),
    ];
    expect(listOrders(orders, 1, 2).map((o) => o.id)).toEqual([1, 3]);
    expect(listOrders(orders, 1, 1).map((o) => o.id)).toEqual([4]);
    expect(listOrders(orders, 2, 2).map((o) => o.id)).toEqual([2]);
  });

  it('counts each tab, the lines left to review and the orders with any refund state', () => {
    const masters = [masterOrder(1), masterOrder(2, { isCancel: true })];
    const orders = [
      storeOrder(1, { status: 0 }),
      storeOrder(2, { status: 1 }),
      storeOrder(3, { status: 3, lines: [orderLine(30, { isReply: true }), orderLine(31), orderLine(32)] }),
      storeOrder(4, { status: 3, refundStatus: 1, lines: [orderLine(40)] }),
      storeOrder(5, { status: 3, refundStatus: 3, isUserDel: true }),
      storeOrder(6, { status: 3, isUserDel: true }),
      storeOrder(7, { status: 3, uid: 2 }),
    ];
    expect(orderCounts(masters, orders, 1)).toEqual({ unPaidCount: 1, unShippedCount: 1, receivedCount: 1, completeCount: 1 });
    expect(centerCounts(masters, orders, 1)).toEqual({
      unPaidCount: 1,
      unShippedCount: 1,
      receivedCount: 1,
      commentCount: 2,
      refundCount: 2,
    });
    expect(awaitingReviewLines(orders, 1).map(({ line: l }) => l.id)).toEqual([31, 32]);
  });
});

describe('order lookups', () => {
  it('answers another user’s order exactly like a missing one', () => {
    expect(findOwnMaster([masterOrder(1)], 1, masterOrder(1).orderNo).id).toBe(1);
    expect(() => findOwnMaster([masterOrder(1)], 2, masterOrder(1).orderNo)).toThrow(ORDER_MISSING);
    expect(() => findOwnMaster([masterOrder(1)], 1, 'PT0')).toThrow(ORDER_MISSING);
    expect(findOwnOrder([storeOrder(1)], 1, storeOrder(1).orderNo).id).toBe(1);
    expect(() => findOwnOrder([storeOrder(1)], 2, storeOrder(1).orderNo)).toThrow(ORDER_MISSING);
    expect(() => findOwnOrder([storeOrder(1, { isUserDel: true })], 1, storeOrder(1).orderNo)).toThrow(ORDER_MISSING);
    let thrown: unknown = null;
    try {
      findOwnOrder([], 1, 'SH1');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 500, message: ORDER_MISSING });
  });
});

describe('order views', () => {
  it('builds the master detail with each shop’s order and the totals before the coupon', () => {
    const m = masterOrder(1, { couponId: 7, couponPrice: 4, payPrice: 26 });
    const orders = [
      storeOrder(2, { merId: 5, paid: false }),
      storeOrder(1, { merId: 3, paid: false }),
      storeOrder(3, { masterOrderNo: 'PT9' }),
    ];
    const detail = toMasterDetail(m, orders, merName);
    expect(detail).toMatchObject({
      orderNo: m.orderNo,
      totalPrice: '30.00',
      payPostage: '10.00',
      couponId: 7,
      couponPrice: '4.00',
      payPrice: '26.00',
      realName: 'Demo Shopper',
    });
    expect(detail.orderList.map((o) => [o.id, o.merName])).toEqual([
      [1, 'Shop 3'],
      [2, 'Shop 5'],
    ]);
    expect(detail.orderList[0]?.orderInfoList[0]).toMatchObject({
      id: 1,
      merOrderNo: storeOrder(1).orderNo,
      attrValueId: 101,
      isReply: false,
      price: '10.00',
    });
    expect(detail.orderList[0]?.payPrice).toBe('30.00');
  });

  it('writes "none" as the real columns default it: couponId 0 and mark "" on the master detail', () => {
    const detail = toMasterDetail(masterOrder(1), [storeOrder(1)], merName);
    expect(detail).toMatchObject({ couponId: 0, couponPrice: '0.00', mark: '', proTotalPrice: '20.00', totalPostage: '10.00' });
  });

  it('gives a listed order "" for courier and tracking number before shipping, and the real ones after', () => {
    const listed = toMerchantOrder(storeOrder(1), merName);
    expect(listed).toMatchObject({ deliveryName: '', deliveryId: '', payPrice: '30.00', payPostage: '10.00' });
    const shipped = toMerchantOrder(storeOrder(1, { status: 1, deliveryName: 'DHL', deliveryId: 'JD0001' }), merName);
    expect(shipped).toMatchObject({ deliveryName: 'DHL', deliveryId: 'JD0001' });
  });

  it('builds the merchant detail with the consignee of its master', () => {
    const detail = toMerchantDetail(storeOrder(1, { userRemark: 'Ring twice' }), masterOrder(1), merName, null);
    expect(detail).toMatchObject({
      merName: 'Shop 3',
      realName: 'Demo Shopper',
      userRemark: 'Ring twice',
      totalPrice: '30.00',
      couponId: 0,
      expressInfo: null,
    });
    // StoreOrderDetailInfoResponse has no courier fields: they come from express/{SH}.
    expect(detail).not.toHaveProperty('deliveryName');
    expect(detail).not.toHaveProperty('deliveryId');
    expect(toMerchantDetail(storeOrder(1), masterOrder(1), merName, null).userRemark).toBe('');
    const withCoupon = toMerchantDetail(storeOrder(1, { couponPrice: 4, payPrice: 26 }), masterOrder(1, { couponId: 7 }), merName, null);
    expect(withCoupon).toMatchObject({ couponId: 7, couponPrice: '4.00', payPrice: '26.00' });
  });
});

describe('cancel', () => {
  it('cancels an unpaid master with all its merchant orders, their lines and its coupon', () => {
    const m = masterOrder(1, { couponId: 9 });
    const orders = [
      storeOrder(1, { paid: false, lines: [orderLine(1), orderLine(2)] }),
      storeOrder(2, { paid: false }),
      storeOrder(3, { masterOrderNo: 'PT9' }),
    ];
    const plan = planCancel(m, orders);
    expect(plan.storeOrderIds).toEqual([1, 2]);
    expect(plan.lines.map((l) => l.id)).toEqual([1, 2, 2]);
    expect(plan.couponId).toBe(9);
  });

  it('refuses a paid or an already cancelled master', () => {
    expect(() => planCancel(masterOrder(1, { paid: true }), [])).toThrow('A paid order cannot be cancelled');
    expect(() => planCancel(masterOrder(1, { isCancel: true }), [])).toThrow('The order has already been cancelled');
  });

  it('finds unpaid masters older than the limit', () => {
    const masters = [masterOrder(1), masterOrder(3), masterOrder(5, { isCancel: true }), masterOrder(6, { paid: true })];
    expect(expiredUnpaid(masters, NOW, 2 * HOUR).map((m) => m.id)).toEqual([3]);
    expect(expiredUnpaid(masters, NOW, HOUR).map((m) => m.id)).toEqual([1, 3]);
  });
});

describe('delete, receipt and shipping', () => {
  it('deletes only completed paid orders without a refund in progress', () => {
    expect(() => checkDelete(storeOrder(1, { status: 3 }))).not.toThrow();
    expect(() => checkDelete(storeOrder(1, { status: 3, refundStatus: 3 }))).not.toThrow();
    expect(() => checkDelete(storeOrder(1, { status: 3, refundStatus: 1 }))).toThrow(/refund in progress/);
    expect(() => checkDelete(storeOrder(1, { status: 3, refundStatus: 2 }))).toThrow(/refund in progress/);
    for (const status of [0, 1, 9] as const)
      expect(() => checkDelete(storeOrder(1, { status }))).toThrow('Only completed orders can be deleted');
    expect(() => checkDelete(storeOrder(1, { status: 3, paid: false }))).toThrow('Only completed orders can be deleted');
  });

  it('takes receipt only of shipped orders', () => {
    expect(() => checkTake(storeOrder(1, { status: 1 }))).not.toThrow();
    for (const status of [0, 3, 9] as const)
      expect(() => checkTake(storeOrder(1, { status }))).toThrow('Only shipped orders can be received');
  });

  it('ships a paid order awaiting shipment, with defaults for what is not given', () => {
    const o = storeOrder(1);
    expect(planShip(o, {}, NOW)).toEqual({
      status: 1,
      deliveryName: 'SF Express',
      deliveryCode: 'SF',
      deliveryId: `SF${o.orderNo.slice(-12)}`,
      deliveryTime: at(0),
    });
    expect(planShip(o, { deliveryName: 'DHL', deliveryCode: 'DHL', deliveryId: '123' }, NOW)).toMatchObject({
      deliveryName: 'DHL',
      deliveryCode: 'DHL',
      deliveryId: '123',
    });
    expect(() => planShip(storeOrder(1, { paid: false }), {}, NOW)).toThrow('The order has not been paid');
    expect(() => planShip(storeOrder(1, { refundStatus: 1 }), {}, NOW)).toThrow('The order has a refund in progress');
    expect(() => planShip(storeOrder(1, { status: 1 }), {}, NOW)).toThrow('Only orders awaiting shipment can be shipped');
  });
});

describe('tracking', () => {
  const shipped = storeOrder(1, { status: 1, deliveryName: 'SF Express', deliveryCode: 'SF', deliveryId: 'SF1', deliveryTime: at(0) });

  it('follows a fixed schedule from the ship time as the clock moves', () => {
    expect(trackingEvents(shipped, NOW - 1)).toEqual({ events: [], state: 0 });
    const first = trackingEvents(shipped, NOW);
    expect(first.state).toBe(1);
    expect(first.events).toEqual([
      { AcceptStation: 'SF Express has received the shipment information and will pick up the parcel', AcceptTime: at(0) },
    ]);
    expect(trackingEvents(shipped, NOW + 13 * HOUR)).toMatchObject({ state: 2 });
    expect(trackingEvents(shipped, NOW + 13 * HOUR).events).toHaveLength(3);
    const done = trackingEvents(shipped, NOW + 3 * DAY);
    expect(done.state).toBe(3);
    expect(done.events.map((e) => e.AcceptTime)).toEqual([...done.events.map((e) => e.AcceptTime)].sort());
    expect(done.events[done.events.length - 1]?.AcceptStation).toMatch(/^Delivered/);
  });

  it('gives the logistics record of a shipped order and refuses one not shipped', () => {
    const record = toLogistics(shipped, NOW + 5 * HOUR);
    expect(record).toMatchObject({
      orderNo: shipped.orderNo,
      expName: 'SF Express',
      expCode: 'SF',
      expNo: 'SF1',
      state: 1,
      trackTime: at(4 * HOUR),
      createTime: at(0),
    });
    expect(JSON.parse(record.logisticsInfo)).toHaveLength(2);
    expect(() => toLogistics(storeOrder(1), NOW)).toThrow('This order has not been shipped yet');
  });
});
