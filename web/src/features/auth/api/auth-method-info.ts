import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/login/method/info: which social and tourist sign-ins are on. */
export const authMethodInfoQueryOptions = () =>
  queryOptions({ queryKey: queryKey('auth.methodInfo'), queryFn: () => call(api().auth.methodInfo()), staleTime: 5 * 60_000 });
