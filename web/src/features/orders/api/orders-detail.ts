import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** A merchant order (SH…). */
export const ordersDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.orders.detail', orderNo),
    queryFn: () => call(api().orders.detail({ params: { orderNo } })),
  });
