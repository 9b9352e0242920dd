import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../components/catalog/pagination';
import { ProductGrid, ProductGridSkeleton } from '../../components/catalog/product-card';
import { productsListQueryOptions } from '../../features/products/api/products-list';
import { CategoryBreadcrumbs } from '../../features/products/components/category-breadcrumbs';
import { HotKeywords } from '../../features/products/components/hot-keywords';
import { PriceFilter } from '../../features/products/components/price-filter';
import { SortBar } from '../../features/products/components/sort-bar';
import { Subcategories } from '../../features/products/components/subcategories';
import { changeSearch, parseSearchState, toListQuery } from '../../features/products/search-params';
import { toSearchParams, type SearchState } from '../../features/products/search-href';
import { usePrefetchProduct } from '../../features/products/hooks/use-prefetch-product';
import { categoryPath, productsCategoryTreeQueryOptions } from '../../shell/products-category-tree';
import { QueryState } from '../../components/ui/query-state';
import { usePageTitle } from '../../components/layout/document-title';
import { searchTitle } from '../../features/products/page-titles';
import { fetching, type PageFirstView } from '../first-view/run';
import { searchCalls } from '../first-view/search';
import { NotFoundPage } from '../route-error';

/** /goods/goods_search — keyword search and category browse; every filter lives in the URL. */
/** The result list and the next page it warms (app/first-view/); the query is the one toListQuery made. */
export const firstView: PageFirstView = {
  calls: searchCalls,
  queries: {
    'products.list': ({ query }) => fetching(() => productsListQueryOptions(query)),
  },
};

export default function GoodsSearchPage() {
  const { t } = useTranslation('products');
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const query = toListQuery(state);
  const result = useQuery(productsListQueryOptions(query));
  const prefetchProduct = usePrefetchProduct();
  const { data: tree } = useQuery(productsCategoryTreeQueryOptions());
  const category = state.cid !== null && tree ? categoryPath(tree, state.cid).at(-1) : undefined;
  const { t: tc } = useTranslation();
  // The keyword or the category, as the server's <head> titles the page (app/ssr/head.ts).
  usePageTitle(searchTitle(tc, state.title, category));

  const update = (patch: Partial<SearchState>) => setParams(toSearchParams(changeSearch(state, patch)));
  const hrefFor = (page: number) => ({ search: `?${toSearchParams(changeSearch(state, { page })).toString()}` });

  // Warm the next page so paging feels instant (same query options as the list; no re-render from it).
  const pages = result.data?.pages ?? 0;
  useQuery({ ...productsListQueryOptions({ ...query, page: state.page + 1 }), enabled: state.page < pages, notifyOnChangeProps: [] });

  // An unknown category (or one that is no number) and a page past the last are no page of the shop: the 404 an
  // unknown product gets, not an empty list a crawler would keep (docs/adr/0019-server-rendering.md, "One address
  // per page"). The page count is the backend's `pages`, which it keeps from the real page (docs/backend-wire.md,
  // Paging), whatever page it answers for one past the last.
  const cid = params.get('cid');
  const unknownCategory = cid !== null && cid !== '' && (state.cid === null || (tree !== undefined && !category));
  const pastLastPage = result.data !== undefined && !result.isPlaceholderData && state.page > Math.max(1, pages);
  if (unknownCategory || pastLastPage) return <NotFoundPage />;

  const heading = state.title ? t('search.resultsFor', { keyword: state.title }) : (category?.name ?? t('search.allProducts'));
  const total = result.data?.total ?? 0;

  return (
    <div className="layout-width space-y-4 py-6">
      <CategoryBreadcrumbs cid={state.cid} current={state.title ? t('search.resultsFor', { keyword: state.title }) : undefined} />
      <div className="flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        <p role="status" className="shrink-0 text-sm text-base-content/70" data-testid="result-count">
          {result.data ? t('search.count', { count: total }) : ''}
        </p>
      </div>
      {!state.title || state.cid !== null ? <Subcategories cid={state.cid} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-box bg-base-200 px-4 py-2">
        <SortBar value={state.sort} onChange={(sort) => update({ sort })} />
        <PriceFilter min={state.minPrice} max={state.maxPrice} onApply={(range) => update(range)} />
      </div>
      <div aria-busy={result.isFetching}>
        <QueryState
          query={result}
          skeleton={<ProductGridSkeleton count={10} label={t('common.loading')} />}
          layout="page"
          retryLabel={t('common.retry')}
          empty={(data) => data.list.length === 0}
          emptyContent={
            <div className="py-12 text-center">
              <h2 className="text-lg font-semibold">{state.title ? t('search.emptyFor', { keyword: state.title }) : t('search.empty')}</h2>
              <p className="mt-2 text-base-content/70">{t('search.emptyHint')}</p>
              <HotKeywords />
            </div>
          }
        >
          {(data) => (
            <>
              <h2 className="sr-only">{t('search.results')}</h2>
              <ProductGrid
                onIntent={prefetchProduct}
                firstView
                products={data.list.map((p) => ({
                  id: p.id,
                  image: p.image,
                  storeName: p.storeName,
                  price: p.price,
                  otPrice: p.otPrice,
                  sold: p.sales + p.ficti,
                }))}
              />
              <Pagination page={state.page} pages={data.pages} hrefFor={hrefFor} label={t('search.pagination')} />
            </>
          )}
        </QueryState>
      </div>
    </div>
  );
}
