import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { CART_KEY } from '../../features/cart/api/cart-list';
import { ORDERS_KEY } from '../../features/orders/api/keys';
import { OrderListView } from '../../features/orders/components/order-list-view';
import type { OrderSlots } from '../../features/orders/components/order-slots';
import { OrderTabs } from '../../features/orders/components/order-tabs';
import { CART_PATH, orderListSearch, PAGE_PARAM, parseOrderPage, parseOrderTab, STATUS_PARAM, type OrderTab } from '../../features/orders/order-params';
import { useCartSave } from '../../features/products/api/cart-save';
import { toast } from '../../lib/app-events';
import { useLocale } from '../../lib/use-locale';

/** The payments feature's dialog and its providers load when a shopper presses Pay now. */
const PayOrderDialog = lazy(() => import('../../features/payments/components/pay-order-dialog').then((m) => ({ default: m.PayOrderDialog })));

/**
 * What other features bring to the order views (features never import each other): Pay now is the payments
 * feature's dialog, Buy again puts the lines in the cart (backend-api.md §6) and opens it. Shared with the
 * order detail page.
 */
export function useOrderSlots(): OrderSlots {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cartSave = useCartSave();
  return {
    renderPay: (order, close) => (
      <Suspense fallback={null}>
        <PayOrderDialog
          orderNo={order.orderNo}
          payPrice={order.payPrice}
          onClose={() => {
            close();
            // A payment may have gone through (WeChat pays in place): the order may have left To pay.
            void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
          }}
        />
      </Suspense>
    ),
    onBuyAgain: (lines) => {
      if (cartSave.isPending) return;
      cartSave.mutate(
        lines.map((line) => ({ productId: line.productId, productAttrUnique: line.attrValueId, cartNum: line.payNum })),
        {
          onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: CART_KEY });
            toast('success', t('done.buyAgain'));
            void navigate(to(CART_PATH));
          },
        },
      );
    },
    buyAgainBusy: cartSave.isPending,
  };
}

/**
 * /users/order_list — My orders (spec §2, §4): the five tabs in `?orderStatus=` (0 To pay … 4 After-sales, see
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
