import { paymentsContract, type mockControlContract, type StripeIntent } from '@contract';
import { businessError } from '../domain/errors';
import { cents, wireMoney } from '../domain/money';
import {
  isMethodOn,
  markPaid,
  orderByRef,
  ownMasterOrder,
  PAYMENT_MISSING,
  payableOrder,
  payerIdFor,
  payMethods,
  recordAttempt,
  startPayment,
  stripeCardOutcome,
} from '../domain/payments';
import { type MockState } from '../state';
import { webOrigin } from './auth';
import { ok, handlers, uidOf, type Handlers } from './kit';
import { cancelMasterOrder } from './orders';

/** Paying an order and the payment providers' returns (contract/src/resources/payments.ts). */
type RecordedDecline = { declineCode: string; message: string };

/** The last failed attempt per Stripe client secret (Stripe keeps it on the PaymentIntent; the mock in memory). */
const declines = new WeakMap<MockState, Map<string, RecordedDecline>>();
function declinesOf(state: MockState): Map<string, RecordedDecline> {
  let map = declines.get(state);
  if (!map) {
    map = new Map();
    declines.set(state, map);
  }
  return map;
}

export function paymentsRouter(state: MockState) {
  const masters = () => state.db.all('masterOrders');
  const methods = () => payMethods(state.db.byId('settings', 1));
  return handlers(paymentsContract, {
    method: async () => ok(methods()),
    payment: async ({ body, session, headers, base }) => {
      const order = payableOrder(masters(), uidOf(session), body.orderNo);
      if (!isMethodOn(methods(), body.payType)) throw businessError('This payment method is not available');
      const start = startPayment(order, body.payType, webOrigin(state, headers.origin, headers.referer), base);
      await recordAttempt(state.db, order, body.payType, start);
      return ok(start.answer);
    },
    paypalSuccess: async ({ body, session }) => {
      const order = orderByRef(masters(), 'paypal', body.token);
      if (!order || order.uid !== uidOf(session) || body.payerID !== payerIdFor(body.token)) throw businessError(PAYMENT_MISSING);
      if (order.isCancel) throw businessError('This order has been cancelled');
      // A repeated return (reload of the result page) answers the same success instead of failing.
      const paid = await markPaid(state.db, order, state.now());
      return ok({ status: true, payPrice: wireMoney(paid.payPrice), orderNo: paid.orderNo });
    },
    // Public, as in the real backend, and like it this cancels the master order and all its shop orders: the
    // stock and a used coupon come back (docs/backend-wire.md, payments).
    paypalCancel: async ({ body }) => {
      const order = orderByRef(masters(), 'paypal', body.token);
      if (!order || order.paid) return ok(false);
      if (!order.isCancel) await cancelMasterOrder(state, order);
      return ok(true);
    },
    wechatResult: async ({ params, session }) => ok(ownMasterOrder(masters(), uidOf(session), params.orderNo).paid),
  });
}

type ControlRouter = Handlers<typeof mockControlContract>;

/** The /__mock control routes that stand in for Stripe (and its webhook) and for a phone scanning a WeChat code. */
export function paymentControls(state: MockState): Pick<ControlRouter, 'stripeIntent' | 'stripeConfirm' | 'wechatScan'> {
  const intentOf = (clientSecret: string) => {
    const order = orderByRef(state.db.all('masterOrders'), 'stripe', clientSecret);
    if (!order) throw businessError(PAYMENT_MISSING);
    return order;
  };
  const view = (clientSecret: string): StripeIntent => {
    const order = intentOf(clientSecret);
    const decline = declinesOf(state).get(clientSecret) ?? null;
    return {
      orderNo: order.orderNo,
      amount: cents(order.payPrice),
      currency: 'usd',
      status: order.paid ? 'succeeded' : order.isCancel ? 'canceled' : 'requires_payment_method',
      declineCode: order.paid ? null : (decline?.declineCode ?? null),
      message: order.paid ? null : (decline?.message ?? null),
    };
  };
  return {
    stripeIntent: async ({ query }) => ok(view(query.clientSecret)),
    stripeConfirm: async ({ body }) => {
      const order = intentOf(body.clientSecret);
      if (order.isCancel) throw businessError('This order has been cancelled');
      if (!order.paid) {
        const outcome =
          body.outcome === 'failed'
            ? ({ ok: false, declineCode: 'card_declined', message: 'Your card was declined.' } as const)
            : body.outcome === 'succeeded'
              ? ({ ok: true } as const)
              : stripeCardOutcome(body.cardNumber);
        if (outcome.ok) {
          declinesOf(state).delete(body.clientSecret);
          await markPaid(state.db, order, state.now());
        } else {
          declinesOf(state).set(body.clientSecret, { declineCode: outcome.declineCode, message: outcome.message });
        }
      }
      return ok(view(body.clientSecret));
    },
    wechatScan: async ({ body }) => {
      const order = state.db.find('masterOrders', (m) => m.orderNo === body.orderNo);
      if (!order || order.payType !== 'wechat' || order.paymentRef === null) throw businessError(PAYMENT_MISSING);
      if (order.isCancel) throw businessError('This order has been cancelled');
      const paid = await markPaid(state.db, order, state.now());
      return ok({ orderNo: paid.orderNo, paid: paid.paid });
    },
  };
}
