import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deferredPart } from '../../../lib/react/deferred-part';
import { useLocale } from '../../../lib/routing/use-locale';
import { ordersDetailQueryOptions } from '../api/orders-detail';
import { ordersExpressQueryOptions } from '../api/orders-express';
import { orderDetailPath } from '../order-params';
import { linesToReview, orderActions, orderState, stepOf } from '../order-state';
import { DetailSection, Facts } from '../../../components/ui/detail-section';
import { AmountsSection, ConsigneeSection, DetailError, DetailLoading, usePaymentRows } from './detail-parts';
import { isMissingOrderError, MissingOrder } from './missing-order';
import { EvaluateLink, OrderActionButtons } from './order-action-buttons';
import { OrderLineList } from '../../../components/catalog/order-line';
import type { OrderSlots } from './order-slots';
import { OrderStateText } from './order-state-text';
import { OrderSteps } from './order-steps';
import { useOrderConfirm, type OrderChange } from './use-order-confirm';
import { paths } from '../../../lib/routing/paths';
import { LINK } from '../../../components/ui/classes';

interface MerchantOrderDetailProps extends Pick<OrderSlots, 'onBuyAgain' | 'buyAgainBusy'> {
  orderNo: string;
  /** After a delete: the order is gone, so the page leaves. */
  onDeleted: () => void;
}

/** A merchant order (SH…): progress, consignee, delivery and tracking, lines, amounts, remark and its actions. */
export function MerchantOrderDetail({ orderNo, onDeleted, onBuyAgain, buyAgainBusy }: MerchantOrderDetailProps) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const paymentRows = usePaymentRows();
  const query = useQuery(ordersDetailQueryOptions(orderNo));
  const confirm = useOrderConfirm((change: OrderChange) => {
    if (change === 'delete') onDeleted();
  });

  if (query.isPending) return <DetailLoading />;
  if (query.isError)
    return isMissingOrderError(query.error) ? <MissingOrder /> : <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const state = orderState(order);
  const step = stepOf(order);
  const reviewable = new Set(linesToReview(order).map((line) => line.id));
  const shipped = orderActions(order).logistics;

  return (
    <div className="space-y-4">
      <DetailSection title={t('detail.summary')}>
        <p className="mb-4 text-lg" data-testid="order-state">
          <OrderStateText state={state} />
        </p>
        {step >= 0 && order.refundStatus === 0 ? <OrderSteps current={step} /> : null}
      </DetailSection>
      <DetailSection title={t('detail.info')}>
        <Facts
          rows={[
            [
              t('detail.shop'),
              <Link to={to(paths.merchant({ id: order.merId }))} className={LINK}>
                {order.merName}
              </Link>,
            ],
            [t('detail.orderNo'), <span className="font-mono">{order.orderNo}</span>],
            [
              t('detail.masterOrderNo'),
              <Link to={to(orderDetailPath(order.masterOrderNo))} className={`${LINK} font-mono`}>
                {order.masterOrderNo}
              </Link>,
            ],
            ...paymentRows(order),
          ]}
        />
      </DetailSection>
      <ConsigneeSection order={order} />
      <DetailSection title={t('detail.delivery')}>
        {shipped ? <Tracking orderNo={order.orderNo} /> : <p className="text-sm text-base-content/70">{t('detail.notShipped')}</p>}
      </DetailSection>
      <DetailSection title={t('detail.goods')}>
        <OrderLineList
          lines={order.orderInfoList}
          lineAction={(line) => (reviewable.has(line.id) ? <EvaluateLink orderNo={order.orderNo} line={line} /> : null)}
        />
      </DetailSection>
      <AmountsSection order={order} remark={order.userRemark} />
      <div className="flex justify-end gap-3" role="group" aria-label={t('detail.actions')}>
        <OrderActionButtons
          order={order}
          onChange={(change) => confirm.ask(change, order.orderNo)}
          onBuyAgain={onBuyAgain}
          buyAgainBusy={buyAgainBusy}
        />
      </div>
      {confirm.dialog}
    </div>
  );
}

/**
 * The timeline's code is not needed for the order's first paint (most orders are not shipped, and a shipped one
 * waits for the courier's events anyway): it is fetched beside that request (docs/adr/0018).
 */
const TrackingTimeline = deferredPart(async () => (await import('./tracking-timeline')).TrackingTimeline, {
  placeholder: <p className="h-5 text-sm" aria-hidden="true" />,
});

/** The courier's events shown in place (the list opens them in a dialog). */
function Tracking({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orders');
  const query = useQuery(ordersExpressQueryOptions(orderNo));
  useEffect(() => void TrackingTimeline.preload(), []);
  if (query.isPending) {
    return (
      <p role="status" aria-busy="true" className="text-sm">
        {t('logistics.loading')}
      </p>
    );
  }
  if (query.isError) return <DetailError error={query.error} onRetry={() => void query.refetch()} />;
  return <TrackingTimeline logistics={query.data} />;
}
