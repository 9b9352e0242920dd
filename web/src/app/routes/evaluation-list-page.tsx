import type { AwaitingReviewLine } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LazyImage } from '../../components/catalog/lazy-image';
import { Pagination } from '../../components/catalog/pagination';
import { usePriceFormat } from '../../components/catalog/price';
import { AccountFrame } from '../../components/layout/account-frame';
import { buttonClass } from '../../components/ui/button';
import { awaitingReviewListQueryOptions } from '../../features/reviews/api/reviews-awaiting-list';
import { reviewFormPath } from '../../features/reviews/review-write';
import { QueryState } from '../../components/ui/query-state';
import { useLocale } from '../../lib/use-locale';
import { paths } from '../../lib/paths';

const parsePage = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
};

/** /users/evaluation_list — the order lines waiting for a review (order/reply/list), each with its review link. */
export default function EvaluationListPage() {
  const { t } = useTranslation('reviews');
  const { t: tc } = useTranslation();
  const { to } = useLocale();
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const query = useQuery(awaitingReviewListQueryOptions(page));

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  return (
    <AccountFrame title={tc('routes.evaluationList')}>
      <p className="mb-4 text-sm text-base-content/70">{t('list.intro')}</p>
      <QueryState
        query={query}
        skeleton={
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('list.loading')}
            </p>
            <ul className="space-y-3" aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i} className="h-28 skeleton" />
              ))}
            </ul>
          </div>
        }
        title={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        empty={(data) => data.total === 0}
        emptyContent={
          <div className="py-12 text-center">
            <h2 className="text-lg font-semibold">{t('list.empty')}</h2>
            <p className="mt-2 text-base-content/70">{t('list.emptyHint')}</p>
            <Link to={to(paths.orderList())} className={buttonClass('outline', 'sm', 'mt-4')}>
              {t('list.toOrders')}
            </Link>
          </div>
        }
      >
        {(data) => (
          <>
            <ul className="space-y-3" aria-busy={query.isFetching || undefined}>
              {data.list.map((line) => (
                <WaitingLineCard key={`${line.merOrderNo}-${line.id}`} line={line} />
              ))}
            </ul>
            <div className="mt-6">
              <Pagination page={page} pages={data.pages} hrefFor={hrefFor} label={t('list.pagination')} />
            </div>
          </>
        )}
      </QueryState>
    </AccountFrame>
  );
}

function WaitingLineCard({ line }: { line: AwaitingReviewLine }) {
  const { t } = useTranslation('reviews');
  const { to } = useLocale();
  const format = usePriceFormat();
  const productHref = to(paths.goodsDetail(line.productId));
  return (
    <li className="rounded-box border border-base-200 bg-base-100" aria-label={line.productName}>
      <div className="flex justify-between gap-4 border-b border-base-200 px-4 py-2 text-sm text-base-content/70">
        <span>{t('list.shop', { name: line.merName })}</span>
        <span>{t('list.order', { orderNo: line.merOrderNo })}</span>
      </div>
      <div className="flex items-center gap-4 p-4">
        <Link to={productHref} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0">
          <LazyImage src={line.image} alt="" className="w-20 rounded" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link to={productHref} className="line-clamp-2 link font-medium link-hover">
            {line.productName}
          </Link>
          {line.sku ? <p className="text-sm text-base-content/70">{t('list.sku', { sku: line.sku })}</p> : null}
          <p className="text-sm">{t('list.priceQty', { price: format(line.price), count: line.payNum })}</p>
        </div>
        <Link
          to={to(reviewFormPath(line.merOrderNo, line.productId, line.id))}
          className={buttonClass('primary', 'sm')}
          aria-label={t('list.writeOf', { name: line.productName })}
        >
          {t('list.write')}
        </Link>
      </div>
    </li>
  );
}
