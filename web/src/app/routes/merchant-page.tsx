import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { ErrorPage } from '../../components/layout/error-page';
import { isMerchantMissing, merchantsIndexInfoQueryOptions } from '../../features/merchants/api/merchants-index-info';
import { ShopHeader } from '../../features/merchants/components/shop-header';
import { ShopTabs } from '../../features/merchants/components/shop-tabs';
import type { ShopContext } from '../../features/merchants/shop-context';
import { parseShopId, shopTabOf } from '../../features/merchants/shop-params';
import { ErrorBlock, Skeleton } from '../../components/ui/query-state';
import { isApiError } from '../../lib/api/api-errors';
import { useLocale } from '../../lib/routing/use-locale';
import { useLoggedIn } from '../../lib/react/use-session';
import { NotFoundPage } from '../route-error';
import { queryKey } from '../../lib/api/query-keys';
import { deferredPart } from '../../lib/react/deferred-part';
import { fetching, type PageFirstView } from '../first-view/run';
import { shopCalls } from '../first-view/shops';

/**
 * The follow button belongs to the favourites feature; it is not needed for the first paint. Its place is held
 * without a Suspense boundary, whose reveal would hold the shop's first paint back (docs/adr/0018).
 */
const FollowButton = deferredPart(async () => (await import('../../features/collections/components/follow-button')).FollowButton, {
  placeholder: <Skeleton className="h-8 w-full" />,
});

/** The shop's header, above every tab (app/first-view/). */
export const firstView: PageFirstView = {
  calls: shopCalls,
  queries: {
    'merchants.indexInfo': ({ params }, viewer) => fetching(() => merchantsIndexInfoQueryOptions(params.id, viewer)),
  },
};

/**
 * /merchant/merchant?id= — the shop layout: header, section links and the chosen section (home, category, coupon,
 * qualification). A missing or invalid id, or an unknown shop, is the 404 page.
 */
export default function MerchantPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { id, canonical } = parseShopId(params);
  if (id === null) return <NotFoundPage />;
  if (!canonical) {
    // The product page's shop card links with ?merId=: keep one address per shop page.
    const next = new URLSearchParams(params);
    next.delete('merId');
    next.set('id', String(id));
    return <Navigate replace to={{ pathname: location.pathname, search: `?${next.toString()}` }} />;
  }
  return <ShopLayout key={id} merId={id} />;
}

function ShopLayout({ merId }: { merId: number }) {
  const { t } = useTranslation('merchants');
  const { path } = useLocale();
  const loggedIn = useLoggedIn();
  const info = useQuery(merchantsIndexInfoQueryOptions(merId, loggedIn ? 'user' : 'guest'));
  const tab = shopTabOf(path);

  // The product detail carries merchantInfo.isCollect too (ADR 0007): once the follow state changes here, mark
  // those answers stale so a product page of this shop asks again instead of showing the old button.
  const queryClient = useQueryClient();
  const isCollect = info.data?.isCollect;
  const lastCollect = useRef(isCollect);
  useEffect(() => {
    if (lastCollect.current !== undefined && isCollect !== undefined && lastCollect.current !== isCollect) {
      void queryClient.invalidateQueries({ queryKey: queryKey('products.detail'), refetchType: 'none' });
    }
    lastCollect.current = isCollect;
  }, [isCollect, queryClient]);

  if (info.isPending) {
    return (
      <div className="layout-width space-y-4 py-6">
        <Skeleton className="aspect-[1200/160] w-full" label={t('shop.loading')} />
        <Skeleton className="h-12 w-1/2" />
      </div>
    );
  }
  if (info.isError) {
    if (isMerchantMissing(info.error))
      return <ErrorPage status={404} message={isApiError(info.error) ? info.error.serverMessage : undefined} />;
    return (
      <ErrorBlock
        error={info.error}
        title={t('shop.loadFailed')}
        retryLabel={t('common.retry')}
        onRetry={() => void info.refetch()}
        layout="page"
        className="layout-width"
      />
    );
  }

  const context: ShopContext = { merId, info: info.data };
  return (
    <div className="layout-width space-y-6 py-6">
      <ShopHeader
        info={info.data}
        followSlot={
          // Every shop query sits under queryKey('merchants.shop', merId): the header's isCollect and the follower count both refresh.
          <FollowButton merId={merId} following={info.data.isCollect} invalidate={queryKey('merchants.shop', merId)} />
        }
      />
      <ShopTabs merId={merId} current={tab} />
      {/* Tab pages load on demand: keep the header on screen meanwhile instead of the frame's fallback. */}
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <Outlet context={context} />
      </Suspense>
    </div>
  );
}
