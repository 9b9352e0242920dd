import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ordersMasterDetailQueryOptions } from '../../features/orders/api/orders-master-detail';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { parsePaymentReturn, type OrderCheck, type PaymentReturn } from '../../features/payments/lib/payment-flow';
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

/** How often a card payment's order is read while it is unpaid, and for how long at the most. */
const STRIPE_CHECK_MS = 2000;
const STRIPE_WAIT_MS = 20_000;

/**
 * The order a card payment's return names, as the backend has it: read again while it is unpaid, until a read made
 * STRIPE_WAIT_MS after the page opened (docs/backend-wire.md, payments: the backend learns the outcome from Stripe's
 * webhook, which may come a little after the shopper).
 */
function useStripeOrderCheck(result: PaymentReturn): OrderCheck | undefined {
  const orderNo = result.kind === 'stripe' ? (result.order.orderNo ?? '') : '';
  const [openedAt] = useState(() => Date.now());
  const readLate = (updatedAt: number) => updatedAt >= openedAt + STRIPE_WAIT_MS;
  const order = useQuery({
    ...ordersMasterDetailQueryOptions(orderNo),
    enabled: orderNo !== '',
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.paid || query.state.status === 'error' || readLate(query.state.dataUpdatedAt) ? false : STRIPE_CHECK_MS,
  });
  if (!orderNo) return undefined;
  if (order.isError) return { state: 'failed', error: order.error };
  if (!order.data) return { state: 'checking' };
  const { paid, payPrice } = order.data;
  return { state: 'read', order: { orderNo, payPrice, paid }, settled: paid || readLate(order.dataUpdatedAt) };
}

/** /order/payment_result — where PayPal and Stripe send the shopper back (docs/backend-wire.md, payments). */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const result = useMemo(() => parsePaymentReturn(new URLSearchParams(search)), [search]);
  const stripeOrder = useStripeOrderCheck(result);
  return (
    <section className="layout-width py-6">
      <PaymentResult result={result} stripeOrder={stripeOrder} renderBuyAgain={(orderNo) => <BuyAgainButton orderNo={orderNo} />} />
    </section>
  );
}
