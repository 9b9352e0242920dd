import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FLYOUT_WIDTH_PX, HOME_BANNER_GAP_PX, HOME_BANNER_RATIO } from '../../components/layout/category-flyout';
import { homeActivityBlocksQueryOptions } from '../../features/home/api/home-activity-blocks';
import { homeIndexProductsQueryOptions } from '../../features/home/api/home-index-products';
import { ActivityBlocks, ActivityLinks } from '../../features/home/components/activity-blocks';
import { BannerCarousel } from '../../features/home/components/banner-carousel';
import { RecommendedProducts } from '../../features/home/components/recommended-products';
import { ShopStreet } from '../../features/home/components/shop-street';
import { usePrefetchProduct } from '../../features/products/hooks/use-prefetch-product';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';
import { ErrorBlock, Skeleton } from '../../components/ui/query-state';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { fetching, type PageFirstView } from '../first-view/run';
import { homeCalls } from '../first-view/home';
import { firstLoad } from '../../lib/api/query-client';
import { BTN, BTN_PRIMARY, BTN_SM } from '../../components/ui/classes';
import { usePageTitle } from '../../components/layout/document-title';

/** The activity strips and the first page of recommended products (app/first-view/). */
export const firstView: PageFirstView = {
  calls: homeCalls,
  queries: {
    'home.activityBlocks': () => fetching(homeActivityBlocksQueryOptions),
    'home.indexProducts': () => (queryClient) => queryClient.fetchInfiniteQuery(firstLoad(queryClient, homeIndexProductsQueryOptions())),
  },
};

/** / — banners, quick links, activity blocks, shop street and recommended products. */
export default function HomePage() {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  // The site's name alone, as the server's <head> titles home (app/ssr/head.ts).
  usePageTitle(tc('app.name'));
  const { to } = useLocale();
  const index = useQuery(homePcIndexQueryOptions());
  const home = index.data;
  // The blocks below the banner come from three answers: they appear together once all three are in, so one
  // arriving late never pushes the others down (no layout shift). The components read the same cached queries.
  const blocks = useQuery(homeActivityBlocksQueryOptions());
  const products = useInfiniteQuery(homeIndexProductsQueryOptions());
  const settled = !index.isPending && !blocks.isPending && !products.isPending;
  // A failed answer is shown here, once, with one Try again, and the blocks are not mounted: mounted on a failed
  // query they would fetch it again at once, back to pending, and the page swapped skeleton and blocks forever.
  const failed = [index, blocks, products].filter((query) => query.isError);
  const failure = failed[0] ? (
    <ErrorBlock
      error={failed[0].error}
      title={t('home.loadFailed')}
      retryLabel={t('common.retry')}
      onRetry={() => failed.forEach((query) => void query.refetch())}
      layout="page"
    />
  ) : null;
  const prefetchProduct = usePrefetchProduct();
  const banners = home?.banner ?? [];
  return (
    <div className="layout-width space-y-10 pb-10">
      <h1 className="sr-only">{t('home.title')}</h1>
      {/* On home the shell's category panel is always open over the left gutter (docs/storefront.md, Screens): keep it free. */}
      {/* The panel is as tall as this row at every width (category-flyout.tsx): banner and panel end on one line. */}
      <div className="flex" style={{ gap: HOME_BANNER_GAP_PX }}>
        <div aria-hidden="true" className="shrink-0" style={{ width: FLYOUT_WIDTH_PX }} />
        <div className="min-w-0 flex-1" style={{ paddingTop: HOME_BANNER_GAP_PX }}>
          {banners.length > 0 ? (
            <BannerCarousel banners={banners} ratio={HOME_BANNER_RATIO} />
          ) : failure ? (
            <div className="flex items-center justify-center rounded-box bg-base-200" style={{ aspectRatio: HOME_BANNER_RATIO }}>
              {failure}
            </div>
          ) : (
            <div className="rounded-box bg-base-200" style={{ aspectRatio: HOME_BANNER_RATIO }} />
          )}
        </div>
      </div>
      <nav aria-label={t('home.quickLinks')}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link className={`${BTN} ${BTN_PRIMARY} ${BTN_SM}`} to={to(paths.topOne())}>
              {t('ranking.title')}
            </Link>
          </li>
          <ActivityLinks />
        </ul>
      </nav>
      {failure ? (
        banners.length > 0 ? (
          failure
        ) : null
      ) : settled ? (
        <>
          <ActivityBlocks />
          <ShopStreet headerImage={home?.shopStreetHeaderImag ?? null} banners={home?.bastBanner ?? null} />
          <RecommendedProducts onIntent={prefetchProduct} />
        </>
      ) : (
        <Skeleton className="h-screen w-full" label={t('common.loading')} />
      )}
    </div>
  );
}
