import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { ORDERS_PER_PAGE } from '../order-params';
import { queryKey } from '../../../lib/api/query-keys';

/** The To pay tab: unpaid master orders, newest first. */
export const ordersAwaitPayListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('user.orders.awaitPay', page),
    queryFn: () => call(api().orders.awaitPayList({ query: { page, limit: ORDERS_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });
