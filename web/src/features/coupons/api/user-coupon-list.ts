import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** The user's coupons; under ['user'] so a sign-out drops them. */
export const userCouponListQueryOptions = (type: 'usable' | 'unusable', page: number, limit: number) =>
  queryOptions({
    queryKey: ['user', 'coupons', type, page, limit],
    queryFn: () => call(api().coupons.userList({ query: { type, page, limit } })),
    placeholderData: keepPreviousData,
  });
