import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** The sales ranking (GET /api/front/product/leaderboard). */
export const leaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['products', 'leaderboard'],
    queryFn: () => call(api().home.leaderboard()),
    staleTime: 5 * 60_000,
  });
