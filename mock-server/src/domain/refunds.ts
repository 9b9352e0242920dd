import { wireMoney } from './money';
import {
  OrderRefundStatus,
  OrderStatus,
  RefundStatus,
  splitVouchers,
  type RefundApplyBody,
  type RefundOrder,
  type RefundOrderDetail,
} from '@contract';
import { type RecordOf } from '../db/schema';
import { formatDateTime } from './dates';
import { businessError } from './errors';
import { toOrderInfo, type MerchantName } from './order-status';
import { orderNumber } from './order-numbers';

/**
 * The refund rules (docs/backend-wire.md, Refunds): a whole merchant order is refunded or not at all, once it is paid and
 * not on its way (status 1), and only when no refund is already asked for, running or done. The shop's side
 * (accept, refuse) is played by the mock control. Plain functions over records; the routes write what they decide.
 */
type StoreOrder = RecordOf<'storeOrders'>;
type Refund = RecordOf<'refundOrders'>;

/**
 * The platform's configured reasons (refund/reason). The real backend keeps them in a system setting the admin
 * edits; the mock has no admin, so a constant stands in for it.
 */
export const REFUND_REASONS: readonly string[] = [
  'No longer needed',
  'Ordered by mistake',
  'Item not as described',
  'Item arrived damaged',
  'Delivery took too long',
  'Other',
];

export const REFUND_MISSING = 'Refund order does not exist';
/** Another user's refund answers like an unknown number (the lookup is by user and number). */
export const refundMissing = () => businessError(REFUND_MISSING);

export const REFUSED = {
  unpaid: 'The order has not been paid and cannot be refunded',
  cancelled: 'The order has been cancelled and cannot be refunded',
  awaitingReceipt: 'The order is on its way: confirm receipt before asking for a refund',
  alreadyApplied: 'A refund has already been requested for this order',
} as const;

/** Throws the business error that refuses a refund of this order, or returns when it may be asked for. */
export function checkRefundable(order: StoreOrder): void {
  if (!order.paid) throw businessError(REFUSED.unpaid);
  if (order.status === OrderStatus.cancelled) throw businessError(REFUSED.cancelled);
  if (order.status === OrderStatus.awaitingReceipt) throw businessError(REFUSED.awaitingReceipt);
  if (order.refundStatus !== OrderRefundStatus.none) throw businessError(REFUSED.alreadyApplied);
}

/** The refund order a request creates: the whole order's payment, awaiting the shop's review. */
export function planRefund(order: StoreOrder, body: RefundApplyBody, now: number, id: number): Refund {
  checkRefundable(order);
  return {
    id,
    refundOrderNo: orderNumber('RE', now, id),
    orderNo: order.orderNo,
    uid: order.uid,
    merId: order.merId,
    refundPrice: order.payPrice,
    refundStatus: RefundStatus.awaitingReview,
    refundReasonWap: body.text,
    // Stored as the real backend does (one comma-separated string, no count limit), normalised so no empty
    // entries remain.
    refundReasonWapImg: splitVouchers(body.refund_reason_wap_img).join(','),
    refundReasonWapExplain: body.refund_reason_wap_explain ?? '',
    refundReason: null,
    refundTime: null,
    createTime: formatDateTime(now),
  };
}

export function findOwnRefund(refunds: readonly Refund[], uid: number, refundOrderNo: string): Refund {
  const refund = refunds.find((r) => r.refundOrderNo === refundOrderNo && r.uid === uid);
  if (!refund) throw refundMissing();
  return refund;
}

/** refund/list: the user's refund orders, newest first. */
export function listRefunds(refunds: readonly Refund[], uid: number): Refund[] {
  return refunds.filter((r) => r.uid === uid).sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

/** A change the shop makes: the refund's new fields and the merchant order's new refundStatus. */
export interface RefundChange {
  refund: Partial<Refund>;
  orderRefundStatus: StoreOrder['refundStatus'];
}

/**
 * The shop accepts: awaiting review goes to refunding (2), and on to refunded (3) with the refund time unless told
 * to stop half-way; a refund already refunding can be finished. Rejected and refunded ones are closed.
 */
export function planApprove(refund: Refund, until: 'refunding' | 'refunded', now: number): RefundChange {
  const open =
    refund.refundStatus === RefundStatus.awaitingReview || (refund.refundStatus === RefundStatus.refunding && until === 'refunded');
  if (!open) throw businessError(`Refund ${refund.refundOrderNo} cannot be approved in its state (${refund.refundStatus})`);
  if (until === 'refunding') return { refund: { refundStatus: RefundStatus.refunding }, orderRefundStatus: OrderRefundStatus.refunding };
  return {
    refund: { refundStatus: RefundStatus.refunded, refundTime: formatDateTime(now) },
    orderRefundStatus: OrderRefundStatus.refunded,
  };
}

/**
 * The shop refuses a refund awaiting review, with its reason. The order goes back to no refund (refundStatus 0,
 * as the real backend's refuse does), so it returns to its tab and the shopper may ask again.
 */
export function planReject(refund: Refund, reason: string): RefundChange {
  if (refund.refundStatus !== RefundStatus.awaitingReview) throw businessError(`Refund ${refund.refundOrderNo} is not awaiting review`);
  return { refund: { refundStatus: RefundStatus.rejected, refundReason: reason }, orderRefundStatus: OrderRefundStatus.none };
}

export function toRefundOrder(refund: Refund, order: StoreOrder | undefined, merName: MerchantName): RefundOrder {
  return {
    id: refund.id,
    refundOrderNo: refund.refundOrderNo,
    merOrderNo: refund.orderNo,
    masterOrderNo: order?.masterOrderNo ?? '',
    merId: refund.merId,
    merName: merName(refund.merId),
    totalNum: order?.totalNum ?? 0,
    refundStatus: refund.refundStatus,
    refundPrice: wireMoney(refund.refundPrice),
    createTime: refund.createTime,
    orderInfoList: order ? order.lines.map((line) => toOrderInfo(order, line)) : [],
  };
}

export function toRefundDetail(refund: Refund, order: StoreOrder | undefined, merName: MerchantName): RefundOrderDetail {
  return {
    ...toRefundOrder(refund, order, merName),
    merName: merName(refund.merId),
    createTime: refund.createTime,
    refundReasonWap: refund.refundReasonWap,
    refundReasonWapImg: refund.refundReasonWapImg,
    refundReasonWapExplain: refund.refundReasonWapExplain,
    refundReason: refund.refundReason,
    refundTime: refund.refundTime,
  };
}
