import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import type { ReviewType } from '../review-address';
import { queryKey } from '../../../lib/api/query-keys';

export const REVIEWS_PER_PAGE = 5;

export const reviewsListQueryOptions = (productId: number, type: ReviewType, page: number) =>
  queryOptions({
    queryKey: queryKey('reviews.list', productId, { type, page }),
    queryFn: () => call(api().reviews.list({ params: { productId }, query: { type, page, limit: REVIEWS_PER_PAGE } })),
    placeholderData: keepPreviousData,
  });
