import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** Review counts and good rate (reply/config). */
export const reviewConfigQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['reviews', 'config', productId],
    queryFn: () => call(api().reviews.config({ params: { productId } })),
  });
