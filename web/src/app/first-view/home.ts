import { ACTIVITY_PAGE_SIZE } from '../../features/home/api/home-activity-products';
import { RECOMMENDED_PAGE_SIZE } from '../../features/home/api/home-index-products';
import { MAX_URL_PAGE, parseUrlId } from '../../lib/format/url-ids';
import type { FirstView } from './calls';

/** Home: the activity strips and the first page of recommended products. */
export const homeCalls: FirstView = () => [
  { key: 'home.activityBlocks' },
  { key: 'home.indexProducts', query: { page: 1, limit: RECOMMENDED_PAGE_SIZE } },
];

/** /goods/activity_list: an activity and its page of products, or without an id every promotion to pick from. */
export const activityCalls: FirstView = ({ search }) => {
  const aid = parseUrlId(search.get('id'));
  if (aid === null) return [{ key: 'home.activityBlocks' }];
  const page = parseUrlId(search.get('page'), MAX_URL_PAGE) ?? 1;
  return [
    { key: 'home.activityDetail', params: { aid } },
    { key: 'home.activityProducts', params: { aid }, query: { page, limit: ACTIVITY_PAGE_SIZE } },
  ];
};

/** /goods/top_one: the leaderboard. */
export const topOneCalls: FirstView = () => [{ key: 'home.leaderboard' }];
