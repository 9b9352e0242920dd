import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import type { ProductListParams } from '../search-params';
import { queryKey } from '../../../lib/api/query-keys';

/** Search and category browse (GET /api/front/product/list). */
export const productsListQueryOptions = (params: ProductListParams) =>
  queryOptions({
    queryKey: queryKey('products.list', params),
    queryFn: () => call(api().products.list({ query: params })),
    placeholderData: keepPreviousData,
  });
