import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The account centre's counts: the After-sales badge uses refundCount. */
export const ordersCenterDataQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.orders.centerData'),
    queryFn: () => call(api().orders.centerData()),
  });
