import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** GET /api/front/address/detail/{id}: the real backend answers null for an id that is not the user's. */
export const addressDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKey('user.addresses.detail', id),
    queryFn: () => call(api().addresses.detail({ params: { id } })),
  });
