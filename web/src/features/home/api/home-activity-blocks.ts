import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** Home activity blocks (GET /api/front/activity/index/list); null means none. */
export const homeActivityBlocksQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('home.activityBlocks'),
    queryFn: async () => (await call(api().home.activityBlocks())) ?? [],
    staleTime: 5 * 60_000,
  });
