import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ordersMasterDetailQueryOptions } from '../../features/orders/api/orders-master-detail';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { parsePaymentReturn } from '../../features/payments/lib/payment-flow';
import { useBuyAgain } from './order-slots';

/**
 * After a cancel at PayPal the order is cancelled: "Buy again" reads its lines and puts them back in the cart
 * (the same way as the orders' Buy again, docs/backend-wire.md, payments).
 */
function BuyAgainButton({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('orders');
  const order = useQuery(ordersMasterDetailQueryOptions(orderNo));
  const { buyAgain, busy } = useBuyAgain();
  const lines = (order.data?.orderList ?? []).flatMap((shop) => shop.orderInfoList);
  if (lines.length === 0) return null;
  return (
    <Button variant="primary" onClick={() => buyAgain(lines)} disabled={busy} aria-busy={busy}>
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
