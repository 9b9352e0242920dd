import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/email/forget/password: the body is the bare email. */
export function useAuthForgetPassword() {
  return useMutation({
    mutationFn: async (email: string) => {
      await call(api().auth.forgetPassword({ body: email }), { quietLogin: true });
    },
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
