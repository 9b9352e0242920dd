import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { CART_KEY } from '../../features/cart/api/cart-list';
import { masterDetailQueryOptions } from '../../features/orders/api/master-detail';
import { CART_PATH } from '../../features/orders/order-params';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { parsePaymentReturn } from '../../features/payments/lib/payment-flow';
import { useCartSave } from '../../features/products/api/cart-save';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/app-events';
import { useLocale } from '../../lib/use-locale';

/**
 * After a cancel at PayPal the order is cancelled: "Buy again" reads its lines and puts them back in the cart
 * (the same way as the orders' Buy again, docs/backend-wire.md, payments).
 */
function BuyAgainButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orders');
  const { to } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useQuery(masterDetailQueryOptions(orderNo));
  const cartSave = useCartSave();
  const lines = (order.data?.orderList ?? []).flatMap((shop) => shop.orderInfoList);
  if (lines.length === 0) return null;
  const buyAgain = () =>
    cartSave.mutate(
      lines.map((line) => ({ productId: line.productId, productAttrUnique: line.attrValueId, cartNum: line.payNum })),
      {
        onSuccess: async () => {
          await queryClient.invalidateQueries({ queryKey: CART_KEY });
          toast('success', t('done.buyAgain'));
          void navigate(to(CART_PATH));
        },
        onError: (error) => toast('error', errorMessage(error)),
      },
    );
  return (
    <Button variant="primary" onClick={buyAgain} disabled={cartSave.isPending} aria-busy={cartSave.isPending}>
      {t('actions.buyAgain')}
    </Button>
  );
}

/** /order/payment_result — where PayPal and Stripe send the shopper back (docs/backend-wire.md, payments). */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const result = useMemo(() => parsePaymentReturn(new URLSearchParams(search)), [search]);
  return (
    <section className="layout-width py-6">
      <PaymentResult result={result} renderBuyAgain={(orderNo) => <BuyAgainButton orderNo={orderNo} />} />
    </section>
  );
}
