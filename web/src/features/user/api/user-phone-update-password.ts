import type { UpdatePasswordBody } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** Changes the password with the code sent to the user's phone. */
export function useUserPhoneUpdatePassword() {
  return useMutation({
    mutationFn: async (body: UpdatePasswordBody) => {
      await call(api().user.phoneUpdatePassword({ body }));
    },
    // The password form shows the message itself (and toasts a code failure): no second toast.
    meta: { silent: true },
  });
}
