import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Review counts and good rate (reply/config). */
export const reviewsConfigQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: queryKey('reviews.config', productId),
    queryFn: () => call(api().reviews.config({ params: { productId } })),
  });
