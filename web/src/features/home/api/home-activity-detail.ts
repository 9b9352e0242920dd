import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** An activity's banner and instruction (GET /api/pc/activity/detail/{aid}). */
export const homeActivityDetailQueryOptions = (aid: number) =>
  queryOptions({
    queryKey: queryKey('home.activityDetail', aid),
    queryFn: () => call(api().home.activityDetail({ params: { aid } })),
  });
