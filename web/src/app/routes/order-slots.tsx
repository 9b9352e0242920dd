import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OrderSlots } from '../../features/orders/components/order-slots';
import { CART_PATH } from '../../features/orders/order-params';
import { useCartSave } from '../../features/cart/api/cart-save';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/app-events';
import { useLocale } from '../../lib/use-locale';
import { queryKey } from '../../lib/query-keys';

/** The payments feature's dialog and its providers load when a shopper presses Pay now. */
const PayOrderDialog = lazy(() =>
  import('../../features/payments/components/pay-order-dialog').then((m) => ({ default: m.PayOrderDialog })),
);

/** Buy again: the lines go back in the cart (cart/save) and the cart opens; used by the orders and the payment result. */
export function useBuyAgain(): {
  buyAgain: (lines: readonly { productId: number; attrValueId: number; payNum: number }[]) => void;
  busy: boolean;
} {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cartSave = useCartSave();
  const buyAgain = (lines: readonly { productId: number; attrValueId: number; payNum: number }[]) => {
    if (cartSave.isPending) return;
    cartSave.mutate(
      lines.map((line) => ({ productId: line.productId, productAttrUnique: line.attrValueId, cartNum: line.payNum })),
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: queryKey('user.cart') });
          toast('success', t('done.buyAgain'));
          void navigate(to(CART_PATH));
        },
        onError: (error) => toast('error', errorMessage(error)),
      },
    );
  };
  return { buyAgain, busy: cartSave.isPending };
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
