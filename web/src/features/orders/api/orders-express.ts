import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The tracking of a shipped merchant order; asked again each time it is shown, since the parcel moves on. */
export const ordersExpressQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.orders.express', orderNo),
    queryFn: () => call(api().orders.express({ params: { orderNo } })),
    staleTime: 0,
  });
