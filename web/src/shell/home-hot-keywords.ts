import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../lib/api/api-client';
import { queryKey } from '../lib/api/query-keys';

/** Hot keywords; the backend answers null when there are none. */
export const homeHotKeywordsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('home.hotKeywords'),
    queryFn: async () => (await call(api().home.hotKeywords())) ?? [],
    staleTime: 5 * 60_000,
  });
