import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Deletes a completed merchant order (SH…) from the shopper's lists. Every order view is refreshed afterwards, whatever the answer. */
export function useOrdersDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(api().orders.delete({ params: { orderNo } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey('user.orders') }),
  });
}
