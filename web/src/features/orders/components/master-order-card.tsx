import type { AwaitPayOrder } from '@contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { buttonClass } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format/format';
import { useLocale } from '../../../lib/routing/use-locale';
import { orderDetailPath } from '../order-params';
import { OrderLineList } from '../../../components/catalog/order-line';
import { OrderStateText } from './order-state-text';
import { paths } from '../../../lib/routing/paths';
import { LINK, LINK_HOVER } from '../../../components/ui/classes';

interface MasterOrderCardProps {
  order: AwaitPayOrder;
  onPay?: () => void;
  onCancel: () => void;
}

/** An unpaid order (PT…) in the To pay tab: every shop's lines, the amount, Pay now and Cancel. */
export function MasterOrderCard({ order, onPay, onCancel }: MasterOrderCardProps) {
  const { t } = useTranslation('orders');
  const { to, locale } = useLocale();
  const format = usePriceFormat();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} data-order-no={order.orderNo} className="rounded-box border border-base-200">
      <header className="flex flex-wrap items-center gap-x-6 gap-y-1 rounded-t-box bg-base-200/60 px-4 py-2 text-sm">
        <h3 id={headingId} tabIndex={-1} className="font-semibold focus:outline-none">
          {t('card.orderNo', { orderNo: order.orderNo })}
        </h3>
        {order.createTime ? (
          <span className="text-base-content/70">{t('card.createdAt', { date: formatDate(order.createTime, locale, true) })}</span>
        ) : null}
        <OrderStateText state="toPay" className="ml-auto" />
      </header>
      {order.orderList.map((shop) => (
        <section key={shop.merId} className="px-4 pt-3" aria-label={shop.merName}>
          <h4 className="text-sm font-semibold">
            <Link to={to(paths.merchant({ id: shop.merId }))} className={`${LINK} ${LINK_HOVER}`}>
              {shop.merName}
            </Link>
          </h4>
          <OrderLineList lines={shop.orderInfoList} />
        </section>
      ))}
      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-base-200 px-4 py-3 *:whitespace-nowrap">
        <p className="mr-auto text-sm">{t('card.summary', { count: order.totalNum, total: format(order.payPrice) })}</p>
        <Link to={to(orderDetailPath(order.orderNo))} className={buttonClass('ghost', 'sm')}>
          {t('card.details')}
        </Link>
        <button type="button" className={buttonClass('outline', 'sm')} onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        {onPay ? (
          <button type="button" className={buttonClass('primary', 'sm')} onClick={onPay}>
            {t('actions.payNow')}
          </button>
        ) : null}
      </footer>
    </article>
  );
}
