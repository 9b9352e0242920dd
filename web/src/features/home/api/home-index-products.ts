import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

export const RECOMMENDED_PAGE_SIZE = 10;

/** Home "recommended" products (GET /api/front/index/product), grown page by page with "load more". */
export const homeIndexProductsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKey('home.indexProducts'),
    queryFn: ({ pageParam }) => call(api().home.indexProducts({ query: { page: pageParam, limit: RECOMMENDED_PAGE_SIZE } })),
    initialPageParam: 1,
    // Never the navigation flags: the real backend's are unreliable (docs/backend-wire.md, paging).
    getNextPageParam: (last) => (last.pageNum < last.pages && last.list.length > 0 ? last.pageNum + 1 : undefined),
    // Never more than 10 pages are kept: the list stays bounded.
    maxPages: 10,
  });
