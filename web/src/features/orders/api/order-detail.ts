import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ORDERS_KEY } from './keys';

/** A merchant order (SH…). */
export const orderDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'detail', orderNo],
    queryFn: () => call(api().orders.detail({ params: { orderNo } })),
  });
