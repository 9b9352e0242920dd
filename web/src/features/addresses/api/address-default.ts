import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** GET /api/front/address/default: null when the user has no address. */
export const addressDefaultQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.addresses.default'),
    queryFn: () => call(api().addresses.getDefault({})),
  });
