import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-errors';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * GET /api/front/merchant/index/info/{id}: the shop header. `isCollect` depends on the token, so the viewer is
 * part of the key (as for the product detail, ADR 0007).
 */
export const merchantsIndexInfoQueryOptions = (merId: number, viewer: 'guest' | 'user') =>
  queryOptions({
    queryKey: queryKey('merchants.shop', merId, 'info', viewer),
    queryFn: () => call(api().merchants.indexInfo({ params: { id: merId } })),
    // Signing in or out switches the viewer: keep the header on screen while it refetches.
    placeholderData: keepPreviousData,
  });

/**
 * An unknown shop: the mock answers code 404, the real backend code 500 with "… does not exist" (docs/backend-wire.md,
 * "Texts inside strings, dates and order numbers"); a bad id is code 400.
 */
export function isMerchantMissing(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'app') return false;
  // Codes as literals: a value import from @contract would pull zod into the bundle.
  if (error.code === 404 || error.code === 400) return true;
  return error.code === 500 && /not exist|not found|不存在/i.test(error.serverMessage);
}
