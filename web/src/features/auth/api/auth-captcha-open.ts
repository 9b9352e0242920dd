import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { isFeatureMissing } from '../../../lib/api/api-errors';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * GET /api/front/login/getCaptchaOpen, an extension the overseas backend lacks (docs/backend-wire.md, "Site settings"). A backend
 * without it counts as "on": registration then asks for a code, which the real backend always needs. Other
 * failures reject (network errors are retried); the form treats "no answer yet" as "on" too.
 */
export const authCaptchaOpenQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('auth.captchaOpen'),
    queryFn: async () => {
      try {
        return await call(api().auth.captchaOpen(), { quietLogin: true });
      } catch (error) {
        if (isFeatureMissing(error)) return true;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
