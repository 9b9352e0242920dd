import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export interface CartResetInput {
  id: number;
  num: number;
  productId: number;
  /** The chosen SKU's id. */
  unique: number;
}

/** Moves a line to another specification of its product (also how an invalid line is chosen again). */
export function useCartResetcart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CartResetInput) => call(api().cart.resetcart({ body })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('user.cart') }),
        queryClient.invalidateQueries({ queryKey: queryKey('user.cartCount') }),
      ]),
  });
}
