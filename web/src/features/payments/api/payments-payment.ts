import type { PayType } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';

/**
 * POST /api/front/pay/payment: starts paying a master order (PT…). Silent: the caller shows a refusal where the
 * shopper chose the method.
 */
export function usePaymentsPayment() {
  return useMutation({
    mutationFn: ({ orderNo, payType }: { orderNo: string; payType: PayType }) =>
      call(api().payments.payment({ body: { orderNo, payType, payChannel: 'pc' } })),
    meta: { silent: true },
  });
}
