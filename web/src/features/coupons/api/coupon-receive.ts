import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

export function useCouponReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => call(api().coupons.receive({ body: { couponId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['coupons', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['user', 'coupons'] }),
        queryClient.invalidateQueries({ queryKey: ['user', 'info'] }),
      ]),
  });
}
