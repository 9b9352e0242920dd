import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { ORDERS_PER_PAGE } from '../order-params';
import { queryKey } from '../../../lib/api/query-keys';

/** A tab of merchant orders: 1 awaiting shipment, 2 awaiting receipt, 3 completed. */
export const ordersListQueryOptions = (type: 1 | 2 | 3, page: number) =>
  queryOptions({
    queryKey: queryKey('user.orders.list', type, page),
    queryFn: () => call(api().orders.list({ query: { type, page, limit: ORDERS_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });
