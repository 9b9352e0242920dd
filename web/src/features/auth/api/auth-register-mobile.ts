import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/register/mobile. */
export function useAuthRegisterMobile() {
  return useMutation({
    mutationFn: (body: { phone: string; captcha: string; countryCode: string; password: string }) =>
      call(api().auth.registerMobile({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
