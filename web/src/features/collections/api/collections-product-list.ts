import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export const FAVORITES_PER_PAGE = 12;

/**
 * GET /api/front/collect/product/list. Favourites also change on product pages, which do not know this list:
 * it is always refetched when the page mounts instead of trusting a cached copy.
 */
export const collectionsProductListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('collections.productList', { page }),
    queryFn: () => call(api().collections.productList({ query: { page, limit: FAVORITES_PER_PAGE } })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
