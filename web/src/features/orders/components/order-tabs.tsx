import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '../../../components/ui/tab-list';
import { ordersCenterDataQueryOptions } from '../api/orders-center-data';
import { ordersDataQueryOptions } from '../api/orders-data';
import { ORDER_TABS, type OrderTab } from '../order-params';

interface OrderTabsProps {
  current: OrderTab;
  onSelect: (tab: OrderTab) => void;
  /** The current tab's content. */
  children: ReactNode;
}

/**
 * The five order tabs as an ARIA tab list (arrows, Home and End move and select; only the current tab is in the
 * tab order), each with its count: order/data for to pay, shipment and receipt; center/data's commentCount (lines
 * still to review) for awaiting review, since order/data's completeCount counts reviewed orders too
 * (docs/order-tabs.md); and center/data's refundCount for after-sales.
 */
export function OrderTabs({ current, onSelect, children }: OrderTabsProps) {
  const { t } = useTranslation('orders');
  const data = useQuery(ordersDataQueryOptions());
  const center = useQuery(ordersCenterDataQueryOptions());

  const counts: Record<OrderTab, number | undefined> = {
    toPay: data.data?.unPaidCount,
    awaitingShipment: data.data?.unShippedCount,
    awaitingReceipt: data.data?.receivedCount,
    awaitingReview: center.data?.commentCount,
    afterSales: center.data?.refundCount,
  };

  const tabLabel = (tab: OrderTab) => {
    const label = t(`tabs.${tab}`);
    const count = counts[tab];
    return count === undefined ? label : t('tabs.withCount', { label, count });
  };

  return (
    <TabList tabs={ORDER_TABS} current={current} label={t('tabs.label')} tabLabel={tabLabel} onSelect={onSelect}>
      {children}
    </TabList>
  );
}
