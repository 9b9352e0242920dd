import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { isFeatureMissing } from '../../../lib/api/api-errors';
import { queryKey } from '../../../lib/api/query-keys';

export const WRITTEN_PER_PAGE = 10;

/**
 * The reviews the signed-in shopper wrote (order/reply/written/list, an extension: docs/backend-wire.md, reviews).
 * Under queryKey('user.orders') like the lines waiting for a review, so posting a review refreshes both. A backend
 * without the route answers an unknown path: not retried, and the page hides the tab (isFeatureMissing).
 */
export const reviewsWrittenListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKey('user.orders.writtenReviews', page),
    queryFn: () => call(api().reviews.writtenList({ query: { page, limit: WRITTEN_PER_PAGE } })),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isFeatureMissing(error) && count < 1,
  });
