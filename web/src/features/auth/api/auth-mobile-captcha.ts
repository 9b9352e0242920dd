import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/mobile/captcha. */
export function useAuthMobileCaptcha() {
  return useMutation({
    mutationFn: (body: { phone: string; captcha: string; countryCode: string }) =>
      call(api().auth.mobileCaptcha({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
