import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api/api-client';
import { queryKey } from '../../../lib/api/query-keys';

/** The sales ranking (GET /api/front/product/leaderboard). */
export const homeLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('home.leaderboard'),
    queryFn: () => call(api().home.leaderboard()),
    staleTime: 5 * 60_000,
  });
