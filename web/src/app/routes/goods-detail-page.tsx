import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CategoryBreadcrumbs } from '../../features/products/components/category-breadcrumbs';
import { couponsListQueryOptions } from '../../features/coupons/api/coupons-list';
import { FavoriteButton } from '../../features/collections/components/favorite-button';
import { orderConfirmPath, useOrdersPreOrder } from '../../features/orders/api/orders-pre-order';
import { isProductMissing, productsDetailQueryOptions } from '../../features/products/api/products-detail';
import { productTitle } from '../../features/products/page-titles';
import { usePageTitle } from '../../components/layout/document-title';
import { ProductDescription } from '../../features/products/components/product-description';
import { useCartSave } from '../../features/cart/api/cart-save';
import { ProductOverview } from '../../features/products/components/product-overview';
import { useLocale } from '../../lib/routing/use-locale';
import { useLoggedIn } from '../../lib/react/use-session';
import { ErrorPage } from '../../components/layout/error-page';
import { isApiError, isShopperMessage } from '../../lib/api/api-errors';
import { NotFoundPage } from '../route-error';
import { fetching, type PageFirstView } from '../first-view/run';
import { productCalls } from '../first-view/product';
import { queryKey } from '../../lib/api/query-keys';
import { paths } from '../../lib/routing/paths';
import { ErrorBlock, Skeleton } from '../../components/ui/query-state';
import { deferredPart } from '../../lib/react/deferred-part';
import { usePartReady } from '../../lib/react/use-part-ready';
import { parseUrlId } from '../../lib/format/url-ids';
import { LINK } from '../../components/ui/classes';

/**
 * The coupon row and its "receive now" flow: neither is needed to paint or hydrate the product, so their code comes
 * after the page's. The server renders the row and the browser keeps that markup until the code is here
 * (`onServer`); a page shown later in the visit waits for this code as it waits for its data (usePartReady below).
 */
const ProductCoupons = deferredPart(async () => (await import('../../features/coupons/components/product-coupons')).ProductCoupons, {
  onServer: true,
});
/**
 * Reviews sit below the fold: their code loads once the document has loaded, and their place is held meanwhile
 * (docs/adr/0018: no Suspense boundary, whose reveal would hold the product's picture back). The server renders
 * them (`onServer`, with the data app/first-view/product.ts declares for it), so a crawler reads the reviews and the
 * browser keeps that markup until the code is here (docs/adr/0019-server-rendering.md, "Deferred parts").
 */
const ReviewSection = deferredPart(async () => (await import('../../features/reviews/components/review-section')).ReviewSection, {
  placeholder: <Skeleton className="h-64 w-full" />,
  afterPageLoad: true,
  onServer: true,
});
/**
 * So does the shop card beside the description, with its follow button: both arrive before the card shows. It
 * takes the product's id alone and reads the product from the cache: the boundary the browser keeps the server's
 * card in is then never updated from above while its code is on its way (a new `merchant` after a sign-in would make
 * React drop the server's card for the placeholder).
 */
const ShopCardWithFollow = deferredPart(
  async () => {
    const [{ ShopCard }, { FollowButton }] = await Promise.all([
      import('../../features/products/components/shop-card'),
      import('../../features/collections/components/follow-button'),
    ]);
    return function ShopCardWithFollowButton({ productId }: { productId: number }) {
      // The server renders as a guest, and so does the render that adopts its markup (useLoggedIn's server value):
      // the card shows a guest's follow button there, then the shopper's own state (the signed-in detail).
      const viewer = useLoggedIn() ? 'user' : 'guest';
      const { data } = useQuery(productsDetailQueryOptions(productId, viewer));
      const merchant = data?.merchantInfo;
      if (!data || !merchant) return null;
      const merId = data.productInfo.merId;
      return (
        <ShopCard
          merchant={merchant}
          merId={merId}
          followSlot={<FollowButton merId={merId} following={merchant.isCollect} invalidate={queryKey('products.detail', productId)} />}
        />
      );
    };
  },
  // Holds the card's height while its code arrives, so the link below does not jump. Beside the description, below
  // the fold: fetched after the document's load event.
  { placeholder: <Skeleton className="h-96 w-full" />, afterPageLoad: true, onServer: true },
);

/**
 * The product and its coupon row, which needs the product's shop (app/first-view/product.ts; the reviews it also
 * declares for the server only are bound by the server, app/ssr/entry-server.tsx).
 */
export const firstView: PageFirstView = {
  calls: productCalls,
  queries: {
    'products.detail': ({ params }, viewer) => fetching(() => productsDetailQueryOptions(params.id, viewer)),
    'coupons.list': ({ query: { productId, merId } }, viewer) =>
      fetching(() => couponsListQueryOptions({ useType: 2, productId, merId }, viewer)),
  },
};

