import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { getConfig } from '../../../lib/config';

/** The part of Stripe.js v3 this page uses (https://docs.stripe.com/js). */
interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment'): StripePaymentElement;
}
interface StripeInstance {
  elements(options: { clientSecret: string; locale?: string }): StripeElements;
  confirmPayment(options: { elements: StripeElements; confirmParams: { return_url: string } }): Promise<{ error?: { message?: string } }>;
}
type StripeFactory = (publishableKey: string) => StripeInstance;

const STRIPE_JS = 'https://js.stripe.com/v3';
let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once (it must come from js.stripe.com, never bundled). */
function loadStripe(): Promise<StripeFactory> {
  const existing = (window as unknown as { Stripe?: StripeFactory }).Stripe;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * paymentMode "real": Stripe Elements with the configured publishable key; confirmPayment sends the browser to
 * `returnUrl` (payment_result) with redirect_status, and the backend learns the outcome from Stripe's webhook.
 */
export function StripeElementsForm({ clientSecret, returnUrl, locale }: { clientSecret: string; returnUrl: string; locale: string }) {
  const { t } = useTranslation('payments');
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ instance: StripeInstance; elements: StripeElements } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const key = getConfig().stripePublishableKey;

  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    let element: StripePaymentElement | null = null;
    loadStripe().then(
      (factory) => {
        if (!live || !mountRef.current) return;
        const instance = factory(key);
        const elements = instance.elements({ clientSecret, locale });
        element = elements.create('payment');
        element.mount(mountRef.current);
        setStripe({ instance, elements });
      },
      () => {
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
      element?.destroy();
    };
  }, [key, clientSecret, locale]);

  if (!key) {
    return (
      <p role="alert" className="py-6">
        {t('stripe.notConfigured')}
      </p>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setSubmitting(true);
    setFailure(null);
    const { error } = await stripe.instance.confirmPayment({ elements: stripe.elements, confirmParams: { return_url: returnUrl } });
    // Only an immediate refusal comes back here (a declined card, a validation error); success leaves the page.
    setFailure(error?.message ?? t('errors.failed'));
    setSubmitting(false);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)}>
      {loadFailed ? (
        <p role="alert" className="mb-3">
          {t('stripe.loadFailed')}
        </p>
      ) : null}
      <div ref={mountRef} className="mb-4 min-h-24" aria-busy={!stripe && !loadFailed} />
      {failure ? (
        <p role="alert" className="mb-3 text-sm text-error">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" disabled={!stripe || submitting} aria-busy={submitting}>
        {submitting ? t('stripe.paying') : t('stripe.payNow')}
      </Button>
    </form>
  );
}
