import type { CartMerchant } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { CART_KEY, cartListQueryOptions } from './cart-list';

/**
 * Sets a line's quantity. The list shows the new number at once; a refusal (stock ran out meanwhile) puts the
 * server's cart back.
 */
export function useCartNum() {
  const queryClient = useQueryClient();
  const valid = cartListQueryOptions(true).queryKey;
  return useMutation({
    mutationFn: ({ id, number }: { id: number; number: number }) => call(api().cart.num({ body: { id, number } })),
    onMutate: async ({ id, number }) => {
      await queryClient.cancelQueries({ queryKey: valid });
      queryClient.setQueryData<CartMerchant[]>(valid, (groups) =>
        groups?.map((group) => ({ ...group, cartInfoList: group.cartInfoList.map((line) => (line.id === id ? { ...line, cartNum: number } : line)) })),
      );
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: CART_KEY }), queryClient.invalidateQueries({ queryKey: ['user', 'cartCount'] })]),
  });
}
