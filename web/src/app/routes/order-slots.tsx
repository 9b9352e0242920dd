import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderSlots } from '../../features/orders/components/order-slots';
import { CART_PATH } from '../../features/orders/order-params';
import { errorMessage } from '../../lib/api/api-client';
import { toast } from '../../lib/app-events';
import { useLocale } from '../../lib/routing/use-locale';
import { queryKey } from '../../lib/api/query-keys';

/** The payments feature's dialog and its providers load when a shopper presses Pay now. */
const PayOrderDialog = lazy(() =>
  import('../../features/payments/components/pay-order-dialog').then((m) => ({ default: m.PayOrderDialog })),
);

/**
 * Buy again: the lines go back in the cart (cart/save) and the cart opens; used by the orders and the payment result.
 * Its code (buy-again.ts, with the query client's mutation code) is fetched when pressed, off the orders' first load.
 */
export function useBuyAgain(): {
  buyAgain: (lines: readonly { productId: number; attrValueId: number; payNum: number }[]) => void;
  busy: boolean;
} {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // As a mutation hook's own callbacks: a shopper who has left the page is not taken to the cart afterwards.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const buyAgain = (lines: readonly { productId: number; attrValueId: number; payNum: number }[]) => {
    if (busy) return;
    setBusy(true);
    const items = lines.map((line) => ({ productId: line.productId, productAttrUnique: line.attrValueId, cartNum: line.payNum }));
    void import('./buy-again')
      .then(({ saveToCart }) => saveToCart(queryClient, items))
      .then(
        async () => {
          await queryClient.invalidateQueries({ queryKey: queryKey('user.cart') });
          if (!mounted.current) return;
          toast('success', t('done.buyAgain'));
          void navigate(to(CART_PATH));
        },
        (error: unknown) => {
          if (mounted.current) toast('error', errorMessage(error));
        },
      )
      .finally(() => setBusy(false));
  };
  return { buyAgain, busy };
}

/**
 * What other features bring to the order views (features never import each other): Pay now is the payments
 * feature's dialog, Buy again puts the lines in the cart (docs/backend-wire.md, "Orders in steps") and opens it. Shared by the
 * order list and order detail pages (its own module: the detail page does not load the list's code).
 */
export function useOrderSlots(): OrderSlots {
  const queryClient = useQueryClient();
  const { buyAgain, busy } = useBuyAgain();
  return {
    renderPay: (order, close) => (
      <Suspense fallback={null}>
        <PayOrderDialog
          orderNo={order.orderNo}
          payPrice={order.payPrice}
          onClose={() => {
            close();
            // A payment may have gone through (WeChat pays in place): the order may have left To pay.
            void queryClient.invalidateQueries({ queryKey: queryKey('user.orders') });
          }}
        />
      </Suspense>
    ),
    onBuyAgain: buyAgain,
    buyAgainBusy: busy,
  };
}
