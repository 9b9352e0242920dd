import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-errors';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * Product detail. The answer depends on the viewer (userCollect and merchantInfo.isCollect are filled only for a
 * signed-in user), so the viewer is part of the key; invalidate queryKey('products.detail', id) to refresh both.
 */
export const productsDetailQueryOptions = (id: number, viewer: 'guest' | 'user') =>
  queryOptions({
    queryKey: queryKey('products.detail', id, viewer),
    queryFn: () => call(api().products.detail({ params: { id } })),
    // Signing in or out switches the viewer: keep showing the product (and the chosen SKU) while it refetches.
    placeholderData: keepPreviousData,
  });

/**
 * An unknown or removed product: the mock answers code 404, the real backend code 500 with "… does not exist"
 * (docs/backend-wire.md, "Texts inside strings, dates and order numbers").
 */
export function isProductMissing(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'app') return false;
  // Codes as literals: a value import from @contract would pull zod into the bundle.
  if (error.code === 404 || error.code === 400) return true;
  return error.code === 500 && /not exist|not found|不存在/i.test(error.serverMessage);
}
