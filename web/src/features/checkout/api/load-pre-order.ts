import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** Under ['user'] so a sign-out drops it with the rest of the user's data. */
export const CHECKOUT_KEY = ['user', 'checkout'] as const;

/** GET /api/front/order/load/pre/{preOrderNo}: the lines, fees and default address of a pre-order. */
export const loadPreOrderQueryOptions = (preOrderNo: string) =>
  queryOptions({
    queryKey: [...CHECKOUT_KEY, 'preOrder', preOrderNo],
    queryFn: () => call(api().checkout.loadPreOrder({ params: { preOrderNo } })),
    // The pre-order lives five minutes; what it shows does not change meanwhile.
    staleTime: Infinity,
    retry: false,
  });
