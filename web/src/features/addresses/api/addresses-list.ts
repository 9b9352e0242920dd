import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The address book page size (the original shop's 20, which is also the mock's per-user limit). */
export const ADDRESS_PAGE_SIZE = 20;

/** GET /api/front/address/list: the default first, then newest. */
export const addressesListQueryOptions = (page: number, limit = ADDRESS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKey('user.addresses.list', { page, limit }),
    queryFn: () => call(api().addresses.list({ query: { page, limit } })),
  });
