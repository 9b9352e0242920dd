import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SortBar } from '../../features/products/components/sort-bar';
import { productsMerchantCategoriesQueryOptions } from '../../features/products/api/products-merchant-categories';
import { ShopCategoryNav } from '../../features/products/components/shop-category-nav';
import { ShopProducts } from '../../features/products/components/shop-products';
import { useShopTitle } from '../../features/merchants/shop-context';
import {
  changeShopProducts,
  parseShopProducts,
  shopProductsSearch,
  toShopProductQuery,
  type ShopProductsState,
} from '../../features/merchants/shop-params';
import { usePrefetchProduct } from '../../features/products/hooks/use-prefetch-product';
import { categoryPath } from '../../shell/products-category-tree';
import { fetching, type PageFirstView } from '../first-view/run';
import { shopCategoryCalls } from '../first-view/shops';
import { shopProductsQueries } from './shop-first-view';
import { NotFoundPage } from '../route-error';

/** The shop's category tree and the chosen category's products (app/first-view/). */
export const firstView: PageFirstView = {
  calls: shopCategoryCalls,
  queries: {
    ...shopProductsQueries,
    'products.merchantCategories': ({ params }) => fetching(() => productsMerchantCategoriesQueryOptions(params.merId)),
  },
};

/** /merchant/merchant/category?id=&cid= — the shop's category tree beside the chosen category's products. */
export default function MerchantCategoryPage() {
  const { t } = useTranslation('merchants');
  const { merId } = useShopTitle('category');
  const [params, setParams] = useSearchParams();
  const state = parseShopProducts(params);
  const prefetchProduct = usePrefetchProduct();
  const { data: tree } = useQuery(productsMerchantCategoriesQueryOptions(merId));
  const chosen = state.cid !== null && tree ? categoryPath(tree, state.cid).at(-1) : undefined;
  // A category the shop does not have (or one that is no number) is no page of it: the 404 the search's gets.
  const cid = params.get('cid');
  const unknownCategory = cid !== null && cid !== '' && (state.cid === null || (tree !== undefined && !chosen));
  const search = (patch: Partial<ShopProductsState>) => shopProductsSearch(merId, changeShopProducts(state, patch));

  return (
    <div className="flex items-start gap-6">
      <ShopCategoryNav merId={merId} current={state.cid} hrefFor={(cid) => ({ search: search({ cid }) })} />
      {/* The error page of an unknown category or a page past the last takes the room the products would. */}
      <div className="min-w-0 flex-1">
        {unknownCategory ? (
          <NotFoundPage />
        ) : (
          <ShopProducts
            params={toShopProductQuery(merId, state, true)}
            heading={chosen?.name ?? t('category.all')}
            emptyText={state.cid === null ? t('products.empty') : t('products.emptyCategory')}
            notFound={<NotFoundPage />}
            hrefFor={(page) => ({ search: search({ page }) })}
            toolbar={<SortBar value={state.sort} onChange={(sort) => setParams(new URLSearchParams(search({ sort })))} />}
            onIntent={prefetchProduct}
          />
        )}
      </div>
    </div>
  );
}
