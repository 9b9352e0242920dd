import type { PreOrderBody } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** Starts checkout (backend-api.md §7.1): the answer's preOrderNo opens /order/order_confirm. */
export function usePreOrder() {
  return useMutation({
    mutationFn: (body: PreOrderBody) => call(api().orders.preOrder({ body })),
  });
}

/** Where a pre-order is confirmed. */
export function orderConfirmPath(preOrderNo: string): string {
  return `/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`;
}
