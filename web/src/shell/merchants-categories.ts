import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/**
 * GET /api/front/merchant/all/category/list: merchant categories (not the product category tree). Two features
 * read it, the shop street's filters and the settle-in form, so it sits here under the vocabulary's key: one cache
 * entry per route (docs/conventions.md, "The shell layer").
 */
export const merchantsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('merchants.categories'),
    queryFn: () => call(api().merchants.categories()),
    staleTime: 10 * 60_000,
  });
