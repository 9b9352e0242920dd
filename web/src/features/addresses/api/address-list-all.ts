import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './address-list';

/** GET /api/pc/address/all/list: every address, not paged (the checkout's address picker). */
export const addressListAllQueryOptions = () =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, 'all'],
    queryFn: () => call(api().addresses.listAll({})),
  });
