import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The merchant/search/list query; absent keys are left out so equal searches share a cache key. */
export interface MerchantSearchParams {
  keywords?: string;
  categoryId?: number;
  typeId?: number;
  isSelf?: boolean;
  page: number;
  limit: number;
}

/** GET /api/front/merchant/search/list. */
export const merchantsSearchListQueryOptions = (params: MerchantSearchParams) =>
  queryOptions({
    queryKey: queryKey('merchants.searchList', params),
    queryFn: () => call(api().merchants.searchList({ query: params })),
    placeholderData: keepPreviousData,
  });
