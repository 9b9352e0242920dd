import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export const AWAITING_PER_PAGE = 10;

/**
 * The signed-in shopper's order lines waiting for a review (order/reply/list). Under queryKey('user.orders') so a sign-out
 * drops it and every order change (receipt confirmed, review posted) refreshes it with the order views.
 */
export const reviewsAwaitingListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('user.orders.awaitingReview', page),
    queryFn: () => call(api().reviews.awaitingList({ query: { page, limit: AWAITING_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });
