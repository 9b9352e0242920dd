import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { CHECKOUT_KEY } from './load-pre-order';

/** GET /api/front/coupons/order/{preOrderNo}: the caller's coupons that fit this order (id = user-coupon id). */
export const orderCouponsQueryOptions = (preOrderNo: string) =>
  queryOptions({
    queryKey: [...CHECKOUT_KEY, 'coupons', preOrderNo],
    queryFn: () => call(api().checkout.orderCoupons({ params: { preOrderNo } })),
    staleTime: Infinity,
    retry: false,
  });
