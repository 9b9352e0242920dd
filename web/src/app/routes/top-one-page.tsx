import { useTranslation } from 'react-i18next';
import { LeaderboardList } from '../../features/home/components/leaderboard-list';
import { fetching, type PageFirstView } from '../first-view/run';
import { topOneCalls } from '../first-view/home';
import { homeLeaderboardQueryOptions } from '../../features/home/api/home-leaderboard';

/** The leaderboard (app/first-view/). */
export const firstView: PageFirstView = {
  calls: topOneCalls,
  queries: {
    'home.leaderboard': () => fetching(homeLeaderboardQueryOptions),
  },
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
