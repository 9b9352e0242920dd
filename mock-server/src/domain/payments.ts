import { sha256Hex } from './hashes';
import { randomBytes } from './random';
import { type PayMethod, type PaymentResponse, type PayType } from '@contract';
import { type Db } from '../db/db';
import { type RecordOf } from '../db/schema';
import { formatDateTime } from './dates';
import { businessError } from './errors';

type MasterOrder = RecordOf<'masterOrders'>;
type Settings = RecordOf<'settings'>;

export const ORDER_MISSING = 'Order does not exist';
export const PAYMENT_MISSING = 'Payment does not exist or has expired';

/** pay/method: the switches of the settings record. */
export function payMethods(settings: Settings | undefined): PayMethod {
  return {
    paypalStatus: settings?.paypalStatus ?? true,
    stripeStatus: settings?.stripeStatus ?? true,
    wechatPaySwitch: settings?.wechatPaySwitch ?? true,
  };
}

export function isMethodOn(methods: PayMethod, payType: PayType): boolean {
  if (payType === 'paypal') return methods.paypalStatus;
  if (payType === 'stripe') return methods.stripeStatus;
  return methods.wechatPaySwitch;
}

/** The caller's master order; another user's answers like a missing one. */
export function ownMasterOrder(masters: readonly MasterOrder[], uid: number, orderNo: string): MasterOrder {
  const found = masters.find((m) => m.orderNo === orderNo);
  if (!found || found.uid !== uid) throw businessError(ORDER_MISSING);
  return found;
}

/** A master order that can still be paid: not paid, not cancelled. */
export function payableOrder(masters: readonly MasterOrder[], uid: number, orderNo: string): MasterOrder {
  const order = ownMasterOrder(masters, uid, orderNo);
  if (order.paid) throw businessError('This order has already been paid');
  if (order.isCancel) throw businessError('This order has been cancelled');
  return order;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghijklmnopqrstuvwxyz';

/** Random letters and digits, `length` of them from `alphabet`. */
export function randomText(length: number, alphabet = ALPHANUMERIC): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length] ?? '0';
  return out;
}

/** The PayerID the mock approval page hands back for a token: derived, so no approval state needs keeping. */
export function payerIdFor(token: string): string {
  return sha256Hex(`mock-paypal:${token}`).slice(0, 13).toUpperCase();
}

export function isStripeSecret(value: string | null): value is string {
  return value !== null && /^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/.test(value);
}

export interface PaymentStart {
  /** The provider reference kept on the order: PayPal token, Stripe client secret or WeChat code. */
  paymentRef: string;
  redirect: string | null;
  answer: PaymentResponse;
}

/**
 * pay/payment: what the provider would answer. PayPal: an approval page of the mock (absolute, on `base`, coming
 * back to `returnTo`, the web's origin); Stripe: a PaymentIntent client secret, re-used while the order
 * stays on Stripe; WeChat: a native-pay code URL to show as a QR code.
 */
export function startPayment(order: MasterOrder, payType: PayType, returnTo: string | null, base: string): PaymentStart {
  const answer = (redirect: string | null, secret: string | null): PaymentResponse => ({
    status: false,
    payType,
    orderNo: order.orderNo,
    redirect,
    stripeClientSecret: secret,
  });
  if (payType === 'paypal') {
    const token = `EC-${randomText(17, 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}`;
    const query = new URLSearchParams({ token });
    if (returnTo) query.set('return_to', returnTo);
    // Absolute, as PayPal's approval URL is (docs/backend-wire.md, payments).
    const redirect = `${base}/__mock/pay/paypal?${query.toString()}`;
    return { paymentRef: token, redirect, answer: answer(redirect, null) };
  }
  if (payType === 'stripe') {
    const secret =
      order.payType === 'stripe' && isStripeSecret(order.paymentRef) ? order.paymentRef : `pi_${randomText(24)}_secret_${randomText(24)}`;
    return { paymentRef: secret, redirect: null, answer: answer(null, secret) };
  }
  const code = randomText(22);
  const redirect = `weixin://wxpay/bizpayurl?pr=${code}`;
  return { paymentRef: code, redirect, answer: answer(redirect, null) };
}

/** The order a provider reference belongs to, on that provider. */
export function orderByRef(masters: readonly MasterOrder[], payType: PayType, ref: string): MasterOrder | undefined {
  return masters.find((m) => m.payType === payType && m.paymentRef === ref);
}

/**
 * Stripe test cards (the numbers Stripe documents for its test mode): 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 lacks funds, 4000 0000 0000 0069 has expired; any other number succeeds.
 */
export function stripeCardOutcome(cardNumber: string | undefined): { ok: true } | { ok: false; declineCode: string; message: string } {
  const digits = (cardNumber ?? '').replace(/\D/g, '');
  if (digits === '4000000000000002') return { ok: false, declineCode: 'card_declined', message: 'Your card was declined.' };
  if (digits === '4000000000009995') return { ok: false, declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  if (digits === '4000000000000069') return { ok: false, declineCode: 'expired_card', message: 'Your card has expired.' };
  return { ok: true };
}

/** Marks a master order and its merchant orders paid at `now` (what the provider's callback or webhook does). */
export async function markPaid(db: Db, order: MasterOrder, now: number): Promise<MasterOrder> {
  if (order.paid) return order;
  const payTime = formatDateTime(now);
  const saved = await db.update('masterOrders', order.id, (draft) => {
    draft.paid = true;
    draft.payTime = payTime;
  });
  for (const store of db.filter('storeOrders', (s) => s.masterOrderNo === order.orderNo)) {
    await db.update('storeOrders', store.id, (draft) => {
      draft.paid = true;
      draft.payTime = payTime;
      draft.payType = order.payType;
    });
  }
  return saved;
}

/** Keeps the attempt on the order (and its merchant orders' pay type), so the return and the poll can find it. */
export async function recordAttempt(db: Db, order: MasterOrder, payType: PayType, start: PaymentStart): Promise<void> {
  await db.update('masterOrders', order.id, (draft) => {
    draft.payType = payType;
    draft.paymentRef = start.paymentRef;
    draft.redirect = start.redirect;
  });
  for (const store of db.filter('storeOrders', (s) => s.masterOrderNo === order.orderNo)) {
    await db.update('storeOrders', store.id, (draft) => void (draft.payType = payType));
  }
}
