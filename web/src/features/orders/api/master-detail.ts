import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ORDERS_KEY } from './keys';

/** A master order (PT…) with each shop's order. */
export const masterDetailQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'master', orderNo],
    queryFn: () => call(api().orders.masterDetail({ params: { orderNo } })),
  });
