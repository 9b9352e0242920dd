import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/pc/address/all/list: every address, not paged (the checkout's address picker). */
export const addressListAllQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.addresses.listAll(),
    queryFn: () => call(api().addresses.listAll({})),
  });
