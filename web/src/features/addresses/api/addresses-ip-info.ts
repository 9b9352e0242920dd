import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * POST /api/front/address/ip/info: the caller's country guessed from its IP (the real front end calls it when the
 * address form opens, to pre-fill the country and dial code). Read once per session; a failure only means no
 * pre-fill.
 */
export const addressesIpInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('user.addresses.ip-info'),
    queryFn: () => call(api().addresses.ipInfo()),
    staleTime: Infinity,
    retry: false,
  });
