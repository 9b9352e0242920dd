import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/sendCode (multipart form data: phone, countryCode "+86"). */
export function useAuthSendCode() {
  return useMutation({
    mutationFn: async (body: { phone: string; countryCode: string }) => {
      await call(api().auth.sendCode({ body }), { quietLogin: true });
    },
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
