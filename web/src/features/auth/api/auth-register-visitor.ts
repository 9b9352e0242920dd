import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/login/register/visitor: the tourist form sends the dial code as a number (86). */
export function useAuthRegisterVisitor() {
  return useMutation({
    mutationFn: (body: { email: string; phone?: string; countryCode?: number }) =>
      call(api().auth.registerVisitor({ body }), { quietLogin: true }),
    // The form, the code button or the callback page shows the message itself: no second toast.
    meta: { silent: true },
  });
}
