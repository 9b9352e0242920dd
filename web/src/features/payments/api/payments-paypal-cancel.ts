import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/** POST /api/front/pay/paypal/cancel: the shopper cancelled at PayPal; the order stays unpaid. */
export function usePaymentsPaypalCancel() {
  return useMutation({
    mutationFn: (token: string) => call(api().payments.paypalCancel({ body: { token } })),
    meta: { silent: true },
  });
}
