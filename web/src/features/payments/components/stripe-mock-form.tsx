import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { useLocale } from '../../../lib/routing/use-locale';
import { mockStripeConfirm, mockStripeIntent } from '../api/mock-provider';
import { cardErrors, declineReason, type CardErrors, type CardFields } from '../lib/card-fields';
import { stripeReturnPath } from '../lib/payment-flow';
import { cents, centsToText } from '../../../lib/format/money';
import { queryKey } from '../../../lib/api/query-keys';
import { BADGE, BADGE_WARNING, INPUT, INPUT_ERROR } from '../../../components/ui/classes';

function returnWith(path: string, clientSecret: string, status: string): string {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const query = new URLSearchParams({ payment_intent: intentId, payment_intent_client_secret: clientSecret, redirect_status: status });
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}

/**
 * paymentMode "mock": a clearly-labelled test card form. The mock plays Stripe and its webhook (confirm marks the
 * order paid, a decline test card fails). A paid card goes where Stripe would: payment_result with redirect_status;
 * a declined one stays on the form with the decline shown, as Stripe's own card form does, to try another card.
 */
export function StripeMockForm({ clientSecret }: { clientSecret: string }) {
  const { t } = useTranslation('payments');
  const format = usePriceFormat();
  const navigate = useNavigate();
  const { to } = useLocale();
  const intent = useQuery({
    queryKey: queryKey('payments.mockStripe', clientSecret),
    queryFn: () => mockStripeIntent(clientSecret),
    retry: false,
    staleTime: 0,
  });
  const [fields, setFields] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { number: useId(), expiry: useId(), cvc: useId(), notice: useId() };

  if (intent.isPending) {
    return (
      <p role="status" className="py-6">
        {t('stripe.loading')}
      </p>
    );
  }
  if (intent.error) {
    return (
      <div role="alert" className="py-6">
        <p>{t('result.missingData')}</p>
        <p className="text-sm text-base-content/70">{errorMessage(intent.error)}</p>
      </div>
    );
  }
  // Stripe keeps the amount in cents.
  const order = { orderNo: intent.data.orderNo, payPrice: centsToText(cents(intent.data.amount)) };
  const back = to(stripeReturnPath(order));
  if (intent.data.status === 'succeeded') {
    return (
      <div role="status" className="py-6">
        <p>{t('stripe.alreadyPaid')}</p>
        <Button variant="primary" className="mt-4" onClick={() => navigate(returnWith(back, clientSecret, 'succeeded'))}>
          {t('stripe.showResult')}
        </Button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = cardErrors(fields);
    setErrors(found);
    const first = (['number', 'expiry', 'cvc'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await mockStripeConfirm({ clientSecret, cardNumber: fields.number });
      if (result.status === 'succeeded') {
        navigate(returnWith(back, clientSecret, 'succeeded'));
        return;
      }
      // The refusal's own reason where the provider names one (insufficient funds, an expired card, ...).
      const reason = declineReason(result.declineCode);
      setFailure(reason ? t(`stripe.declines.${reason}`) : t('result.failedText'));
      setSubmitting(false);
      document.getElementById(ids.number)?.focus();
    } catch (error) {
      setFailure(errorMessage(error));
      setSubmitting(false);
    }
  };

  const field = (
    key: keyof CardFields,
    label: string,
    props: { autoComplete: string; inputMode: 'numeric'; placeholder: string; maxLength: number },
  ) => {
    const error = errors[key];
    const errorId = `${ids[key]}-error`;
    return (
      <div className="mb-3">
        <label htmlFor={ids[key]} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={ids[key]}
          type="text"
          className={`${INPUT} w-full ${error ? INPUT_ERROR : ''}`}
          value={fields[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setFields((current) => ({ ...current, [key]: event.target.value }));
            // A new card (or a corrected field) is a new attempt: the last refusal and this field's error go.
            setFailure(null);
            setErrors((current) => ({ ...current, [key]: undefined }));
          }}
          {...props}
        />
        {error ? (
          <p id={errorId} role="alert" className="mt-1 text-sm text-error">
            {t(`stripe.errors.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={ids.notice}>
      <div id={ids.notice} className="mb-4 rounded-box border border-warning bg-warning/10 p-3 text-sm">
        <p className="font-semibold">
          <span className={`mr-2 ${BADGE} ${BADGE_WARNING}`}>{t('stripe.testBanner')}</span>
          {t('stripe.testNote')}
        </p>
        <p className="mt-1">{t('stripe.testCards')}</p>
      </div>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-base-content/70">{t('result.orderNo')}</dt>
        <dd className="font-mono">{order.orderNo}</dd>
        <dt className="text-base-content/70">{t('dialog.amount')}</dt>
        <dd className="font-semibold text-error">{format(order.payPrice)}</dd>
      </dl>
      {field('number', t('stripe.cardNumber'), {
        autoComplete: 'cc-number',
        inputMode: 'numeric',
        placeholder: '4242 4242 4242 4242',
        maxLength: 23,
      })}
      <div className="grid grid-cols-2 gap-4">
        {field('expiry', t('stripe.expiry'), { autoComplete: 'cc-exp', inputMode: 'numeric', placeholder: 'MM/YY', maxLength: 7 })}
        {field('cvc', t('stripe.cvc'), { autoComplete: 'cc-csc', inputMode: 'numeric', placeholder: '123', maxLength: 4 })}
      </div>
      {failure ? (
        <p role="alert" className="mb-3 text-sm text-error">
          {t('errors.failed')}: {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" disabled={submitting} aria-busy={submitting}>
        {submitting ? t('stripe.paying') : t('stripe.pay', { amount: format(order.payPrice) })}
      </Button>
    </form>
  );
}
