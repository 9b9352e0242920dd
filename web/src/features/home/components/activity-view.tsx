import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { Pagination } from '../../../components/catalog/pagination';
import { ProductGrid } from '../../../components/catalog/product-card';
import { isApiError } from '../../../lib/api/api-errors';
import { homeActivityDetailQueryOptions } from '../api/home-activity-detail';
import { homeActivityProductsQueryOptions } from '../api/home-activity-products';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';

interface ActivityViewProps {
  aid: number;
  page: number;
  hrefFor: (page: number) => string;
  /** Rendered when the activity does not exist. */
  notFound: ReactNode;
  onIntent?: (id: number) => void;
}

/** An activity's banner, name, instruction and its paged product list. */
export function ActivityView({ aid, page, hrefFor, notFound, onIntent }: ActivityViewProps) {
  const { t } = useTranslation('products');
  const detail = useQuery(homeActivityDetailQueryOptions(aid));
  const products = useQuery(homeActivityProductsQueryOptions(aid, page));
  if (detail.isError) {
    const missing =
      isApiError(detail.error) &&
      detail.error.kind === 'app' &&
      (detail.error.code === 404 || /not exist/i.test(detail.error.serverMessage));
    if (missing) return <>{notFound}</>;
    return <ErrorBlock error={detail.error} retryLabel={t('common.retry')} onRetry={() => void detail.refetch()} layout="page" />;
  }
  // A page past the last is no page of the activity: its 404, not an empty list a crawler would keep. The backend
  // keeps the real page count whatever page it answers (docs/backend-wire.md, Paging).
  if (products.data && !products.isPlaceholderData && page > Math.max(1, products.data.pages)) return <>{notFound}</>;
  return (
    <div className="space-y-6">
      {detail.data?.banner ? <LazyImage src={detail.data.banner} alt="" ratio="1200 / 300" className="rounded-box" eager /> : null}
      <header>
        <h1 className="text-2xl font-semibold">
          {/* A shape only: a heading is no place for the status, which the products' placeholder below carries. */}
          {detail.data?.name ?? <Skeleton as="span" className="inline-block h-8 w-64" />}
        </h1>
        {detail.data?.instruction ? <p className="mt-2 whitespace-pre-line text-base-content/70">{detail.data.instruction}</p> : null}
      </header>
      <section aria-labelledby="activity-products-title">
        <h2 id="activity-products-title" className="mb-4 text-xl font-semibold">
          {t('activity.products')}
        </h2>
        {products.isPending ? (
          <Skeleton className="h-72 w-full" label={t('common.loading')} />
        ) : products.isError ? (
          <ErrorBlock error={products.error} retryLabel={t('common.retry')} onRetry={() => void products.refetch()} layout="page" />
        ) : products.data.list.length === 0 ? (
          <p className="text-base-content/70">{t('activity.empty')}</p>
        ) : (
          <>
            <ProductGrid
              onIntent={onIntent}
              firstView
              products={products.data.list.map((p) => ({
                id: p.proId,
                image: p.image || p.proImage || '',
                storeName: p.storeName,
                price: p.price,
                otPrice: p.otPrice,
              }))}
            />
            <Pagination page={page} pages={products.data.pages} hrefFor={hrefFor} label={t('activity.pagination')} />
          </>
        )}
      </section>
    </div>
  );
}
