import type { AwaitPayOrder, MerchantOrder, PageInfo } from '@contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { buttonClass } from '../../../components/ui/button';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { useLocale } from '../../../lib/routing/use-locale';
import { ordersAwaitPayListQueryOptions } from '../api/orders-await-pay-list';
import { ordersCenterDataQueryOptions } from '../api/orders-center-data';
import { ordersListQueryOptions } from '../api/orders-list';
import { LIST_TYPES, REFUND_LIST_PATH, type ListTab, type OrderTab } from '../order-params';
import { linesToReview } from '../order-state';
import { MasterOrderCard } from './master-order-card';
import { MerchantOrderCard } from './merchant-order-card';
import type { OrderSlots } from './order-slots';
import { useOrderConfirm } from './use-order-confirm';

/** The tracking dialog opens on a click: its chunk (the timeline, the dialog) stays off the list's first load (docs/adr/0012). */
const LogisticsDialog = lazy(async () => ({ default: (await import('./logistics-dialog')).LogisticsDialog }));

interface OrderListViewProps extends OrderSlots {
  tab: OrderTab;
  page: number;
  hrefFor: (page: number) => To;
  /** Moves to another page without a history entry (a page emptied by a cancel or a delete). */
  replacePage: (page: number) => void;
}

/** The current tab's orders: cards with their actions, pages, and an empty state; After-sales points to refunds. */
export function OrderListView({ tab, ...rest }: OrderListViewProps) {
  if (tab === 'afterSales') return <AfterSalesPanel />;
  if (tab === 'toPay') return <ToPayList {...rest} />;
  return <MerchantOrderList key={tab} tab={tab} {...rest} />;
}

type ListProps = Omit<OrderListViewProps, 'tab'>;

/**
 * Where focus goes after a confirmed change in a list: the order card's heading while the card is still shown, else
 * the list's heading (the tab's, or the empty state's). Both headings take focus from script only (tabIndex -1).
 */
function useListFocus(): [RefObject<HTMLDivElement | null>, (orderNo: string) => HTMLElement | null] {
  const region = useRef<HTMLDivElement>(null);
  const find = (orderNo: string) => {
    const root = region.current;
    if (!root) return null;
    const card = [...root.querySelectorAll<HTMLElement>('[data-order-no]')].find((node) => node.dataset.orderNo === orderNo);
    return card?.querySelector<HTMLElement>('h3') ?? root.querySelector<HTMLElement>('h2');
  };
  return [region, find];
}

function ToPayList({ page, hrefFor, replacePage, renderPay }: ListProps) {
  const { t } = useTranslation('orders');
  const query = useQuery(ordersAwaitPayListQueryOptions(page));
  const [region, focusAfter] = useListFocus();
  const confirm = useOrderConfirm(undefined, focusAfter);
  const [paying, setPaying] = useState<AwaitPayOrder | null>(null);
  return (
    <div ref={region}>
      <PagedOrders
        query={query}
        page={page}
        hrefFor={hrefFor}
        replacePage={replacePage}
        heading={t('tabs.toPay')}
        empty={t('list.empty.toPay')}
      >
        {(list: AwaitPayOrder[]) =>
          list.map((order) => (
            <li key={order.id}>
              <MasterOrderCard
                order={order}
                onPay={renderPay ? () => setPaying(order) : undefined}
                onCancel={() => confirm.ask('cancel', order.orderNo)}
              />
            </li>
          ))
        }
      </PagedOrders>
      {confirm.dialog}
      {paying && renderPay ? renderPay({ orderNo: paying.orderNo, payPrice: paying.payPrice }, () => setPaying(null)) : null}
    </div>
  );
}

