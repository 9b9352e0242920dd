import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { OrderListView } from '../../features/orders/components/order-list-view';
import { OrderTabs } from '../../features/orders/components/order-tabs';
import {
  orderListSearch,
  PAGE_PARAM,
  parseOrderPage,
  parseOrderTab,
  STATUS_PARAM,
  type OrderTab,
} from '../../features/orders/order-params';
import { useOrderSlots } from './order-slots';

/**
 * /users/order_list — My orders (docs/storefront.md, Screens and States): the five tabs in `?orderStatus=` (0 To pay … 4 After-sales, see
 * features/orders/order-params.ts) and `?page=`.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseOrderTab(params.get(STATUS_PARAM));
  const page = parseOrderPage(params.get(PAGE_PARAM));
  const slots = useOrderSlots();

  // Switching tabs replaces the entry, as the favourites tabs do: Back leaves the page instead of replaying clicks.
  const selectTab = (next: OrderTab) => {
    if (next !== tab) setParams(orderListSearch(params, next, 1), { replace: true });
  };
  const hrefFor = (n: number) => ({ search: `?${orderListSearch(params, tab, n).toString()}` });
  const replacePage = useCallback(
    (n: number) => setParams((current) => orderListSearch(current, parseOrderTab(current.get(STATUS_PARAM)), n), { replace: true }),
    [setParams],
  );

  return (
    <AccountFrame title={t('routes.orderList')}>
      <OrderTabs current={tab} onSelect={selectTab}>
        <OrderListView tab={tab} page={page} hrefFor={hrefFor} replacePage={replacePage} {...slots} />
      </OrderTabs>
    </AccountFrame>
  );
}
