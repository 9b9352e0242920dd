import type { CheckoutFormValues } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addressesListAllQueryOptions } from '../../features/addresses/api/addresses-list-all';
import type { CountryOption } from '../../features/addresses/lib/country-options';
import { useCheckoutCreate } from '../../features/checkout/api/checkout-create';
import { checkoutLoadPreOrderQueryOptions } from '../../features/checkout/api/checkout-load-pre-order';
import { checkoutOrderCouponsQueryOptions } from '../../features/checkout/api/checkout-order-coupons';
import { paymentsMethodQueryOptions } from '../../features/payments/api/payments-method';
import type { PaymentFieldProps } from '../../features/checkout/components/checkout-form';
import { PreOrderGone } from '../../features/checkout/components/pre-order-gone';
import { isPreOrderGone } from '../../features/checkout/lib/checkout-rules';
import { PayMethodField } from '../../features/payments/components/pay-method-field';
import { UnusablePaymentAnswer, useStartPayment } from '../../features/payments/hooks/use-start-payment';
import { orderDetailPath, type PaidOrder } from '../../features/payments/lib/payment-flow';
import { errorMessage } from '../../lib/api/api-client';
import { isApiError } from '../../lib/api/api-errors';
import { toast } from '../../lib/app-events';
import { deferredPart, pageLoaded } from '../../lib/react/deferred-part';
import { lazyOnArrival } from '../../lib/react/lazy-on-arrival';
import { useLocale } from '../../lib/routing/use-locale';
import { fetching, type PageFirstView } from '../first-view/run';
import { checkoutCalls } from '../first-view/checkout';
import { ErrorBlock, SkeletonList } from '../../components/ui/query-state';

/** The address form, zod and the contract's schemas are their own chunk, fetched when the dialog first opens. */
const AddressFormDialog = lazy(() => import('../../features/addresses/components/address-form-dialog'));
/**
 * The form brings react-hook-form, zod and the contract's checkout schema (docs/adr/0012): fetched as soon as this
 * page's code arrives, beside the pre-order and the addresses, while the page shows its skeleton.
 */
const CheckoutForm = lazyOnArrival(async () => ({
  default: (await import('../../features/checkout/components/checkout-form')).CheckoutForm,
}));
/**
 * What follows a submit (the WeChat QR code, paying again after a failure): off the first load, and fetched once the
 * document has loaded (the page preloads them below) instead of as soon as this page's code arrives.
 */
const WechatPayDialog = deferredPart(async () => (await import('../../features/payments/components/wechat-pay-dialog')).WechatPayDialog);
const PayOrderDialog = deferredPart(async () => (await import('../../features/payments/components/pay-order-dialog')).PayOrderDialog);
const loadCountries = (): Promise<readonly CountryOption[]> => import('../../components/country/countries').then((m) => m.COUNTRIES);

const renderPayment = (field: PaymentFieldProps) => (
  <PayMethodField
    name="payType"
    value={field.value}
    onChange={field.onChange}
    error={field.error}
    inputRef={field.inputRef}
    onMethods={field.onMethods}
  />
);

/**
 * The first page opened: the pre-order, the addresses, the order's coupons and the payment methods are asked for as
 * soon as this code is here (app/first-view/), and take the answers the page's early script already has
 * (docs/adr/0017). The shopper's own data: plain fetches, which a mount asks again for when they failed
 * (docs/adr/0016).
 */
export const firstView: PageFirstView = {
  calls: checkoutCalls,
  queries: {
    'checkout.loadPreOrder': ({ params }) => fetching(() => checkoutLoadPreOrderQueryOptions(params.preOrderNo), false),
    'addresses.listAll': () => fetching(addressesListAllQueryOptions, false),
    'checkout.orderCoupons': ({ params }) => fetching(() => checkoutOrderCouponsQueryOptions(params.preOrderNo), false),
    'payments.method': () => fetching(paymentsMethodQueryOptions, false),
  },
};

/**
 * /order/order_confirm?preOrderNo= — checkout's confirmation, composed here: the checkout form, the address
 * feature's list and form dialog, and the payment feature's method choice and follow-up (PayPal, Stripe, WeChat).
 */
