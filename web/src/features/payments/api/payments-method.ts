import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/pay/method: which providers are switched on (public; the same for every visitor). */
export const paymentsMethodQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('payments.method'),
    queryFn: () => call(api().payments.method({})),
  });
