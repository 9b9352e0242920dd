import type { MerchantFollowItem } from '@contract';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { Pagination } from '../../../components/catalog/pagination';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { toast } from '../../../lib/app-events';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { collectionsMerchantListQueryOptions } from '../api/collections-merchant-list';
import { useCollectionsUnfollowMerchant } from '../api/collections-unfollow-merchant';
import { paths } from '../../../lib/routing/paths';
import { queryKey } from '../../../lib/api/query-keys';
import { BTN, BTN_PRIMARY, BTN_SM, LINK_HOVER } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

interface FollowedShopsProps {
  page: number;
  hrefFor: (page: number) => To;
  /** Moves to another page without a history entry (a page emptied by unfollowing). */
  replacePage: (page: number) => void;
  /** The product detail queries carrying merchantInfo.isCollect, placed by the route: refreshed after an unfollow. */
  detailKey: QueryKey;
}

/**
 * The followed shops, each with a link to its shop page and an Unfollow button. Unfollowing asks no confirmation:
 * following again is one click on the shop, unlike a favourite list built up over time.
 */
export function FollowedShops({ page, hrefFor, replacePage, detailKey }: FollowedShopsProps) {
  const { t } = useTranslation('collections');
  const { to, locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery(collectionsMerchantListQueryOptions(page));
  const regionRef = useRef<HTMLDivElement>(null);

  const unfollow = useCollectionsUnfollowMerchant();
  const unfollowShop = (shop: MerchantFollowItem) =>
    unfollow.mutate(shop.merId, {
      onSuccess: async () => {
        toast('success', t('shops.unfollowed', { name: shop.merName }));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKey('collections.merchantList') }),
          queryClient.invalidateQueries({ queryKey: detailKey }),
        ]);
        // The pressed button went away with its row: keep the keyboard in the list.
        regionRef.current?.focus();
      },
    });

  const emptied = query.data !== undefined && !query.isPlaceholderData && query.data.list.length === 0 && page > 1;
  const lastPage = Math.max(1, query.data?.pages ?? 1);
  useEffect(() => {
    if (emptied) replacePage(lastPage);
  }, [emptied, lastPage, replacePage]);

  return (
    <div ref={regionRef} tabIndex={-1} className="focus:outline-none">
      {query.isPending ? (
        <SkeletonList label={t('common.loading')} count={3} className="space-y-3" itemClassName="h-20 w-full" />
      ) : query.isError ? (
        <ErrorBlock
          error={query.error}
          title={t('shops.loadFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
          layout="page"
        />
      ) : query.data.total === 0 ? (
        <div className="py-12 text-center">
          <h2 className="text-lg font-semibold">{t('shops.empty')}</h2>
          <p className="mt-2 text-base-content/70">{t('shops.emptyHint')}</p>
          <Link to={to(paths.merchantStreet())} className={`${BTN} mt-4 ${BTN_PRIMARY} ${BTN_SM}`}>
            {t('shops.browse')}
          </Link>
        </div>
      ) : (
        <div aria-busy={query.isFetching}>
          <h2 className="sr-only">{t('shops.heading')}</h2>
          <p className="mb-4 text-sm text-base-content/70">{t('shops.count', { count: query.data.total })}</p>
          <ul className="divide-y divide-base-200 rounded-box border border-base-200 bg-base-100">
            {query.data.list.map((shop) => (
              <li key={shop.merId} className="flex items-center gap-4 p-4">
                <LazyImage src={shop.merAvatar} alt="" ratio="1 / 1" className="w-14 shrink-0 rounded-full" />
                <div className="min-w-0 flex-1">
                  <h3 className="truncate font-semibold">
                    <Link to={to(paths.merchant({ id: shop.merId }))} className={LINK_HOVER}>
                      {shop.merName}
                    </Link>
                  </h3>
                  <p className="text-sm text-base-content/70">{t('shops.followedOn', { date: formatDate(shop.createTime, locale) })}</p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('shops.unfollowNamed', { name: shop.merName })}
                  disabled={unfollow.isPending}
                  onClick={() => unfollowShop(shop)}
                >
                  {t('shops.unfollow')}
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={query.data.pages} hrefFor={hrefFor} label={t('shops.pagination')} />
        </div>
      )}
    </div>
  );
}
