import type { CartSaveItem } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKey } from '../../../lib/query-keys';

/** Adds lines to the cart, then refreshes the header's cart badge. */
export function useCartSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (items: CartSaveItem[]) => call(api().cart.save({ body: items })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user.cartCount') }),
  });
}
