import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** The tab badges (to pay, awaiting shipment, awaiting receipt, completed). */
export const ordersDataQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.orders.data'),
    queryFn: () => call(api().orders.data()),
  });
