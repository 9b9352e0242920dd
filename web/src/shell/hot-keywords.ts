import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api-client';

/** Hot keywords; the backend answers null when there are none. */
export const hotKeywordsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'hotKeywords'],
    queryFn: async () => (await call(api().home.hotKeywords())) ?? [],
    staleTime: 5 * 60_000,
  });
