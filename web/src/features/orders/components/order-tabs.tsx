import { useQuery } from '@tanstack/react-query';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { orderCenterDataQueryOptions } from '../api/order-center-data';
import { orderDataQueryOptions } from '../api/order-data';
import { nextOrderTab, ORDER_TABS, type OrderTab } from '../order-params';

interface OrderTabsProps {
  current: OrderTab;
  onSelect: (tab: OrderTab) => void;
  /** The current tab's content. */
  children: ReactNode;
}

/**
 * The five order tabs as an ARIA tab list (arrows, Home and End move and select; only the current tab is in the
 * tab order), each with its count: order/data for the four order tabs, center/data's refundCount for after-sales.
 */
export function OrderTabs({ current, onSelect, children }: OrderTabsProps) {
  const { t } = useTranslation('orders');
  const id = useId();
  const tabRefs = useRef(new Map<OrderTab, HTMLButtonElement>());
  const data = useQuery(orderDataQueryOptions());
  const center = useQuery(orderCenterDataQueryOptions());
  const panelId = `${id}-panel`;

  const counts: Record<OrderTab, number | undefined> = {
    toPay: data.data?.unPaidCount,
    awaitingShipment: data.data?.unShippedCount,
    awaitingReceipt: data.data?.receivedCount,
    awaitingReview: data.data?.completeCount,
    afterSales: center.data?.refundCount,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextOrderTab(current, event.key);
    if (target === null) return;
    event.preventDefault();
    onSelect(target);
    tabRefs.current.get(target)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('tabs.label')} className="mb-4 flex gap-1 border-b border-base-300">
        {ORDER_TABS.map((tab) => {
          const label = t(`tabs.${tab}`);
          const count = counts[tab];
          return (
            <button
              key={tab}
              ref={(node) => {
                if (node) tabRefs.current.set(tab, node);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab}`}
              aria-selected={tab === current}
              aria-controls={panelId}
              tabIndex={tab === current ? 0 : -1}
              className={`-mb-px border-b-2 px-4 py-2 ${tab === current ? 'border-primary font-semibold text-primary' : 'border-transparent text-base-content hover:border-base-300'}`}
              onClick={() => onSelect(tab)}
              onKeyDown={onKeyDown}
            >
              {count === undefined ? label : t('tabs.withCount', { label, count })}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${current}`}>
        {children}
      </div>
    </div>
  );
}
