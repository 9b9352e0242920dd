import { formatDateTime } from './dates';

/** Order number prefixes of the real backend (backend:common/constants/OrderConstants): master, merchant, refund; and pre-orders. */
export type OrderNumberPrefix = 'PT' | 'SH' | 'RE' | 'PRE';

/**
 * An order number: the prefix, the mock-clock time (GMT+8, yyyyMMddHHmmss) and the record id padded to 4
 * digits. Unique (ids are) and deterministic under a fixed clock, so tests can predict them.
 */
export function orderNumber(prefix: OrderNumberPrefix, now: number, id: number): string {
  return `${prefix}${formatDateTime(now).replace(/\D/g, '')}${String(id).padStart(4, '0')}`;
}
