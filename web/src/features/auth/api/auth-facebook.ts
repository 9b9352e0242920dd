import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/facebook. */
export function useAuthFacebook() {
  return useMutation({
    mutationFn: (body: { id: string; name: string; picture: string; email?: string }) =>
      call(api().auth.facebook({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
