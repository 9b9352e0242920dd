import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/register/email. */
export function useAuthRegisterEmail() {
  return useMutation({
    mutationFn: (body: { email: string; captcha: string; password: string }) =>
      call(api().auth.registerEmail({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
