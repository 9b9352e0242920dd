import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Confirms receipt of a shipped merchant order (SH…). Every order view is refreshed afterwards, whatever the answer. */
export function useOrdersTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(api().orders.take({ params: { orderNo } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey('user.orders') }),
  });
}
