import { isValidationKey, type CheckoutFormValues, type PayType, type PreOrderVo, type UserAddress } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-errors';
import { pageLoaded } from '../../../lib/react/deferred-part';
import { checkoutComputedPriceQueryOptions } from '../api/checkout-computed-price';
import { checkoutOrderCouponsQueryOptions } from '../api/checkout-order-coupons';
import { initialAddressId } from '../lib/checkout-rules';
import type { checkoutFormResolver } from '../lib/checkout-form-resolver';
import { AddressPicker } from './address-picker';
import { CouponSelect } from './coupon-select';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { RemarkField } from './remark-field';
import { BTN_LG } from '../../../components/ui/classes';

/** What the route's payment slot gets: a controlled choice wired into this form's validation. */
export interface PaymentFieldProps {
  value: PayType | undefined;
  onChange: (value: PayType) => void;
  error: string | undefined;
  inputRef: (element: HTMLInputElement | null) => void;
  /** Drops a chosen method that the backend has switched off meanwhile. */
  onMethods: (methods: PayType[]) => void;
}

type CheckoutResolver = typeof checkoutFormResolver;
let resolverModule: Promise<CheckoutResolver> | null = null;
/** The validation's code (zod and the contract's schemas), fetched once; a failed fetch is tried again next time. */
function loadCheckoutResolver(): Promise<CheckoutResolver> {
  resolverModule ??= import('../lib/checkout-form-resolver').then(
    (module) => module.checkoutFormResolver,
    (error: unknown) => {
      resolverModule = null;
      throw error;
    },
  );
  return resolverModule;
}
/**
 * Validates through the schema once its code is here. The form's default mode validates on submit (which waits for
 * the code first, below) and re-validates after it, so by then the code has arrived. A validation asked for while
 * the code cannot be fetched (offline, an address just added) says so where a refused order is said.
 */
const lazyResolver: CheckoutResolver = async (...args) => {
  let resolve: CheckoutResolver;
  try {
    resolve = await loadCheckoutResolver();
  } catch {
    return { values: {}, errors: { root: { type: 'network', message: networkMessage() } } };
  }
  return resolve(...args);
};
/** The app's own words for a fetch that could not reach the network (lib/api/api-client.ts, errorMessage). */
const networkMessage = (): string => errorMessage(new ApiError('network', 0, '', 0));

export interface CheckoutFormProps {
  preOrderNo: string;
  preOrder: PreOrderVo;
  /** The shopper's addresses (the address feature's list, fetched by the route). */
  addresses: { list: readonly UserAddress[] | undefined; loading: boolean; error: unknown; retry: () => void };
  /** An address just added through the address form: chosen at once. */
  addedAddressId: number | null;
  onAddAddress: () => void;
  renderPayment: (field: PaymentFieldProps) => ReactNode;
  /** Creates the order and starts paying; rejects with what went wrong. */
  onSubmit: (body: CheckoutFormValues, payFee: string) => Promise<void>;
  busy: boolean;
}

/**
 * The order confirmation (docs/storefront.md, Screens /order/order_confirm): address, lines by shop, coupon, remark, payment method and
 * totals recomputed by the backend; validated with the contract's create body.
 */
