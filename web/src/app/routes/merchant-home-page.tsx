import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SortBar } from '../../features/products/components/sort-bar';
import { ShopBanner } from '../../features/merchants/components/shop-banner';
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
import type { PageFirstView } from '../first-view/run';
import { shopHomeCalls } from '../first-view/shops';
import { shopProductsQueries } from './shop-first-view';
import { NotFoundPage } from '../route-error';

/** All the shop's products (app/first-view/shops.ts). */
export const firstView: PageFirstView = { calls: shopHomeCalls, queries: shopProductsQueries };

/** /merchant/merchant[/home]?id= — the shop's banners and all its products; sort and page live in the URL. */
export default function MerchantHomePage() {
  const { t } = useTranslation('merchants');
  const { merId, info } = useShopTitle('home');
  const [params, setParams] = useSearchParams();
  // The home tab lists the whole shop: a cid left in the URL by hand is ignored here.
  const state: ShopProductsState = { ...parseShopProducts(params), cid: null };
  const prefetchProduct = usePrefetchProduct();
  const update = (patch: Partial<ShopProductsState>) =>
    setParams(new URLSearchParams(shopProductsSearch(merId, changeShopProducts(state, patch))));

  return (
    <div className="space-y-6">
      <ShopBanner pcBanner={info.pcBanner} />
      <ShopProducts
        params={toShopProductQuery(merId, state, false)}
        heading={t('products.heading')}
        emptyText={t('products.empty')}
        notFound={<NotFoundPage />}
        hrefFor={(page) => ({ search: shopProductsSearch(merId, changeShopProducts(state, { page })) })}
        toolbar={<SortBar value={state.sort} onChange={(sort) => update({ sort })} />}
        onIntent={prefetchProduct}
      />
    </div>
  );
}
