import type { PreOrderBody } from '@contract';
import { useMutation } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { paths } from '../../../lib/routing/paths';

/** Starts checkout (docs/backend-wire.md, "Orders in steps"): the answer's preOrderNo opens /order/order_confirm. */
export function useOrdersPreOrder() {
  return useMutation({
    mutationFn: (body: PreOrderBody) => call(api().orders.preOrder({ body })),
  });
}

/** Where a pre-order is confirmed. */
export function orderConfirmPath(preOrderNo: string): string {
  return paths.orderConfirm(preOrderNo);
}
