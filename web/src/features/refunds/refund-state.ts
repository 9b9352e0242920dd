import { UPLOAD_RULE, type ImageRule } from '../../components/upload/image-file';

/**
 * Refund order `refundStatus` (docs/backend-wire.md, "Orders in steps") as the shopper reads it (docs/storefront.md, States): 0 awaiting the shop's
 * review, 1 refused (with the shop's reason), 2 accepted and refunding, 3 refunded. Literals, not the contract's
 * RefundStatus, so the pages do not pull zod in for four numbers (refund-state.test.ts keeps them equal).
 */
export const REFUND_STATES = ['awaitingReview', 'rejected', 'refunding', 'refunded'] as const;
export type RefundStateKey = (typeof REFUND_STATES)[number];

export function refundState(refundStatus: number): RefundStateKey {
  return REFUND_STATES[refundStatus] ?? 'awaitingReview';
}

/**
 * The voucher pictures (docs/product-rules.md): the types and size the upload accepts, at most REFUND_VOUCHER_MAX
 * (refund-state.test.ts keeps them equal to the contract).
 */
export const VOUCHER_RULE: ImageRule = { ...UPLOAD_RULE, maxCount: 5 };
export const NOTE_MAX = 100;

/** The voucher URLs of a refund (one comma-separated string in the API). */
export function voucherList(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** Why an order cannot be refunded now, or null when it can (the facts of its order/detail). */
export type RefundRefusal = 'unpaid' | 'cancelled' | 'awaitingReceipt' | 'alreadyApplied';

/**
 * The refund rules, checked by the web before it shows the form: the real backend's apply/refund answers for any of
 * the user's orders and refuses only when the request is posted (docs/backend-wire.md, refunds). Refused: unpaid,
 * cancelled (9), on its way (1), or a refund already asked for.
 */
export function refundRefusal(order: { paid: boolean; status: number; refundStatus: number }): RefundRefusal | null {
  if (!order.paid) return 'unpaid';
  if (order.status === 9) return 'cancelled';
  if (order.status === 1) return 'awaitingReceipt';
  if (order.refundStatus !== 0) return 'alreadyApplied';
  return null;
}
