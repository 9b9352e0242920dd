import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** POST /api/front/pay/paypal/success: captures the approved payment (token and PayerID of PayPal's return). */
export function usePaymentsPaypalSuccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, payerId }: { token: string; payerId: string }) =>
      call(api().payments.paypalSuccess({ body: { token, payerID: payerId } })),
    meta: { silent: true },
    // Order lists and counts change with a payment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user') }),
  });
}
