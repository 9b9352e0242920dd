import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/google: the body is the bare Google idToken. */
export function useAuthGoogle() {
  return useMutation({
    mutationFn: (idToken: string) => call(api().auth.google({ body: idToken }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
