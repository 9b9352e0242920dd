import {
  OrderRefundStatus,
  OrderStatus,
  type AwaitPayOrder,
  type MasterOrderDetail,
  type MerchantOrder,
  type MerchantOrderDetail,
  type OrderInfo,
  type OrderLogistics,
  type OrderShop,
} from '@contract';
import { type RecordOf } from '../db/schema';
import { formatDateTime, HOUR, MINUTE, parseDateTime } from './dates';
import { businessError } from './errors';
import { wireMoney } from './money';
import { ORDER_MISSING } from './payments';

/**
 * The order rules of "My orders" (docs/backend-wire.md, Orders and Orders in steps): which tab an order sits in, the counts, what the
 * shopper may do with an order, and the tracking of a shipped one. Plain functions over records; the route
 * handlers write what these decide.
 */
type Master = RecordOf<'masterOrders'>;
type StoreOrder = RecordOf<'storeOrders'>;
type Line = StoreOrder['lines'][number];

/** order/list `type`: 1 awaiting shipment, 2 awaiting receipt, 3 completed. */
export type ListType = 1 | 2 | 3;

/**
 * The answer for an unknown order number, and for another user's order (the lookup is by user and number, so
 * the two cannot be told apart): code 500, not 404, as the real backend does; the same text as payments'.
 */
export { ORDER_MISSING };
export const orderMissing = () => businessError(ORDER_MISSING);

const newestFirst = (a: { createTime: string; id: number }, b: { createTime: string; id: number }): number =>
  b.createTime.localeCompare(a.createTime) || b.id - a.id;

/**
 * The tab of a merchant order, or null when it is in none: unpaid ones are listed through their master order,
 * cancelled and shopper-deleted ones nowhere, and any refund state moves an order to the refund list.
 */
export function listTypeOf(order: StoreOrder): ListType | null {
  if (!order.paid || order.isUserDel || order.refundStatus !== OrderRefundStatus.none) return null;
  switch (order.status) {
    case OrderStatus.awaitingShipment:
      return 1;
    case OrderStatus.awaitingReceipt:
      return 2;
    case OrderStatus.completed:
      return 3;
    default:
      return null;
  }
}

export function isAwaitingPayment(master: Master): boolean {
  return !master.paid && !master.isCancel;
}

/** await/pay/list: the user's unpaid, uncancelled master orders, newest first. */
export function awaitingPayment(masters: readonly Master[], uid: number): Master[] {
  return masters.filter((m) => m.uid === uid && isAwaitingPayment(m)).sort(newestFirst);
}

/** order/list: the user's merchant orders of one tab (the contract keeps `type` within 1-3), newest first. */
export function listOrders(orders: readonly StoreOrder[], uid: number, type: number): StoreOrder[] {
  return orders.filter((o) => o.uid === uid && listTypeOf(o) === type).sort(newestFirst);
}

/** Lines the shopper can still review: received (status 2 or 3), no refund, not deleted, not yet reviewed. */
export function awaitingReviewLines(orders: readonly StoreOrder[], uid: number): { order: StoreOrder; line: Line }[] {
  return orders
    .filter(
      (o) =>
        o.uid === uid &&
        o.paid &&
        !o.isUserDel &&
        o.refundStatus === OrderRefundStatus.none &&
        (o.status === OrderStatus.received || o.status === OrderStatus.completed),
    )
    .sort(newestFirst)
    .flatMap((order) => order.lines.filter((line) => !line.isReply).map((line) => ({ order, line })));
}

/** order/data: the badge counts of the order list's tabs. */
export function orderCounts(masters: readonly Master[], orders: readonly StoreOrder[], uid: number) {
  const mine = orders.filter((o) => o.uid === uid);
  const inTab = (type: ListType) => mine.filter((o) => listTypeOf(o) === type).length;
  return { unPaidCount: awaitingPayment(masters, uid).length, unShippedCount: inTab(1), receivedCount: inTab(2), completeCount: inTab(3) };
}

/**
 * order/center/data: the account centre's counts. Refunds count whatever the shopper did to the order
 * afterwards: the refund record outlives a deleted order in the real backend (its own table).
 */