/** /goods_detail/:id — composes the product, favourites, coupons and reviews features. */
export default function GoodsDetailPage() {
  const { id: rawId } = useParams();
  const id = parseUrlId(rawId);
  if (id === null) return <NotFoundPage />;
  return <ProductPage key={id} id={id} />;
}

function ProductPage({ id }: { id: number }) {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const loggedIn = useLoggedIn();
  const detailQuery = productsDetailQueryOptions(id, loggedIn ? 'user' : 'guest');
  const { data, error, isPending: detailPending, refetch } = useQuery(detailQuery);
  // The product's name, as the server's <head> titles the page (app/ssr/head.ts).
  usePageTitle(data ? productTitle(data) : null);
  // The coupon row sits between the price and the specifications: the page shows once it is known (the
  // component reads the same cached query), so a late row never pushes the buttons down (no layout shift).
  const merId = data?.productInfo.merId;
  const coupons = useQuery({
    ...couponsListQueryOptions({ useType: 2, productId: id, merId: merId ?? 0 }, loggedIn ? 'user' : 'guest'),
    enabled: merId !== undefined,
  });
  // So does the row's code, fetched beside the data (the page's first load keeps the server's row instead).
  const couponsCodeReady = usePartReady(ProductCoupons, (coupons.data?.list.length ?? 0) > 0);
  const isPending = detailPending || (merId !== undefined && coupons.isPending) || !couponsCodeReady;
  const detailKey = queryKey('products.detail', id);
  const navigate = useNavigate();
  const preOrder = useOrdersPreOrder();
  const cartSave = useCartSave();
  const addToCart = ({ productId, skuId, quantity }: { productId: number; skuId: number; quantity: number }, onAdded: () => void) =>
    cartSave.mutate([{ productId, productAttrUnique: skuId, cartNum: quantity }], { onSuccess: onAdded });
  const buyNow = ({ productId, skuId, quantity }: { productId: number; skuId: number; quantity: number }) =>
    preOrder.mutate(
      { preOrderType: 'buyNow', orderDetails: [{ productId, attrValueId: skuId, productNum: quantity }] },
      {
        onSuccess: ({ preOrderNo }) => void navigate(to(orderConfirmPath(preOrderNo))),
      },
    );

  if (isPending) {
    return (
      <div className="layout-width flex gap-8 py-6">
        <Skeleton className="aspect-square w-[420px]" label={t('common.loading')} />
        <div className="flex-1 space-y-4">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-10 w-1/2" />
        </div>
      </div>
    );
  }
  if (error) {
    if (isProductMissing(error))
      return <ErrorPage status={404} message={isApiError(error) && isShopperMessage(error) ? error.serverMessage : undefined} />;
    // Network or server: the title says which, so the shopper knows whether to check the connection or wait.
    const network = isApiError(error) && error.kind === 'network';
    return (
      <div className="layout-width py-10 text-center">
        <ErrorBlock
          error={error}
          title={t(network ? 'product.loadFailedNetwork' : 'product.loadFailedServer')}
          retryLabel={t('common.retry')}
          onRetry={() => void refetch()}
          layout="page"
        />
        <Link to={to('/')} className={LINK}>
          {t('product.continueShopping')}
        </Link>
      </div>
    );
  }

  const info = data.productInfo;
  return (
    <div className="layout-width space-y-8 py-6">
      <CategoryBreadcrumbs cid={info.categoryId} current={info.storeName} />
      <ProductOverview
        key={info.id}
        detail={data}
        favoriteSlot={<FavoriteButton productId={info.id} collected={data.userCollect} invalidate={detailKey} />}
        couponsSlot={<ProductCoupons productId={info.id} merId={info.merId} />}
        onBuyNow={buyNow}
        buyNowBusy={preOrder.isPending}
        onAddToCart={addToCart}
        addToCartBusy={cartSave.isPending}
      />
      <div className="flex items-start gap-8">
        {/* A gap, not space-y: the shop card kept from the server sits in a `display: contents` wrapper
            (lib/react/deferred-part.tsx), whose margin space-y's would set and no box would show. */}
        <aside className="flex w-64 shrink-0 flex-col gap-4">
          {data.merchantInfo ? <ShopCardWithFollow productId={info.id} /> : null}
          <Link to={to(paths.topOne())} className={`block ${LINK} text-sm`}>
            {t('ranking.link')}
          </Link>
        </aside>
        <div className="min-w-0 flex-1 space-y-8">
          <section aria-labelledby="product-description-title">
            <h2 id="product-description-title" className="border-b border-base-200 pb-2 text-xl font-semibold">
              {t('product.description')}
            </h2>
            <ProductDescription html={info.content} />
          </section>
          <ReviewSection productId={info.id} />
        </div>
      </div>
    </div>
  );
}
