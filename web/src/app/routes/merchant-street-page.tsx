import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/catalog/pagination';
import { LazyImage } from '../../components/catalog/lazy-image';
import { merchantsStreetQueryOptions } from '../../features/merchants/api/merchants-street';
import { ShopCardGrid } from '../../features/merchants/components/shop-cards';
import { parsePage, STREET_PER_PAGE } from '../../features/merchants/shop-params';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';
import { QueryState, SkeletonList } from '../../components/ui/query-state';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';
import { fetching, type PageFirstView } from '../first-view/run';
import { shopStreetCalls } from '../first-view/shops';
import { LINK } from '../../components/ui/classes';
import { NotFoundPage } from '../route-error';

/** One page of the shop street (app/first-view/). */
export const firstView: PageFirstView = {
  calls: shopStreetCalls,
  queries: {
    'merchants.street': ({ query }) => fetching(() => merchantsStreetQueryOptions(query.page, query.limit)),
  },
};

/** /merchant/merchant_street?page= — recommended shops first, each with a few of its products. */
export default function MerchantStreetPage() {
  const { t } = useTranslation('merchants');
  const { to } = useLocale();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const street = useQuery(merchantsStreetQueryOptions(page, STREET_PER_PAGE));
  const { data: headerImage } = useQuery({ ...homePcIndexQueryOptions(), select: (data) => data.shopStreetHeaderImag });
  const hrefFor = (n: number) => ({ search: n > 1 ? `?page=${n}` : '' });
  // A page past the last is no page of the street: a 404, not an empty list a crawler would keep. The backend keeps
  // the real page count (`pages`) in every list it answers (docs/backend-wire.md, Paging), so the rule holds
  // whatever page it answers for one past the last.
  if (street.data && !street.isPlaceholderData && page > Math.max(1, street.data.pages)) return <NotFoundPage />;

  return (
    <div className="layout-width space-y-6 py-6">
      {/* Decorative banner: the page is named by its heading. */}
      {headerImage ? <LazyImage src={headerImage} alt="" ratio="1200 / 200" className="rounded-box" eager /> : null}
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('street.heading')}</h1>
        <Link to={to(paths.merchantMore())} className={`${LINK} text-sm`}>
          {t('street.findShops')}
        </Link>
      </div>
      <div aria-busy={street.isFetching}>
        <QueryState
          query={street}
          skeleton={<SkeletonList count={4} className="grid grid-cols-2 gap-6" itemClassName="h-72" label={t('common.loading')} />}
          layout="page"
          title={t('street.loadFailed')}
          retryLabel={t('common.retry')}
          empty={(data) => data.list.length === 0}
          emptyContent={<p className="py-12 text-center text-base-content/70">{t('street.empty')}</p>}
        >
          {(data) => (
            <>
              <ShopCardGrid shops={data.list} />
              <Pagination page={page} pages={data.pages} hrefFor={hrefFor} label={t('street.pagination')} />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
