import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** A master order (PT…) with each shop's order. */
export const ordersMasterDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.orders.master', orderNo),
    queryFn: () => call(api().orders.masterDetail({ params: { orderNo } })),
  });
