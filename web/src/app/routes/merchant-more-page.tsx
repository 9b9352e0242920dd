import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/catalog/pagination';
import { merchantsSearchListQueryOptions } from '../../features/merchants/api/merchants-search-list';
import { ShopCardGrid } from '../../features/merchants/components/shop-cards';
import { ShopFilters } from '../../features/merchants/components/shop-filters';
import {
  changeShopSearch,
  parseShopSearch,
  shopSearchParams,
  toShopSearchQuery,
  type ShopSearchState,
} from '../../features/merchants/shop-params';
import { QueryState, SkeletonList } from '../../components/ui/query-state';
import { fetching, type PageFirstView } from '../first-view/run';
import { shopSearchCalls } from '../first-view/shops';
import { merchantsCategoriesQueryOptions } from '../../shell/merchants-categories';
import { merchantsTypesQueryOptions } from '../../shell/merchants-types';
import { BTN, BTN_SM } from '../../components/ui/classes';
import { NotFoundPage } from '../route-error';

/** The search's shops and its two filters (app/first-view/). */
export const firstView: PageFirstView = {
  calls: shopSearchCalls,
  queries: {
    'merchants.searchList': ({ query }) => fetching(() => merchantsSearchListQueryOptions(query)),
    'merchants.categories': () => fetching(merchantsCategoriesQueryOptions),
    'merchants.types': () => fetching(merchantsTypesQueryOptions),
  },
};

/** /merchant/merchant_more — shop search by name, merchant category, shop type and self-operated; all in the URL. */
export default function MerchantMorePage() {
  const { t } = useTranslation('merchants');
  const [params, setParams] = useSearchParams();
  const state = parseShopSearch(params);
  const result = useQuery(merchantsSearchListQueryOptions(toShopSearchQuery(state)));
  const update = (patch: Partial<ShopSearchState>) => setParams(shopSearchParams(changeShopSearch(state, patch)));
  const hrefFor = (page: number) => ({ search: `?${shopSearchParams(changeShopSearch(state, { page })).toString()}` });
  const filtered = state.keywords !== '' || state.categoryId !== null || state.typeId !== null || state.selfOnly;
  // A page past the last is no page of the search: a 404, as the street's (merchant-street-page.tsx).
  if (result.data && !result.isPlaceholderData && state.page > Math.max(1, result.data.pages)) return <NotFoundPage />;

  return (
    <div className="layout-width space-y-6 py-6">
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('search.heading')}</h1>
        <p role="status" className="text-sm text-base-content/70" data-testid="shop-count">
          {result.data ? t('search.count', { count: result.data.total }) : ''}
        </p>
      </div>
      <ShopFilters state={state} onChange={update} />
      <div aria-busy={result.isFetching}>
        <QueryState
          query={result}
          skeleton={<SkeletonList count={4} className="grid grid-cols-2 gap-6" itemClassName="h-72" label={t('common.loading')} />}
          layout="page"
          title={t('search.loadFailed')}
          retryLabel={t('common.retry')}
          empty={(data) => data.list.length === 0}
          emptyContent={
            <div className="py-12 text-center">
              <h2 className="text-lg font-semibold">{t('search.empty')}</h2>
              {filtered ? (
                <>
                  <p className="mt-2 text-base-content/70">{t('search.emptyHint')}</p>
                  <button type="button" className={`${BTN} mt-4 ${BTN_SM}`} onClick={() => setParams(new URLSearchParams())}>
                    {t('search.clear')}
                  </button>
                </>
              ) : null}
            </div>
          }
        >
          {(data) => (
            <>
              <ShopCardGrid shops={data.list} />
              <Pagination page={state.page} pages={data.pages} hrefFor={hrefFor} label={t('search.pagination')} />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
