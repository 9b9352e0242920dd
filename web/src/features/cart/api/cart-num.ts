import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * Sets a line's quantity. The cart view shows the new number at once (useOptimistic in cart-view.tsx); the
 * returned promise settles only after the cart is read again, so the optimistic number gives way to the server's
 * (the same one, or the old one when stock ran out meanwhile) without a flash of the old value.
 */
export function useCartNum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: number }) => call(api().cart.num({ body: { id, number } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('user.cart') }),
        queryClient.invalidateQueries({ queryKey: queryKey('user.cartCount') }),
      ]),
  });
}
