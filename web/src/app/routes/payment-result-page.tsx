import type { MasterOrderDetail } from '@contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { ordersMasterDetailQueryOptions } from '../../features/orders/api/orders-master-detail';
import { PaymentResult } from '../../features/payments/components/payment-result';
import {
  awaitingWebhook,
  parsePaymentReturn,
  returnedOrderNo,
  STRIPE_RECHECK_MS,
  type OrderCheck,
  type OrderPayState,
  type PaymentReturn,
} from '../../features/payments/lib/payment-flow';
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

const payState = (order: MasterOrderDetail): OrderPayState => ({
  orderNo: order.orderNo,
  payPrice: order.payPrice,
  paid: order.paid,
  cancelled: order.isCancel,
});

/**
 * The backend's master order named by a Stripe or WeChat return: whether it is paid and its amount come from here,
 * never from the return's query (which anyone can write). A Stripe "succeeded" the backend has not recorded yet is
 * asked about again for a moment, while Stripe's webhook reaches it (awaitingWebhook).
 */
function useOrderCheck(result: PaymentReturn): OrderCheck | null {
  const orderNo = returnedOrderNo(result);
  const queryClient = useQueryClient();
  const options = ordersMasterDetailQueryOptions(orderNo ?? '');
  const query = useQuery({
    ...options,
    enabled: orderNo !== null,
    staleTime: 0,
    refetchInterval: (q) =>
      awaitingWebhook(result, q.state.data ? payState(q.state.data) : undefined, q.state.dataUpdateCount) ? STRIPE_RECHECK_MS : false,
  });
  if (orderNo === null) return null;
  if (query.isError) return { state: 'failed', error: query.error };
  if (query.isPending) return { state: 'checking' };
  const order = payState(query.data);
  // Read through dataUpdatedAt, so an answer equal to the last one (structurally shared) still renders the page again.
  const answers = query.dataUpdatedAt > 0 ? (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 1) : 0;
  return awaitingWebhook(result, order, answers) ? { state: 'checking' } : { state: 'known', order };
}

/** /order/payment_result — where PayPal and Stripe send the shopper back (docs/backend-wire.md, payments). */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const result = useMemo(() => parsePaymentReturn(new URLSearchParams(search)), [search]);
  const check = useOrderCheck(result);
  return (
    <section className="layout-width py-6">
      <PaymentResult result={result} check={check} renderBuyAgain={(orderNo) => <BuyAgainButton orderNo={orderNo} />} />
    </section>
  );
}
