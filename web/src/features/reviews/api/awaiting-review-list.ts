import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const AWAITING_PER_PAGE = 10;

/**
 * The signed-in shopper's order lines waiting for a review (order/reply/list). Under queryKeys.orders.all so a sign-out
 * drops it and every order change (receipt confirmed, review posted) refreshes it with the order views.
 */
export const awaitingReviewListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeys.orders.awaitingReview(page),
    queryFn: () => call(api().reviews.awaitingList({ query: { page, limit: AWAITING_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });
