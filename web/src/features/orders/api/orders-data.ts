import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The tab badges (to pay, awaiting shipment, awaiting receipt, completed). */
export const ordersDataQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.orders.data'),
    queryFn: () => call(api().orders.data()),
  });
