import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { To } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { ProductGrid, ProductGridSkeleton } from '../../../components/catalog/product-card';
import { ErrorBlock } from '../../../components/ui/query-state';
import { productsMerchantProductsQueryOptions, type ShopProductParams } from '../api/products-merchant-products';

interface ShopProductsProps {
  params: ShopProductParams;
  heading: string;
  hrefFor: (page: number) => To;
  /** The sort control, placed by the route (the products feature's sort bar). */
  toolbar?: ReactNode;
  emptyText: string;
  /** Hover or focus on a card: the route may prefetch the product detail. */
  onIntent?: (id: number) => void;
  /** Shown, with its status, for a page past the last: no page of the shop, not an empty list a crawler would keep. */
  notFound: ReactNode;
}

/** One shop's products (product/merchant/pro/list) as a grid with a count and page links. */
export function ShopProducts({ params, heading, hrefFor, toolbar, emptyText, onIntent, notFound }: ShopProductsProps) {
  const { t } = useTranslation('merchants');
  const result = useQuery(productsMerchantProductsQueryOptions(params));
  // Warm the next page so paging feels instant (same options as the list; no re-render from it).
  const pages = result.data?.pages ?? 0;
  useQuery({
    ...productsMerchantProductsQueryOptions({ ...params, page: params.page + 1 }),
    enabled: params.page < pages,
    notifyOnChangeProps: [],
  });
  // The backend keeps the real page count whatever page it answers (docs/backend-wire.md, Paging).
  if (result.data && !result.isPlaceholderData && params.page > Math.max(1, pages)) return <>{notFound}</>;

  return (
    <section aria-labelledby="shop-products-title" className="min-w-0 flex-1 space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="shop-products-title" className="text-xl font-semibold">
          {heading}
        </h2>
        <p role="status" className="text-sm text-base-content/70" data-testid="shop-product-count">
          {result.data ? t('products.count', { count: result.data.total }) : ''}
        </p>
      </div>
      {toolbar ? <div className="rounded-box bg-base-200 px-4 py-2">{toolbar}</div> : null}
      <div aria-busy={result.isFetching}>
        {result.isPending ? (
          <ProductGridSkeleton count={10} label={t('common.loading')} />
        ) : result.isError ? (
          <ErrorBlock
            error={result.error}
            title={t('products.loadFailed')}
            retryLabel={t('common.retry')}
            onRetry={() => void result.refetch()}
            layout="page"
          />
        ) : result.data.list.length === 0 ? (
          <p className="py-12 text-center text-base-content/70">{emptyText}</p>
        ) : (
          <>
            <ProductGrid
              onIntent={onIntent}
              firstView
              products={result.data.list.map((p) => ({
                id: p.id,
                image: p.image,
                storeName: p.storeName,
                price: p.price,
                otPrice: p.otPrice,
                sold: p.sales + p.ficti,
              }))}
            />
            <Pagination page={params.page} pages={result.data.pages} hrefFor={hrefFor} label={t('products.pagination')} />
          </>
        )}
      </div>
    </section>
  );
}
