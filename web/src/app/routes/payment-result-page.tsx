import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PaymentResult } from '../../features/payments/components/payment-result';
import { parsePaymentReturn } from '../../features/payments/lib/payment-flow';

/** /order/payment_result — where PayPal and Stripe send the shopper back (backend-api.md §7.4). */
export default function PaymentResultPage() {
  const [params] = useSearchParams();
  const search = params.toString();
  const result = useMemo(() => parsePaymentReturn(new URLSearchParams(search)), [search]);
  return (
    <section className="layout-width py-6">
      <PaymentResult result={result} />
    </section>
  );
}
