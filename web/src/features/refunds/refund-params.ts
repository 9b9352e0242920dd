import { paths } from '../../lib/routing/paths';
/**
 * The refund pages' URLs and numbers: apply with `?orderNo=SH…`, the detail with `?orderNo=RE…` (the real
 * front end's names), the list with `?page=`.
 */
export const REFUND_LIST_PATH = paths.refundList();
export const PAGE_PARAM = 'page';
/** Refunds per page (as the order list). */
export const REFUNDS_PER_PAGE = 10;

export const refundDetailPath = (refundOrderNo: string): string => paths.refundDetail(refundOrderNo);
export const orderDetailPath = (orderNo: string): string => paths.orderDetail(orderNo);

/** A merchant order number (SH…), the only kind a refund is asked for; null otherwise. */
export function parseMerchantOrderNo(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return /^SH\d+$/.test(trimmed) ? trimmed : null;
}

/** A refund order number (RE…); null otherwise. */
export function parseRefundOrderNo(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return /^RE\d+$/.test(trimmed) ? trimmed : null;
}

export function parseRefundPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}
export const ORDER_LIST_PATH = paths.orderList();
