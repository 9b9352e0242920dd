import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ADDRESSES_KEY } from './address-list';

/** GET /api/front/address/default: null when the user has no address. */
export const addressDefaultQueryOptions = () =>
  queryOptions({
    queryKey: [...ADDRESSES_KEY, 'default'],
    queryFn: () => call(api().addresses.getDefault({})),
  });
