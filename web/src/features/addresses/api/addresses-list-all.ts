import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/pc/address/all/list: every address, not paged (the checkout's address picker). */
export const addressesListAllQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.addresses.all'),
    queryFn: () => call(api().addresses.listAll({})),
  });
