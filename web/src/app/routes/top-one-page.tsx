import { useTranslation } from 'react-i18next';
import { LeaderboardList } from '../../features/home/components/leaderboard-list';
import type { FirstViewQueries } from '../first-view-run';
import { firstLoad } from '../../lib/query-client';
import { leaderboardQueryOptions } from '../../features/home/api/home-leaderboard';

/** The leaderboard (app/first-view.ts). */
export const firstView: FirstViewQueries = {
  'home.leaderboard': () => (queryClient) => queryClient.fetchQuery(firstLoad(queryClient, leaderboardQueryOptions())),
};

/** /goods/top_one — the sales leaderboard. */
export default function TopOnePage() {
  const { t } = useTranslation('products');
  return (
    <div className="layout-width space-y-4 py-6">
      <h1 className="text-2xl font-semibold">{t('ranking.title')}</h1>
      <p className="text-base-content/70">{t('ranking.intro')}</p>
      <LeaderboardList />
    </div>
  );
}
