import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/product/merchant/{merId}/category/list: the shop's own category tree. */
export const productsMerchantCategoriesQueryOptions = (merId: number) =>
  queryOptions({
    queryKey: queryKey('products.merchantCategories', merId),
    queryFn: () => call(api().products.merchantCategories({ params: { merId } })),
    staleTime: 5 * 60_000,
  });
