import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/order/load/pre/{preOrderNo}: the lines, fees and default address of a pre-order. */
export const checkoutLoadPreOrderQueryOptions = (preOrderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.checkout.preOrder', preOrderNo),
    queryFn: () => call(api().checkout.loadPreOrder({ params: { preOrderNo } })),
    // The pre-order lives five minutes; what it shows does not change meanwhile.
    staleTime: Infinity,
    retry: false,
  });
