import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The user's coupons; under queryKey('user') so a sign-out drops them. */
export const couponsUserListQueryOptions = (type: 'usable' | 'unusable', page: number, limit: number) =>
  queryOptions({
    queryKey: queryKey('user.coupons', type, page, limit),
    queryFn: () => call(api().coupons.userList({ query: { type, page, limit } })),
    placeholderData: keepPreviousData,
  });
