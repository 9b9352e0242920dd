import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Cancels an unpaid master order (PT…) and its shops' orders. Every order view is refreshed afterwards, whatever the answer. */
export function useOrdersCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(api().orders.cancel({ params: { orderNo } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey('user.orders') }),
  });
}
