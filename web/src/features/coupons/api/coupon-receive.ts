import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useCouponReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => call(api().coupons.receive({ body: { couponId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.coupons.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.coupons.mine }),
        queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
      ]),
  });
}