export function centerCounts(masters: readonly Master[], orders: readonly StoreOrder[], uid: number) {
  const { unPaidCount, unShippedCount, receivedCount } = orderCounts(masters, orders, uid);
  return {
    unPaidCount,
    unShippedCount,
    receivedCount,
    commentCount: awaitingReviewLines(orders, uid).length,
    refundCount: orders.filter((o) => o.uid === uid && o.refundStatus !== OrderRefundStatus.none).length,
  };
}

/** A master order of this user by number; a cancelled one can still be looked at. */
export function findOwnMaster(masters: readonly Master[], uid: number, orderNo: string): Master {
  const master = masters.find((m) => m.orderNo === orderNo && m.uid === uid);
  if (!master) throw orderMissing();
  return master;
}

/** A merchant order of this user by number; one the shopper deleted is gone for them. */
export function findOwnOrder(orders: readonly StoreOrder[], uid: number, orderNo: string): StoreOrder {
  const order = orders.find((o) => o.orderNo === orderNo && o.uid === uid && !o.isUserDel);
  if (!order) throw orderMissing();
  return order;
}

export type MerchantName = (merId: number) => string;

export function toOrderInfo(order: StoreOrder, line: Line): OrderInfo {
  return {
    id: line.id,
    merOrderNo: order.orderNo,
    productId: line.productId,
    productName: line.productName,
    image: line.image,
    attrValueId: line.skuId,
    sku: line.sku,
    price: wireMoney(line.price),
    payNum: line.payNum,
    isReply: line.isReply,
  };
}

export function toMerchantOrder(order: StoreOrder, merName: MerchantName): MerchantOrder {
  return {
    id: order.id,
    orderNo: order.orderNo,
    masterOrderNo: order.masterOrderNo,
    merId: order.merId,
    merName: merName(order.merId),
    createTime: order.createTime,
    paid: order.paid,
    payTime: order.payTime,
    payPrice: wireMoney(order.payPrice),
    status: order.status,
    totalNum: order.totalNum,
    payPostage: wireMoney(order.totalPostage),
    refundStatus: order.refundStatus,
    // "" before shipping: the columns' default (docs/backend-wire.md, orders).
    deliveryName: order.deliveryName ?? '',
    deliveryId: order.deliveryId ?? '',
    orderInfoList: order.lines.map((line) => toOrderInfo(order, line)),
  };
}

/** The merchant orders of a master, in the order they were created (one per shop). */
export function ordersOfMaster(orders: readonly StoreOrder[], master: Master): StoreOrder[] {
  return orders.filter((o) => o.masterOrderNo === master.orderNo).sort((a, b) => a.id - b.id);
}

function toOrderShop(order: StoreOrder, merName: MerchantName): OrderShop {
  return {
    merId: order.merId,
    merName: merName(order.merId),
    orderInfoList: order.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      attrValueId: line.skuId,
      image: line.image,
      sku: line.sku,
      price: wireMoney(line.price),
      payNum: line.payNum,
      weight: wireMoney(line.weight),
      volume: wireMoney(line.volume),
      postage: wireMoney(line.postage),
    })),
  };
}

export function toAwaitPayOrder(master: Master, orders: readonly StoreOrder[], merName: MerchantName): AwaitPayOrder {
  return {
    id: master.id,
    orderNo: master.orderNo,
    totalNum: master.totalNum,
    payPrice: wireMoney(master.payPrice),
    redirect: master.redirect,
    paid: master.paid,
    payType: master.payType,
    payChannel: master.payChannel,
    createTime: master.createTime,
    orderList: ordersOfMaster(orders, master).map((o) => toOrderShop(o, merName)),
  };
}

const consignee = (master: Master | undefined) => ({
  email: master?.email ?? null,
  realName: master?.realName ?? null,
  userPhone: master?.userPhone ?? null,
  userAddress: master?.userAddress ?? null,
});

