import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/**
 * GET /api/front/login/getCaptchaOpen, an extension the overseas backend lacks (backend-api.md §16.3). Any
 * failure (404, unknown path, network) counts as "on": registration then asks for a code, which the real
 * backend always needs.
 */
export const captchaOpenQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captchaOpen'],
    queryFn: async () => {
      try {
        return await call(api().auth.captchaOpen(), { quietLogin: true });
      } catch {
        return true;
      }
    },
    staleTime: 5 * 60_000,
  });
