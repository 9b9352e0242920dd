import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/email/captcha: the body is the bare email (docs/backend-wire.md, "Headers and tokens"). */
export function useAuthEmailCaptcha() {
  return useMutation({
    mutationFn: async (email: string) => {
      await call(api().auth.emailCaptcha({ body: email }), { quietLogin: true });
    },
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