export function toMasterDetail(master: Master, orders: readonly StoreOrder[], merName: MerchantName): MasterOrderDetail {
  return {
    id: master.id,
    orderNo: master.orderNo,
    ...consignee(master),
    totalNum: master.totalNum,
    proTotalPrice: wireMoney(master.proTotalPrice),
    totalPostage: wireMoney(master.totalPostage),
    totalPrice: wireMoney(master.proTotalPrice + master.totalPostage),
    payPostage: wireMoney(master.totalPostage),
    payPrice: wireMoney(master.payPrice),
    // 0 when no coupon was used: the column's default.
    couponId: master.couponId ?? 0,
    couponPrice: wireMoney(master.couponPrice),
    paid: master.paid,
    payTime: master.payTime,
    payType: master.payType,
    mark: master.mark ?? '',
    isCancel: master.isCancel,
    redirect: master.redirect,
    createTime: master.createTime,
    orderList: ordersOfMaster(orders, master).map((o) => ({
      id: o.id,
      orderNo: o.orderNo,
      merId: o.merId,
      merName: merName(o.merId),
      totalNum: o.totalNum,
      payPrice: wireMoney(o.payPrice),
      paid: o.paid,
      status: o.status,
      refundStatus: o.refundStatus,
      createTime: o.createTime,
      orderInfoList: o.lines.map((line) => toOrderInfo(o, line)),
    })),
  };
}

export function toMerchantDetail(
  order: StoreOrder,
  master: Master | undefined,
  merName: MerchantName,
  expressInfo: OrderLogistics | null,
): MerchantOrderDetail {
  return {
    id: order.id,
    orderNo: order.orderNo,
    masterOrderNo: order.masterOrderNo,
    merId: order.merId,
    merName: merName(order.merId),
    uid: order.uid,
    ...consignee(master),
    totalNum: order.totalNum,
    proTotalPrice: wireMoney(order.proTotalPrice),
    totalPostage: wireMoney(order.totalPostage),
    totalPrice: wireMoney(order.proTotalPrice + order.totalPostage),
    payPrice: wireMoney(order.payPrice),
    payPostage: wireMoney(order.totalPostage),
    couponId: order.couponPrice > 0 ? (master?.couponId ?? 0) : 0,
    couponPrice: wireMoney(order.couponPrice),
    paid: order.paid,
    payTime: order.payTime,
    payType: order.payType,
    status: order.status,
    refundStatus: order.refundStatus,
    userRemark: order.userRemark ?? '',
    createTime: order.createTime,
    orderInfoList: order.lines.map((line) => toOrderInfo(order, line)),
    expressInfo,
  };
}

export interface CancelPlan {
  storeOrderIds: number[];
  /** The lines whose stock goes back (checkout's restoreStock). */
  lines: Line[];
  /** The user-coupon that goes back to the shopper, if the order used one (checkout's releaseCoupon). */
  couponId: number | null;
}

/**
 * order/cancel: only an unpaid master order that is not cancelled yet. All its merchant orders are cancelled
 * with it, their stock goes back and a coupon it used is returned.
 */
export function planCancel(master: Master, orders: readonly StoreOrder[]): CancelPlan {
  if (master.paid) throw businessError('A paid order cannot be cancelled');
  if (master.isCancel) throw businessError('The order has already been cancelled');
  const own = ordersOfMaster(orders, master);
  return { storeOrderIds: own.map((o) => o.id), lines: own.flatMap((o) => o.lines), couponId: master.couponId };
}

/** order/delete: a completed, paid order with no refund in progress (none, or refunded). */
export function checkDelete(order: StoreOrder): void {
  if (!order.paid || order.status !== OrderStatus.completed) throw businessError('Only completed orders can be deleted');
  if (order.refundStatus !== OrderRefundStatus.none && order.refundStatus !== OrderRefundStatus.refunded) {
    throw businessError('The order has a refund in progress and cannot be deleted');
  }
}

/** order/take: confirm receipt of a shipped order; the real backend goes straight to completed. */
export function checkTake(order: StoreOrder): void {
  if (order.status !== OrderStatus.awaitingReceipt) throw businessError('Only shipped orders can be received');
}

export function isShipped(order: StoreOrder): boolean {
  return order.deliveryName !== null && order.deliveryId !== null && order.deliveryTime !== null;
}

export interface ShipInput {
  deliveryName?: string | undefined;
  deliveryCode?: string | undefined;
  deliveryId?: string | undefined;
}

