import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export const SHOPS_PER_PAGE = 10;

/** GET /api/front/collect/merchant/list. Follows also change on product pages: refetched on every mount. */
export const collectionsMerchantListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('collections.merchantList', { page }),
    queryFn: () => call(api().collections.merchantList({ query: { page, limit: SHOPS_PER_PAGE } })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
