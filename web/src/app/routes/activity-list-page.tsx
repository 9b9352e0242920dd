import { useSearchParams } from 'react-router-dom';
import { ActivityIndex } from '../../features/home/components/activity-index';
import { ActivityView } from '../../features/home/components/activity-view';
import { usePrefetchProduct } from '../../features/products/hooks/use-prefetch-product';
import { useLocale } from '../../lib/routing/use-locale';
import { NotFoundPage } from '../route-error';
import { paths } from '../../lib/routing/paths';
import { MAX_URL_PAGE, parseUrlId } from '../../lib/format/url-ids';
import { fetching, type PageFirstView } from '../first-view/run';
import { activityCalls } from '../first-view/home';
import { homeActivityBlocksQueryOptions } from '../../features/home/api/home-activity-blocks';
import { homeActivityDetailQueryOptions } from '../../features/home/api/home-activity-detail';
import { homeActivityProductsQueryOptions } from '../../features/home/api/home-activity-products';

/** An activity and its page of products, or every promotion to pick from (app/first-view/). */
export const firstView: PageFirstView = {
  calls: activityCalls,
  queries: {
    'home.activityBlocks': () => fetching(homeActivityBlocksQueryOptions),
    'home.activityDetail': ({ params }) => fetching(() => homeActivityDetailQueryOptions(params.aid)),
    'home.activityProducts': ({ params, query }) => fetching(() => homeActivityProductsQueryOptions(params.aid, query.page)),
  },
};

/** /goods/activity_list?id= — an activity and its products (page in the URL); without an id, every promotion to pick from. */
export default function ActivityListPage() {
  const [params] = useSearchParams();
  const { to } = useLocale();
  const prefetchProduct = usePrefetchProduct();
  const aid = parseUrlId(params.get('id'));
  const page = parseUrlId(params.get('page'), MAX_URL_PAGE) ?? 1;
  if (aid === null) {
    return (
      <div className="layout-width py-6">
        <ActivityIndex />
      </div>
    );
  }
  const hrefFor = (n: number) => to(paths.activityList({ id: aid, page: n > 1 ? n : undefined }));
  return (
    <div className="layout-width py-6">
      <ActivityView key={aid} aid={aid} page={page} hrefFor={hrefFor} notFound={<NotFoundPage />} onIntent={prefetchProduct} />
    </div>
  );
}
