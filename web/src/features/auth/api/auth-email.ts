import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/email. */
export function useAuthEmail() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => call(api().auth.email({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