/** The courier a ship without details uses: a plausible, deterministic tracking number from the order number. */
export function shipDefaults(order: StoreOrder): Required<ShipInput> {
  return { deliveryName: 'SF Express', deliveryCode: 'SF', deliveryId: `SF${order.orderNo.slice(-12)}` };
}

/** The shop ships (mock control): a paid order awaiting shipment, with no refund asked for, goes to status 1. */
export function planShip(order: StoreOrder, input: ShipInput, now: number) {
  if (!order.paid) throw businessError('The order has not been paid');
  if (order.refundStatus !== OrderRefundStatus.none) throw businessError('The order has a refund in progress');
  if (order.status !== OrderStatus.awaitingShipment) throw businessError('Only orders awaiting shipment can be shipped');
  const defaults = shipDefaults(order);
  return {
    status: OrderStatus.awaitingReceipt,
    deliveryName: input.deliveryName ?? defaults.deliveryName,
    deliveryCode: input.deliveryCode ?? defaults.deliveryCode,
    deliveryId: input.deliveryId ?? defaults.deliveryId,
    deliveryTime: formatDateTime(now),
  };
}

/** Unpaid master orders created at least `olderThanMs` before now: what the real backend's timed job cancels. */
export function expiredUnpaid(masters: readonly Master[], now: number, olderThanMs: number): Master[] {
  return masters.filter((m) => isAwaitingPayment(m) && parseDateTime(m.createTime) <= now - olderThanMs).sort((a, b) => a.id - b.id);
}

/** One tracking event as the real backend stores it (KdNiao's Traces: oldest first). */
export interface TrackingEvent {
  AcceptStation: string;
  AcceptTime: string;
}

/** Logistics `state`: 1 collected, 2 in transit, 3 signed. */
const TRACK_STEPS: readonly { after: number; state: 1 | 2 | 3; text: (courier: string) => string }[] = [
  { after: 0, state: 1, text: (courier) => `${courier} has received the shipment information and will pick up the parcel` },
  { after: 4 * HOUR, state: 1, text: (courier) => `Picked up by ${courier}` },
  { after: 12 * HOUR, state: 2, text: () => 'Departed the origin sorting centre' },
  { after: 30 * HOUR, state: 2, text: () => 'Arrived at the destination sorting centre' },
  { after: 44 * HOUR, state: 2, text: () => 'Out for delivery' },
  { after: 50 * HOUR + 30 * MINUTE, state: 3, text: () => 'Delivered: signed for by the consignee' },
];

/**
 * The tracking of a shipped order as far as the mock clock has got: a fixed schedule from the ship time, so
 * moving the clock moves the parcel and every run shows the same events.
 */
export function trackingEvents(order: StoreOrder, now: number): { events: TrackingEvent[]; state: number } {
  if (!isShipped(order)) return { events: [], state: 0 };
  const shippedAt = parseDateTime(order.deliveryTime ?? '');
  const courier = order.deliveryName ?? '';
  const reached = TRACK_STEPS.filter((step) => shippedAt + step.after <= now);
  return {
    events: reached.map((step) => ({ AcceptStation: step.text(courier), AcceptTime: formatDateTime(shippedAt + step.after) })),
    state: reached[reached.length - 1]?.state ?? 0,
  };
}

/** order/express: the tracking record of a shipped order; one not shipped has none. */
export function toLogistics(order: StoreOrder, now: number): OrderLogistics {
  if (!isShipped(order)) throw businessError('This order has not been shipped yet');
  const { events, state } = trackingEvents(order, now);
  const deliveryTime = order.deliveryTime ?? formatDateTime(now);
  const last = events[events.length - 1]?.AcceptTime ?? null;
  return {
    id: order.id,
    orderNo: order.orderNo,
    expNo: order.deliveryId ?? '',
    expCode: order.deliveryCode ?? '',
    expName: order.deliveryName ?? '',
    courier: null,
    courierPhone: null,
    trackTime: last,
    logisticsInfo: JSON.stringify(events),
    state,
    reason: null,
    createTime: deliveryTime,
    updateTime: last ?? deliveryTime,
  };
}
