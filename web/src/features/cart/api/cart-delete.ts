import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Removes lines (valid or invalid), then refreshes the cart and the header badge. */
export function useCartDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(api().cart.delete({ body: { ids } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('user.cart') }),
        queryClient.invalidateQueries({ queryKey: queryKey('user.cartCount') }),
      ]),
  });
}
