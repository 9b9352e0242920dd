import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { REFUNDS_PER_PAGE } from '../refund-params';
import { queryKey } from '../../../lib/api/query-keys';

export const refundsListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('user.refunds.list', page),
    queryFn: () => call(api().refunds.list({ query: { page, limit: REFUNDS_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });
