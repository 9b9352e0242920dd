import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';
import { useLocale } from '../../../lib/routing/use-locale';
import { ordersMasterDetailQueryOptions } from '../api/orders-master-detail';
import { orderDetailPath } from '../order-params';
import { orderState } from '../order-state';
import { DetailSection, Facts } from '../../../components/ui/detail-section';
import { AmountsSection, ConsigneeSection, DetailError, DetailLoading, usePaymentRows } from './detail-parts';
import { isMissingOrderError, MissingOrder } from './missing-order';
import { OrderLineList } from '../../../components/catalog/order-line';
import type { OrderSlots } from './order-slots';
import { OrderStateText } from './order-state-text';
import { useOrderConfirm } from './use-order-confirm';
import { LINK } from '../../../components/ui/classes';

/** A master order (PT…): what was bought from every shop in one payment, and Pay now / Cancel while unpaid. */
export function MasterOrderDetail({ orderNo, renderPay }: { orderNo: string } & Pick<OrderSlots, 'renderPay'>) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const paymentRows = usePaymentRows();
  const query = useQuery(ordersMasterDetailQueryOptions(orderNo));
  const confirm = useOrderConfirm();
  const [paying, setPaying] = useState(false);

  if (query.isPending) return <DetailLoading />;
  if (query.isError)
    return isMissingOrderError(query.error) ? <MissingOrder /> : <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const open = !order.paid && !order.isCancel;

  return (
    <div className="space-y-4">
      <DetailSection title={t('detail.summary')}>
        <p className="mb-3 text-lg" data-testid="order-state">
          {order.isCancel ? (
            <OrderStateText state="cancelled" />
          ) : order.paid ? (
            <span className="font-semibold">{t('detail.paid')}</span>
          ) : (
            <OrderStateText state="toPay" />
          )}
        </p>
        <Facts rows={[[t('detail.orderNo'), <span className="font-mono">{order.orderNo}</span>], ...paymentRows(order)]} />
      </DetailSection>
      <ConsigneeSection order={order} />
      {order.orderList.map((shop) => (
        <DetailSection
          key={shop.id}
          title={shop.merName}
          actions={
            <span className="flex items-center gap-4 text-sm">
              {shop.paid ? (
                <Link to={to(orderDetailPath(shop.orderNo))} className={LINK}>
                  {t('detail.shopOrder', { orderNo: shop.orderNo })}
                </Link>
              ) : (
                <span className="text-base-content/70">{t('detail.shopOrder', { orderNo: shop.orderNo })}</span>
              )}
              <OrderStateText state={orderState(shop)} />
            </span>
          }
        >
          <OrderLineList lines={shop.orderInfoList} />
        </DetailSection>
      ))}
      <AmountsSection order={order} remark={order.mark} />
      {open ? (
        <div className="flex justify-end gap-3" role="group" aria-label={t('detail.actions')}>
          <button type="button" className={buttonClass('outline')} onClick={() => confirm.ask('cancel', order.orderNo)}>
            {t('actions.cancel')}
          </button>
          {renderPay ? (
            <button type="button" className={buttonClass('primary')} onClick={() => setPaying(true)}>
              {t('actions.payNow')}
            </button>
          ) : null}
        </div>
      ) : null}
      {confirm.dialog}
      {paying && renderPay ? renderPay({ orderNo: order.orderNo, payPrice: order.payPrice }, () => setPaying(false)) : null}
    </div>
  );
}
