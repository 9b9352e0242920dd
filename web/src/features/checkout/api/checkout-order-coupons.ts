import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** GET /api/front/coupons/order/{preOrderNo}: the caller's coupons that fit this order (id = user-coupon id). */
export const checkoutOrderCouponsQueryOptions = (preOrderNo: string) =>
  queryOptions({
    queryKey: queryKey('user.checkout.coupons', preOrderNo),
    queryFn: () => call(api().checkout.orderCoupons({ params: { preOrderNo } })),
    staleTime: Infinity,
    retry: false,
  });
