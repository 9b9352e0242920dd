import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../components/ui/button';
import { PaymentProblem } from '../../features/payments/components/payment-outcome';
import { StripeElementsForm } from '../../features/payments/components/stripe-elements-form';
import { StripeMockForm } from '../../features/payments/components/stripe-mock-form';
import { stripeReturnPath } from '../../features/payments/lib/payment-flow';
import { getConfig } from '../../lib/config';
import { readMoneyText } from '../../lib/format/money';
import { useLocale } from '../../lib/routing/use-locale';
import { paths } from '../../lib/routing/paths';

/** /order/stripe_payment?clientSecret= — card payment: the mock's test form, or Stripe Elements in real mode. */
export default function StripePaymentPage() {
  const { t } = useTranslation('payments');
  const { to, locale } = useLocale();
  const [params] = useSearchParams();
  const clientSecret = params.get('clientSecret') ?? '';
  const orderNo = params.get('orderNo') ?? '';
  const payPrice = readMoneyText(params.get('payPrice'));

  if (!clientSecret) {
    return (
      <section className="layout-width py-6">
        <PaymentProblem
          title={t('result.unknownTitle')}
          text={t('result.missingData')}
          actions={
            <Link to={to(paths.orderList())} className={buttonClass('outline')}>
              {t('result.myOrders')}
            </Link>
          }
        />
      </section>
    );
  }

  const returnPath = orderNo && payPrice !== null ? to(stripeReturnPath({ orderNo, payPrice })) : to(paths.paymentResult());
  return (
    <section className="layout-width py-6" aria-labelledby="stripe-title">
      <div className="mx-auto max-w-lg">
        <h1 id="stripe-title" className="mb-4 text-2xl font-semibold">
          {t('stripe.title')}
        </h1>
        {getConfig().paymentMode === 'mock' ? (
          <StripeMockForm clientSecret={clientSecret} />
        ) : (
          <StripeElementsForm clientSecret={clientSecret} returnUrl={`${window.location.origin}${returnPath}`} locale={locale} />
        )}
      </div>
    </section>
  );
}
