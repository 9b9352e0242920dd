import type { MerchantOrder, OrderInfo } from '@contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { buttonClass } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { orderDetailPath } from '../order-params';
import { linesToReview, orderState } from '../order-state';
import { EvaluateLink, OrderActionButtons } from './order-action-buttons';
import { OrderLineList } from '../../../components/catalog/order-line';
import { OrderStateText } from './order-state-text';
import type { OrderChange } from './use-order-confirm';
import { paths } from '../../../lib/routing/paths';
import { LINK, LINK_HOVER } from '../../../components/ui/classes';

interface MerchantOrderCardProps {
  order: MerchantOrder;
  onChange: (change: OrderChange) => void;
  onLogistics: () => void;
  onBuyAgain?: (lines: readonly OrderInfo[]) => void;
  buyAgainBusy?: boolean;
}

/** One shop's order (SH…) in the shipment, receipt and review tabs, with what it allows. */
export function MerchantOrderCard({ order, onChange, onLogistics, onBuyAgain, buyAgainBusy }: MerchantOrderCardProps) {
  const { t } = useTranslation('orders');
  const { to, locale } = useLocale();
  const format = usePriceFormat();
  const headingId = useId();
  const reviewable = new Set(linesToReview(order).map((line) => line.id));
  return (
    <article aria-labelledby={headingId} data-order-no={order.orderNo} className="rounded-box border border-base-200">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-t-box bg-base-200/60 px-4 py-2 text-sm">
        <Link to={to(paths.merchant({ id: order.merId }))} className={`${LINK} font-semibold ${LINK_HOVER}`}>
          {order.merName}
        </Link>
        <h3 id={headingId} tabIndex={-1} className="focus:outline-none">
          {t('card.orderNo', { orderNo: order.orderNo })}
        </h3>
        <span className="text-base-content/70">{t('card.createdAt', { date: formatDate(order.createTime, locale, true) })}</span>
        <OrderStateText state={orderState(order)} className="ml-auto" />
      </header>
      <div className="px-4">
        <OrderLineList
          lines={order.orderInfoList}
          lineAction={(line) => (reviewable.has(line.id) ? <EvaluateLink orderNo={order.orderNo} line={line} /> : null)}
        />
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-base-200 px-4 py-3 *:whitespace-nowrap">
        <p className="mr-auto text-sm">{t('card.summary', { count: order.totalNum, total: format(order.payPrice) })}</p>
        <Link to={to(orderDetailPath(order.orderNo))} className={buttonClass('ghost', 'sm')}>
          {t('card.details')}
        </Link>
        <OrderActionButtons
          order={order}
          onChange={onChange}
          onLogistics={onLogistics}
          onBuyAgain={onBuyAgain}
          buyAgainBusy={buyAgainBusy}
        />
      </footer>
    </article>
  );
}
