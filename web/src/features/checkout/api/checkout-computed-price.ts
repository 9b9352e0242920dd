import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/**
 * POST /api/front/order/computed/price: the totals for the chosen address and coupon. A read, so a query: the
 * previous totals stay on screen while a new choice is priced.
 */
export const checkoutComputedPriceQueryOptions = (preOrderNo: string, addressId: number | undefined, couponId: number) =>
  queryOptions({
    queryKey: queryKey('user.checkout.price', preOrderNo, addressId ?? 0, couponId),
    queryFn: () =>
      call(api().checkout.computedPrice({ body: { preOrderNo, ...(addressId ? { addressId } : {}), ...(couponId ? { couponId } : {}) } })),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
