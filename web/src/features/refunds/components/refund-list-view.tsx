import type { RefundOrder } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { usePriceFormat } from '../../../components/catalog/price';
import { buttonClass } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { refundsListQueryOptions } from '../api/refunds-list';
import { ORDER_LIST_PATH, refundDetailPath } from '../refund-params';
import { OrderLineList } from '../../../components/catalog/order-line';
import { Loading, Problem, RefundStatusText } from './refund-parts';
import { paths } from '../../../lib/routing/paths';
import { LINK, LINK_HOVER } from '../../../components/ui/classes';

/** The shopper's refund orders, newest first, a page at a time (`?page=` in the URL). */
export function RefundListView({ page, hrefFor }: { page: number; hrefFor: (page: number) => To }) {
  const { t } = useTranslation('refunds');
  const { to } = useLocale();
  const query = useQuery(refundsListQueryOptions(page));

  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Problem
        title={t('list.loadFailed')}
        error={query.error}
        back={{ to: ORDER_LIST_PATH, label: t('backToOrders') }}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.total === 0) {
    return (
      <div className="rounded-box border border-base-200 py-14 text-center">
        <h2 className="text-lg font-semibold">{t('list.empty')}</h2>
        <p className="mt-2 text-base-content/70">{t('list.emptyHint')}</p>
        <Link to={to(ORDER_LIST_PATH)} className={buttonClass('primary', 'sm', 'mt-4')}>
          {t('backToOrders')}
        </Link>
      </div>
    );
  }
  return (
    <div aria-busy={query.isFetching}>
      <ul className="space-y-4">
        {query.data.list.map((refund) => (
          <li key={refund.id}>
            <RefundCard refund={refund} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={query.data.pages} hrefFor={hrefFor} label={t('list.pagination')} />
    </div>
  );
}

function RefundCard({ refund }: { refund: RefundOrder }) {
  const { t } = useTranslation('refunds');
  const { to, locale } = useLocale();
  const format = usePriceFormat();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="rounded-box border border-base-200">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-t-box bg-base-200/60 px-4 py-2 text-sm">
        {refund.merName ? (
          <Link to={to(paths.merchant({ id: refund.merId }))} className={`${LINK} min-w-0 font-semibold ${LINK_HOVER}`}>
            {refund.merName}
          </Link>
        ) : null}
        <h3 id={headingId}>{t('card.refundNo', { refundOrderNo: refund.refundOrderNo })}</h3>
        {refund.createTime ? <span className="text-base-content/70">{formatDate(refund.createTime, locale, true)}</span> : null}
        <RefundStatusText refundStatus={refund.refundStatus} className="ml-auto" />
      </header>
      <div className="px-4">
        <OrderLineList picture="sm" lines={refund.orderInfoList} />
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-base-200 px-4 py-3">
        <p className="mr-auto text-sm">{t('card.summary', { count: refund.totalNum, amount: format(refund.refundPrice) })}</p>
        <Link
          to={to(refundDetailPath(refund.refundOrderNo))}
          className={buttonClass('ghost', 'sm')}
          aria-label={t('card.detailsOf', { refundOrderNo: refund.refundOrderNo })}
        >
          {t('card.details')}
        </Link>
      </footer>
    </article>
  );
}
