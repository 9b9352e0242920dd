import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** GET /api/front/pay/method: which providers are switched on (public; the same for every visitor). */
export const payMethodQueryOptions = () =>
  queryOptions({
    queryKey: ['payments', 'method'],
    queryFn: () => call(api().payments.method({})),
  });
