import type { UpdatePasswordBody } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** Changes the password with the code sent to the user's email. */
export function useUserEmailUpdatePassword() {
  return useMutation({
    mutationFn: async (body: UpdatePasswordBody) => {
      await call(api().user.emailUpdatePassword({ body }));
    },
    // The password form shows the message itself (and toasts a code failure): no second toast.
    meta: { silent: true },
  });
}
