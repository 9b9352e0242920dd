import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** Sends a password-change code to the signed-in user's own phone. */
export function useUserPhonePasswordCode() {
  return useMutation({
    mutationFn: async () => {
      await call(api().user.phonePasswordCode());
    },
    // The password form shows the message itself (and toasts a code failure): no second toast.
    meta: { silent: true },
  });
}
