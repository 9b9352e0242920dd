import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/front/address/default: null when the user has no address. */
export const addressDefaultQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.addresses.default(),
    queryFn: () => call(api().addresses.getDefault({})),
  });
