import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export interface CouponListParams {
  /** 1 shop coupons, 2 product coupons, 3 platform coupons. */
  useType: 1 | 2 | 3;
  productId?: number;
  merId?: number;
  page?: number;
  limit?: number;
}

/** Claimable coupons. `isUse` depends on the viewer, hence the viewer in the key. */
export const couponsListQueryOptions = (params: CouponListParams, viewer: 'guest' | 'user') =>
  queryOptions({
    queryKey: queryKey('coupons.list', params, viewer),
    queryFn: () => call(api().coupons.list({ query: { page: 1, limit: 20, ...params } })),
  });
