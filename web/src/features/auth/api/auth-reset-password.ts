import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/email/reset/password. */
export function useAuthResetPassword() {
  return useMutation({
    mutationFn: async (body: { email: string; captcha: string; newPassword: string; passwordAgain: string }) => {
      await call(api().auth.resetPassword({ body }), { quietLogin: true });
    },
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