export function CheckoutForm({
  preOrderNo,
  preOrder,
  addresses,
  addedAddressId,
  onAddAddress,
  renderPayment,
  onSubmit,
  busy,
}: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const { t: tv } = useTranslation('validation');
  const form = useForm({
    resolver: lazyResolver,
    // payType starts unchosen (docs/product-rules.md "select payment method"); addressId may wait for the address list.
    defaultValues: { preOrderNo, addressId: initialAddressId(preOrder.addressId, undefined), couponId: 0, payChannel: 'pc', mark: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [addressId, couponId] = useWatch({ control: form.control, name: ['addressId', 'couponId'] });
  const coupons = useQuery(checkoutOrderCouponsQueryOptions(preOrderNo));
  const price = useQuery(checkoutComputedPriceQueryOptions(preOrderNo, addressId, couponId ?? 0));

  const { setValue, getValues, resetField } = form;
  useEffect(() => {
    // After the form has painted: the validation's code, off the page's first load (checkout-form-resolver.ts).
    let live = true;
    void pageLoaded().then(() => {
      if (live) loadCheckoutResolver().catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    // No default address in the pre-order (or it was deleted): take the list's default once it arrives.
    if (getValues('addressId') === undefined || !addresses.list?.some((a) => a.id === getValues('addressId'))) {
      const initial = initialAddressId(preOrder.addressId, addresses.list);
      if (initial !== undefined) setValue('addressId', initial);
    }
  }, [addresses.list, preOrder.addressId, getValues, setValue]);
  useEffect(() => {
    if (addedAddressId !== null) setValue('addressId', addedAddressId, { shouldValidate: true });
  }, [addedAddressId, setValue]);

  const message = (text: string | undefined): string | undefined => (text ? (isValidationKey(text) ? tv(text) : text) : undefined);
  const totals = price.data ?? {
    proTotalFee: preOrder.proTotalFee,
    freightFee: preOrder.freightFee,
    couponFee: preOrder.couponFee,
    payFee: preOrder.payFee,
  };

  const validateAndSubmit = form.handleSubmit(async (body) => {
    form.clearErrors('root');
    try {
      await onSubmit(body, totals.payFee);
    } catch (error) {
      form.setError('root', { message: errorMessage(error) });
    }
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await loadCheckoutResolver();
    } catch {
      // The validation's code could not be fetched (offline): said where a refused order is said.
      form.setError('root', { message: networkMessage() });
      return;
    }
    await validateAndSubmit(event);
  };
  const pending = busy || isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6" aria-labelledby="order-confirm-title">
      <section className="rounded-box border border-base-200 p-4">
        <Controller
          control={form.control}
          name="addressId"
          render={({ field }) => (
            <AddressPicker
              addresses={addresses.list}
              loading={addresses.loading}
              loadError={addresses.error ? errorMessage(addresses.error) : null}
              onRetry={addresses.retry}
              value={field.value}
              onChange={field.onChange}
              onAdd={onAddAddress}
              error={message(errors.addressId?.message)}
              inputRef={field.ref}
            />
          )}
        />
      </section>

      <section aria-labelledby="checkout-lines-title">
        <h2 id="checkout-lines-title" className="mb-2 text-base font-semibold">
          {t('lines.title', { count: preOrder.orderProNum })}
        </h2>
        <OrderLines shops={preOrder.orderList} />
      </section>

      <section className="grid grid-cols-2 gap-6">
        <Controller
          control={form.control}
          name="couponId"
          render={({ field }) => (
            <CouponSelect
              coupons={coupons.data}
              loading={coupons.isPending}
              value={field.value ?? 0}
              onChange={field.onChange}
              error={coupons.error ? errorMessage(coupons.error) : price.error && couponId ? errorMessage(price.error) : undefined}
            />
          )}
        />
        <Controller
          control={form.control}
          name="mark"
          render={({ field }) => <RemarkField {...field} value={field.value ?? ''} error={message(errors.mark?.message)} />}
        />
      </section>

      <section className="rounded-box border border-base-200 p-4">
        <Controller
          control={form.control}
          name="payType"
          render={({ field }) => (
            <>
              {renderPayment({
                value: field.value,
                onChange: field.onChange,
                error: message(errors.payType?.message),
                inputRef: field.ref,
                onMethods: (methods) => {
                  const current = getValues('payType');
                  if (current && !methods.includes(current)) resetField('payType');
                },
              })}
            </>
          )}
        />
      </section>

      <OrderTotals price={totals} updating={price.isFetching} count={preOrder.orderProNum} />

      {errors.root?.message ? (
        <p role="alert" className="text-right text-error">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" className={`min-w-48 ${BTN_LG}`} disabled={pending} aria-busy={pending}>
          {pending ? t('submit.busy') : t('submit.label')}
        </Button>
      </div>
    </form>
  );
}
