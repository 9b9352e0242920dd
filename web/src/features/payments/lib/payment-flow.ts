import type { PayMethod, PayType } from '@contract';
import { getConfig } from '../../../lib/config';
import { readMoneyText } from '../../../lib/format/money';
import { paths } from '../../../lib/routing/paths';

/** The methods the backend has switched on, in the order the page offers them. */
export function enabledMethods(methods: PayMethod | undefined): PayType[] {
  if (!methods) return [];
  const out: PayType[] = [];
  if (methods.paypalStatus) out.push('paypal');
  if (methods.stripeStatus) out.push('stripe');
  if (methods.wechatPaySwitch) out.push('wechat');
  return out;
}

export const PAYMENT_RESULT_PATH = paths.paymentResult();
export const STRIPE_PAYMENT_PATH = paths.stripePayment();
export const orderDetailPath = (orderNo: string): string => paths.orderDetail(orderNo);

/** What the pages after the provider need to say which order was paid and how much, without another call. */
export interface PaidOrder {
  orderNo: string;
  /** As the wire writes money: "12.50". */
  payPrice: string;
}

function orderQuery(order: PaidOrder): URLSearchParams {
  return new URLSearchParams({ orderNo: order.orderNo, payPrice: order.payPrice });
}

/** /order/stripe_payment?clientSecret=… (spec route), with the order so the result page can name it. */
export function stripePaymentPath(clientSecret: string, order: PaidOrder): string {
  const query = orderQuery(order);
  query.set('clientSecret', clientSecret);
  return `${STRIPE_PAYMENT_PATH}?${query.toString()}`;
}

/** Where Stripe comes back to (its return_url); Stripe adds payment_intent, its client secret and redirect_status. */
export function stripeReturnPath(order: PaidOrder): string {
  return `${PAYMENT_RESULT_PATH}?${orderQuery(order).toString()}`;
}

/** Where the WeChat QR dialog goes once the payment is in: the result page names the order and checks it once more. */
export function wechatResultPath(order: PaidOrder): string {
  const query = orderQuery(order);
  query.set('method', 'wechat');
  return `${PAYMENT_RESULT_PATH}?${query.toString()}`;
}

/** A URL the API returned: the mock's are root-relative to the API's origin, a real provider's are absolute. */
export function resolveProviderUrl(url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const base = getConfig().apiBase.replace(/\/+$/, '');
  return base ? `${base}${url.startsWith('/') ? '' : '/'}${url}` : url;
}

/**
 * What /order/payment_result was opened with. A return's query says which order to ask about and, for Stripe, what
 * Stripe reported; whether the order is paid and its amount come from the backend (OrderCheck), never from the URL.
 */
export type PaymentReturn =
  | { kind: 'paypal'; token: string; payerId: string }
  /** The shopper cancelled at PayPal; `orderNo` is the master order the return names (local_order_no). */
  | { kind: 'paypal-cancel'; token: string; orderNo: string | null }
  /** `status` is Stripe's redirect_status: what Stripe said, not what the backend has recorded. */
  | { kind: 'stripe'; status: string; orderNo: string | null; clientSecret: string | null }
  /** The WeChat QR dialog saw the payment arrive (wechatResultPath). */
  | { kind: 'wechat'; orderNo: string }
  | { kind: 'missing' };

export function parsePaymentReturn(search: URLSearchParams): PaymentReturn {
  // PayPal comes back with status=1&token=&PayerID= when approved and status=0&local_order_no=PT…&token= when
  // cancelled (docs/backend-wire.md, payments).
  const token = search.get('token');
  if (token && search.get('status') === '0') return { kind: 'paypal-cancel', token, orderNo: search.get('local_order_no') || null };
  const payerId = search.get('PayerID');
  if (token && payerId) return { kind: 'paypal', token, payerId };
  const orderNo = search.get('orderNo') || null;
  if (search.get('method') === 'wechat' && orderNo) return { kind: 'wechat', orderNo };
  const status = search.get('redirect_status');
  if (status) return { kind: 'stripe', status, orderNo, clientSecret: search.get('payment_intent_client_secret') };
  return { kind: 'missing' };
}

/** The master order a Stripe or WeChat return names, which the page asks the backend about (orders.masterDetail). */
export function returnedOrderNo(result: PaymentReturn): string | null {
  return result.kind === 'stripe' || result.kind === 'wechat' ? result.orderNo : null;
}

/** What the backend's master order says: the only source of the page's paid state and amount. */
export interface OrderPayState {
  orderNo: string;
  /** As the wire writes money: "12.50". */
  payPrice: string;
  paid: boolean;
  /** Cancelled (by the shopper or the backend's timer): it can no longer be paid. */
  cancelled: boolean;
}

/** The backend's answer about the returned order, as the result page reads it. */
export type OrderCheck = { state: 'checking' } | { state: 'failed'; error: unknown } | { state: 'known'; order: OrderPayState };

/**
 * The backend learns of a Stripe payment from Stripe's webhook, which can arrive a moment after Stripe's redirect
 * (docs/backend-wire.md, payments): a return saying "succeeded" for an order the backend has not marked paid is asked
 * about again, STRIPE_RECHECKS times STRIPE_RECHECK_MS apart, before the page says the payment was not received.
 */
export const STRIPE_RECHECKS = 3;
export const STRIPE_RECHECK_MS = 1500;

/** Whether the order is to be asked about again; `answers` counts the backend's answers so far. */
export function awaitingWebhook(result: PaymentReturn, order: OrderPayState | undefined, answers: number): boolean {
  if (result.kind !== 'stripe' || result.status !== 'succeeded' || !order) return false;
  return !order.paid && !order.cancelled && answers <= STRIPE_RECHECKS;
}

/** The order being paid while the browser is away at PayPal, so the result page can name it and offer a retry. */
const PENDING_KEY = 'payments.pending';

export function rememberPending(order: PaidOrder): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify(order));
  } catch {
    // Storage can be unavailable; the result page then says less but still works.
  }
}

export function readPending(): PaidOrder | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { orderNo, payPrice } = value as Record<string, unknown>;
    const price = typeof payPrice === 'string' ? readMoneyText(payPrice) : null;
    return typeof orderNo === 'string' && price !== null ? { orderNo, payPrice: price } : null;
  } catch {
    return null;
  }
}
