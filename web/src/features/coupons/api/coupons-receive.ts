import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export function useCouponsReceive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponId: number) => call(api().coupons.receive({ body: { couponId } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('coupons.list') }),
        queryClient.invalidateQueries({ queryKey: queryKey('user.coupons') }),
        queryClient.invalidateQueries({ queryKey: queryKey('user.info') }),
      ]),
  });
}
