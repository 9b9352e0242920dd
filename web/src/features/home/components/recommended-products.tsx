import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../../components/catalog/product-card';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';
import { homeIndexProductsQueryOptions } from '../api/home-index-products';
import { Button } from '../../../components/ui/button';

/** The recommended grid with "load more" (page by page, bounded by the query's maxPages). */
export function RecommendedProducts({ onIntent }: { onIntent?: (id: number) => void }) {
  const { t } = useTranslation('products');
  const query = useInfiniteQuery(homeIndexProductsQueryOptions());
  const products = (query.data?.pages ?? []).flatMap((page) => page.list);
  if (query.isSuccess && products.length === 0) return null;
  return (
    <section aria-labelledby="recommended-title" className="space-y-4">
      <h2 id="recommended-title" className="text-xl font-semibold">
        {t('home.recommended')}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-80 w-full" label={t('common.loading')} />
      ) : query.isError ? (
        <ErrorBlock error={query.error} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} layout="inline" />
      ) : (
        <ProductGrid
          onIntent={onIntent}
          products={products.map((p) => ({
            id: p.id,
            image: p.image,
            storeName: p.storeName,
            price: p.price,
            otPrice: p.otPrice,
            sold: p.sales + p.ficti,
          }))}
        />
      )}
      <div className="flex justify-center">
        {query.hasNextPage ? (
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('common.loading') : t('home.loadMore')}
          </Button>
        ) : query.isSuccess ? (
          <p className="text-sm text-base-content/70">{t('home.noMore')}</p>
        ) : null}
      </div>
    </section>
  );
}
