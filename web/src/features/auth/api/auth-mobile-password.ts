import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/mobile/password. */
export function useAuthMobilePassword() {
  return useMutation({
    mutationFn: (body: { phone: string; password: string; countryCode: string }) =>
      call(api().auth.mobilePassword({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
