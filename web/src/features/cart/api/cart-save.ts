import type { CartSaveItem } from '@contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Adds lines to the cart, then refreshes the header's cart badge (also run outside a component: app/routes/buy-again.ts). */
export function cartSaveMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: (items: CartSaveItem[]) => call(api().cart.save({ body: items })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey('user.cartCount') }),
  };
}

export function useCartSave() {
  return useMutation(cartSaveMutationOptions(useQueryClient()));
}