function MerchantOrderList({ tab, page, hrefFor, replacePage, onBuyAgain, buyAgainBusy }: ListProps & { tab: ListTab }) {
  const { t } = useTranslation('orders');
  const query = useQuery(ordersListQueryOptions(LIST_TYPES[tab], page));
  const [region, focusAfter] = useListFocus();
  const confirm = useOrderConfirm(undefined, focusAfter);
  const [tracking, setTracking] = useState<string | null>(null);
  return (
    <div ref={region}>
      <PagedOrders
        query={query}
        page={page}
        hrefFor={hrefFor}
        replacePage={replacePage}
        heading={t(`tabs.${tab}`)}
        empty={t(`list.empty.${tab}`)}
        // "Awaiting review" asks order/list for completed orders (type 3), reviewed ones included: show only those with
        // a line still to review (docs/order-tabs.md).
        keep={tab === 'awaitingReview' ? (order: MerchantOrder) => linesToReview(order).length > 0 : undefined}
      >
        {(list: MerchantOrder[]) =>
          list.map((order) => (
            <li key={order.id}>
              <MerchantOrderCard
                order={order}
                onChange={(change) => confirm.ask(change, order.orderNo)}
                onLogistics={() => setTracking(order.orderNo)}
                onBuyAgain={onBuyAgain}
                buyAgainBusy={buyAgainBusy}
              />
            </li>
          ))
        }
      </PagedOrders>
      {confirm.dialog}
      {tracking ? (
        <Suspense fallback={null}>
          <LogisticsDialog orderNo={tracking} onClose={() => setTracking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

interface PagedOrdersProps<T> {
  query: UseQueryResult<PageInfo<T>>;
  page: number;
  hrefFor: (page: number) => To;
  replacePage: (page: number) => void;
  heading: string;
  empty: string;
  /** Which of the page's orders the tab shows (all when absent). */
  keep?: ((item: T) => boolean) | undefined;
  children: (list: T[]) => ReactNode;
}

/** Loading, error, empty and paged states shared by every tab. */
function PagedOrders<T>({ query, page, hrefFor, replacePage, heading, empty, keep, children }: PagedOrdersProps<T>) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  // The last orders of the last page went away (cancelled, deleted, received): show the page before instead.
  const emptied = query.data !== undefined && !query.isPlaceholderData && query.data.list.length === 0 && page > 1;
  const lastPage = Math.max(1, query.data?.pages ?? 1);
  useEffect(() => {
    if (emptied) replacePage(lastPage);
  }, [emptied, lastPage, replacePage]);

  if (query.isPending) {
    return <SkeletonList label={t('list.loading')} count={2} className="space-y-4" itemClassName="h-40 w-full" />;
  }
  if (query.isError) {
    return (
      <ErrorBlock
        error={query.error}
        title={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={() => void query.refetch()}
        layout="page"
        className="rounded-box border border-base-200"
      />
    );
  }
  const shown = keep ? query.data.list.filter(keep) : query.data.list;
  if (query.data.total === 0 || (shown.length === 0 && query.data.pages <= 1)) {
    return (
      <div className="rounded-box border border-base-200 py-14 text-center">
        <h2 tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {empty}
        </h2>
        <p className="mt-2 text-base-content/70">{t('list.empty.hint')}</p>
        <Link to={to('/')} className={buttonClass('primary', 'sm', 'mt-4')}>
          {t('list.empty.browse')}
        </Link>
      </div>
    );
  }
  return (
    <div aria-busy={query.isFetching}>
      <h2 tabIndex={-1} className="sr-only">
        {heading}
      </h2>
      <ul className="space-y-4">{children(shown)}</ul>
      <Pagination page={page} pages={query.data.pages} hrefFor={hrefFor} label={t('list.pagination')} />
    </div>
  );
}

/**
 * No order endpoint lists orders with a refund state (they drop out of the other tabs, docs/backend-wire.md, "Orders in steps"):
 * the refund list is where they are followed.
 */
function AfterSalesPanel() {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const center = useQuery(ordersCenterDataQueryOptions());
  const count = center.data?.refundCount ?? 0;
  return (
    <div className="rounded-box border border-base-200 px-6 py-12 text-center">
      <h2 className="text-lg font-semibold">{t('list.afterSales.title')}</h2>
      <p className="mt-2 text-base-content/70">{count > 0 ? t('list.afterSales.some', { count }) : t('list.afterSales.none')}</p>
      <p className="mt-1 text-sm text-base-content/70">{t('list.afterSales.hint')}</p>
      <Link to={to(REFUND_LIST_PATH)} className={buttonClass('primary', 'sm', 'mt-4')}>
        {t('list.afterSales.link')}
      </Link>
    </div>
  );
}
