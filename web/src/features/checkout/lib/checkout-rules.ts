import { Code, ORDER_REMARK_MAX, type OrderLine, type UserAddress } from '@contract';
import { isApiError } from '../../../lib/api/api-errors';
import { timesQuantity, toCents, type Cents } from '../../../lib/format/money';

/** Price × quantity in whole cents (lib/format/money.ts), so 3 × 0.1 shows 0.30. */
export function lineSubtotal(line: Pick<OrderLine, 'price' | 'payNum'>): Cents {
  return timesQuantity(toCents(line.price), line.payNum);
}

/**
 * The web keeps the remark under 150 characters (the backend takes 512, docs/backend-wire.md, checkout); counted
 * as the browser's maxlength counts (UTF-16 units).
 */
export function remarkLeft(remark: string): number {
  return ORDER_REMARK_MAX - remark.length;
}

/**
 * The pre-order cannot be shown any more: the backend answers a business error (code 500, "does not exist or has
 * expired") or not-found for a number that is gone, expired (5 minutes) or someone else's.
 */
export function isPreOrderGone(error: unknown): boolean {
  return isApiError(error) && error.kind === 'app' && (error.code === Code.serverError || error.code === Code.notFound);
}

/** The address to start with: the pre-order's (the default), else the default of the list, else none. */
export function initialAddressId(preOrderAddressId: number | null, addresses: readonly UserAddress[] | undefined): number | undefined {
  if (preOrderAddressId !== null && (!addresses || addresses.some((a) => a.id === preOrderAddressId))) return preOrderAddressId;
  return addresses?.find((a) => a.isDefault)?.id ?? undefined;
}
