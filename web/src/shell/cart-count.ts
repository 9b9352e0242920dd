import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/** The header's cart badge; under queryKey('user'), so a sign-out drops it with the rest. */
export const cartCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.cartCount'),
    queryFn: async () => (await call(api().cart.count({ query: { numType: 'true', type: 'total' } }))).count,
  });