export default function OrderConfirmPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = useLocale();
  const preOrderNo = params.get('preOrderNo') ?? '';
  const preOrder = useQuery({ ...checkoutLoadPreOrderQueryOptions(preOrderNo), enabled: preOrderNo !== '' });
  const addresses = useQuery(addressesListAllQueryOptions());
  const create = useCheckoutCreate();
  const payment = useStartPayment();
  const [adding, setAdding] = useState(false);
  const [addedId, setAddedId] = useState<number | null>(null);
  const knownIds = useRef<Set<number> | null>(null);
  const [payLater, setPayLater] = useState<PaidOrder | null>(null);

  useEffect(() => {
    void pageLoaded().then(() => {
      void WechatPayDialog.preload();
      void PayOrderDialog.preload();
    });
  }, []);

  useEffect(() => {
    // The address form does not hand back what it saved: the new id is the one the refreshed list did not have.
    if (!knownIds.current || !addresses.data) return;
    const added = addresses.data.find((a) => !knownIds.current?.has(a.id));
    if (added) {
      knownIds.current = null;
      setAddedId(added.id);
    }
  }, [addresses.data]);

  const openAddressForm = () => {
    knownIds.current = new Set((addresses.data ?? []).map((a) => a.id));
    setAdding(true);
  };

  const submit = useCallback(
    async (body: CheckoutFormValues, payFee: string) => {
      let orderNo: string;
      try {
        ({ orderNo } = await create.mutateAsync(body));
      } catch (error) {
        // Expired meanwhile (5 minutes): reloading the pre-order turns the page into the "expired" notice.
        if (isPreOrderGone(error)) void preOrder.refetch();
        throw error;
      }
      const order = { orderNo, payPrice: payFee };
      try {
        await payment.start(order, body.payType);
      } catch (error) {
        if (isApiError(error) && error.isLoginRequired) return;
        // The order exists now: the shopper pays it from the dialog (another method, or later from the order).
        toast('error', error instanceof UnusablePaymentAnswer ? t('created') : errorMessage(error));
        setPayLater(order);
      }
    },
    [create, payment, preOrder, t],
  );

  const leaveToOrder = (orderNo: string) => navigate(to(orderDetailPath(orderNo)));

  // Until the pre-order, the addresses and the form's code are all in. The address list opens the form: the form
  // shows once it is in too, so it never grows under the shopper's eyes and pushes the lines, coupon and payment
  // sections down (no layout shift).
  const skeleton = <SkeletonList label={t('loading')} count={2} className="space-y-3" itemClassName="h-40 w-full" />;
  // The form is the page's largest render. React renders React Query's answers as blocking updates, so the answer
  // that completes the data would mount the whole form in one task: on a phone-speed CPU a long task of 150-250 ms.
  // Deferred, the skeleton stays for one more pass and the form mounts in a background pass that yields (ADR 0016,
  // amendment). A revisit whose data is cached is ready on mount and renders at once.
  const formShown = useDeferredValue(!preOrder.isPending && !addresses.isPending);
  let body;
  if (!preOrderNo || (preOrder.error && isPreOrderGone(preOrder.error))) {
    body = <PreOrderGone />;
  } else if (preOrder.isPending || addresses.isPending || !formShown) {
    body = skeleton;
  } else if (preOrder.error) {
    body = (
      <ErrorBlock
        error={preOrder.error}
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void preOrder.refetch()}
        layout="page"
        className="rounded-box border border-base-200"
      />
    );
  } else {
    body = (
      <CheckoutForm
        placeholder={skeleton}
        preOrderNo={preOrderNo}
        preOrder={preOrder.data}
        addresses={{ list: addresses.data, loading: addresses.isPending, error: addresses.error, retry: () => void addresses.refetch() }}
        addedAddressId={addedId}
        onAddAddress={openAddressForm}
        renderPayment={renderPayment}
        onSubmit={submit}
        busy={create.isPending || payment.busy}
      />
    );
  }

  return (
    <section className="layout-width py-6">
      <h1 id="order-confirm-title" className="mb-4 text-2xl font-semibold">
        {t('title')}
      </h1>
      {body}
      {adding ? (
        <Suspense fallback={null}>
          <AddressFormDialog address={null} loadCountries={loadCountries} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {payment.wechat ? (
        <WechatPayDialog
          order={payment.wechat.order}
          codeUrl={payment.wechat.codeUrl}
          onClose={() => leaveToOrder(payment.wechat?.order.orderNo ?? '')}
        />
      ) : null}
      {payLater ? (
        <PayOrderDialog orderNo={payLater.orderNo} payPrice={payLater.payPrice} onClose={() => leaveToOrder(payLater.orderNo)} />
      ) : null}
    </section>
  );
}
