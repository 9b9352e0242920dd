import { checkoutContract, paymentsContract, type mockControlContract, type StripeIntent } from '@contract';
import { defaultAddress } from '../domain/addresses';
import {
  applyCreate,
  chooseCoupon,
  computePrice,
  fittingCoupons,
  livePreOrder,
  nextLineId,
  planCreate,
  preOrderShops,
  preOrderView,
  type CheckoutLookup,
} from '../domain/checkout';
import { type MockState } from '../state';
import { ok, handlers, uidOf, type Handlers } from './kit';
import { webOrigin } from './auth';
import { businessError } from '../domain/errors';
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
import { cents, wireMoney } from '../domain/money';
import { cancelMasterOrder } from './orders';

/** Runs one task at a time: a create reads stock and coupons, then writes over several awaits. */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function checkoutRouter(state: MockState) {
  const lookup: CheckoutLookup = {
    product: (id) => state.db.byId('products', id),
    sku: (id) => state.db.byId('skus', id),
    merchantName: (merId) => state.db.byId('merchants', merId)?.name,
  };
  const couponOf = (id: number) => state.db.byId('coupons', id);
  const couponsOf = (uid: number) => state.db.filter('userCoupons', (c) => c.uid === uid);
  const preOrderOf = (uid: number, preOrderNo: string) => {
    const preOrder = livePreOrder(state.db.all('preOrders'), uid, preOrderNo, state.now());
    return { preOrder, shops: preOrderShops(preOrder, lookup) };
  };
  const queue = serialQueue();

  return handlers(checkoutContract, {
    loadPreOrder: async ({ params, session }) => {
      const uid = uidOf(session);
      const { preOrder, shops } = preOrderOf(uid, params.preOrderNo);
      const address = defaultAddress(state.db.filter('addresses', (a) => a.uid === uid)) ?? undefined;
      return ok(preOrderView(preOrder, shops, address));
    },
    orderCoupons: async ({ params, session }) => {
      const uid = uidOf(session);
      const { shops } = preOrderOf(uid, params.preOrderNo);
      return ok(fittingCoupons(couponsOf(uid), couponOf, shops, state.now()));
    },
    computedPrice: async ({ body, session }) => {
      const uid = uidOf(session);
      const { shops } = preOrderOf(uid, body.preOrderNo);
      // Freight does not depend on the address in this edition, so addressId is accepted and not needed.
      return ok(computePrice(shops, chooseCoupon(body.couponId, couponsOf(uid), couponOf, shops, state.now())));
    },
    create: async ({ body, session }) =>
      queue(async () => {
        const uid = uidOf(session);
        const now = state.now();
        const { preOrder, shops } = preOrderOf(uid, body.preOrderNo);
        const plan = planCreate(body, {
          uid,
          now,
          preOrder,
          shops,
          address: state.db.byId('addresses', body.addressId),
          coupon: chooseCoupon(body.couponId, couponsOf(uid), couponOf, shops, now),
          nextMasterId: state.db.nextId('masterOrders'),
          nextStoreId: state.db.nextId('storeOrders'),
          nextLineId: nextLineId(state.db.all('storeOrders')),
          lookup,
        });
        const master = await applyCreate(state.db, plan, preOrder.id, now);
        return ok({ orderNo: master.orderNo });
      }),
  });
}

// Payments: the contract keeps them with checkout (contract/src/resources/checkout.ts).

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
