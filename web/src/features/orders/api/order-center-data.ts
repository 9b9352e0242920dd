import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ORDERS_KEY } from './keys';

/** The account centre's counts: the After-sales badge uses refundCount. */
export const orderCenterDataQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'centerData'],
    queryFn: () => call(api().orders.centerData()),
  });
