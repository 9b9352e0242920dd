import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST captcha/email/merchant/settled: the body is the bare email (docs/backend-wire.md, "Headers and tokens"). */
export function useSettleInSettledEmailCode() {
  return useMutation({
    mutationFn: async (email: string) => {
      await call(api().settleIn.settledEmailCode({ body: email }));
    },
    // The form toasts the outcome itself: no second toast.
    meta: { silent: true },
  });
}
