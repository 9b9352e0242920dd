import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { ORDERS_KEY } from './keys';

/** Deletes a completed merchant order (SH…) from the shopper's lists. Every order view is refreshed afterwards, whatever the answer. */
export function useOrderDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) => call(api().orders.delete({ params: { orderNo } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
