import type { OrderCreateBody } from '@contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * POST /api/front/order/create: the master order (PT…) from the pre-order. The cart lines it took are gone, so the
 * cart and its count are refreshed. Silent: the page says what went wrong.
 */
export function useCheckoutCreate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderCreateBody) => call(api().checkout.create({ body })),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('user.cart') }),
        queryClient.invalidateQueries({ queryKey: queryKey('user.cartCount') }),
      ]),
  });
}
