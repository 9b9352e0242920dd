import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ORDERS_KEY } from './keys';

/** The tab badges (to pay, awaiting shipment, awaiting receipt, completed). */
export const orderDataQueryOptions = () =>
  queryOptions({
    queryKey: [...ORDERS_KEY, 'data'],
    queryFn: () => call(api().orders.data()),
  });
