import { ordersContract, toPageInfo, type mockControlContract } from '@contract';
import { type RecordOf } from '../db/schema';
import { type CartLookup } from '../domain/cart';
import { releaseCoupon, restoreStock } from '../domain/checkout';
import { MINUTE } from '../domain/dates';
import { notFound } from '../domain/errors';
import {
  awaitingPayment,
  centerCounts,
  checkDelete,
  checkTake,
  expiredUnpaid,
  findOwnMaster,
  findOwnOrder,
  isShipped,
  listOrders,
  orderCounts,
  orderMissing,
  planCancel,
  planShip,
  toAwaitPayOrder,
  toLogistics,
  toMasterDetail,
  toMerchantDetail,
  toMerchantOrder,
  type MerchantName,
  type ShipInput,
} from '../domain/order-status';
import { planPreOrder } from '../domain/orders';
import { type MockState } from '../state';
import { ok, handlers, uidOf, type Handlers } from './kit';

const merchantNames =
  (state: MockState): MerchantName =>
  (merId) =>
    state.db.byId('merchants', merId)?.name ?? '';

const masterOf = (state: MockState, order: RecordOf<'storeOrders'>) =>
  state.db.find('masterOrders', (m) => m.orderNo === order.masterOrderNo);

/**
 * Cancels an unpaid master order and its merchant orders: the stock goes back to the SKUs and their products,
 * and a coupon it used is returned (checkout's counterparts of what order/create took). Shared by order/cancel
 * and the mock control's auto-cancel.
 */
export async function cancelMasterOrder(state: MockState, master: RecordOf<'masterOrders'>): Promise<void> {
  const plan = planCancel(master, state.db.all('storeOrders'));
  await state.db.update('masterOrders', master.id, (draft) => {
    draft.isCancel = true;
  });
  for (const id of plan.storeOrderIds) {
    await state.db.update('storeOrders', id, (draft) => {
      draft.status = 9;
    });
  }
  await restoreStock(state.db, plan.lines);
  await releaseCoupon(state.db, plan.couponId, state.now());
}

/** Mock control: the shop ships one of its orders (order status 0 -> 1: paid, awaiting shipment, to shipped). */
export async function shipStoreOrder(state: MockState, orderNo: string, input: ShipInput): Promise<RecordOf<'storeOrders'>> {
  const order = state.db.find('storeOrders', (o) => o.orderNo === orderNo);
  if (!order) throw notFound(`Order ${orderNo} does not exist`);
  const change = planShip(order, input, state.now());
  return state.db.update('storeOrders', order.id, (draft) => {
    Object.assign(draft, change);
  });
}

/** Mock control: the real backend's timed job, cancelling unpaid orders older than the limit. */
export async function cancelExpiredOrders(state: MockState, olderThanMinutes: number): Promise<string[]> {
  const expired = expiredUnpaid(state.db.all('masterOrders'), state.now(), olderThanMinutes * MINUTE);
  for (const master of expired) await cancelMasterOrder(state, master);
  return expired.map((m) => m.orderNo);
}

type ControlRouter = Handlers<typeof mockControlContract>;

/** The /__mock control routes for orders: the shop ships, and the timed job cancels unpaid orders. */
export function orderControls(state: MockState): Pick<ControlRouter, 'shipOrder' | 'deliverOrder' | 'cancelUnpaidOrders'> {
  const merName = merchantNames(state);
  return {
    shipOrder: async ({ params, body }) => ok(toMerchantOrder(await shipStoreOrder(state, params.orderNo, body ?? {}), merName), 'Shipped'),
    // The QA console's "deliver": what the shopper's order/take does, for any shopper's shipped order.
    deliverOrder: async ({ params }) => {
      const order = state.db.find('storeOrders', (o) => o.orderNo === params.orderNo);
      if (!order) throw notFound('Order does not exist');
      checkTake(order);
      const next = await state.db.update('storeOrders', order.id, (draft) => {
        draft.status = 3;
      });
      return ok(toMerchantOrder(next, merName), 'Delivered');
    },
    cancelUnpaidOrders: async ({ body }) => ok({ cancelled: await cancelExpiredOrders(state, body.olderThanMinutes) }),
  };
}

export function ordersRouter(state: MockState) {
  const lookup: CartLookup = { product: (id) => state.db.byId('products', id), sku: (id) => state.db.byId('skus', id) };
  const merName = merchantNames(state);

  /** A visitor (tourist) is known by the identity returned at guest sign-in; no token is needed. */
  const visitorUid = (identity: string): number => {
    const user = state.db.find('users', (u) => u.userType === 'tourist' && u.identity === identity);
    if (!user) throw orderMissing();
    return user.id;
  };

  return handlers(ordersContract, {
    awaitPayList: async ({ query, session }) => {
      const uid = uidOf(session);
      const page = toPageInfo(awaitingPayment(state.db.all('masterOrders'), uid), query.page, query.limit);
      const orders = state.db.all('storeOrders');
      return ok({ ...page, list: page.list.map((m) => toAwaitPayOrder(m, orders, merName)) });
    },
    list: async ({ query, session }) => {
      const uid = uidOf(session);
      const page = toPageInfo(listOrders(state.db.all('storeOrders'), uid, query.type), query.page, query.limit);
      return ok({ ...page, list: page.list.map((o) => toMerchantOrder(o, merName)) });
    },
    data: async ({ session }) => ok(orderCounts(state.db.all('masterOrders'), state.db.all('storeOrders'), uidOf(session))),
    centerData: async ({ session }) => ok(centerCounts(state.db.all('masterOrders'), state.db.all('storeOrders'), uidOf(session))),
    masterDetail: async ({ params, session }) => {
      const master = findOwnMaster(state.db.all('masterOrders'), uidOf(session), params.orderNo);
      return ok(toMasterDetail(master, state.db.all('storeOrders'), merName));
    },
    detail: async ({ params, session }) => {
      const order = findOwnOrder(state.db.all('storeOrders'), uidOf(session), params.orderNo);
      // The real backend fills expressInfo only for the visitor lookup; members call order/express.
      return ok(toMerchantDetail(order, masterOf(state, order), merName, null));
    },
    cancel: async ({ params, session }) => {
      await cancelMasterOrder(state, findOwnMaster(state.db.all('masterOrders'), uidOf(session), params.orderNo));
      return ok(null);
    },
    delete: async ({ params, session }) => {
      const order = findOwnOrder(state.db.all('storeOrders'), uidOf(session), params.orderNo);
      checkDelete(order);
      await state.db.update('storeOrders', order.id, (draft) => {
        draft.isUserDel = true;
      });
      return ok(null);
    },
    take: async ({ params, session }) => {
      const order = findOwnOrder(state.db.all('storeOrders'), uidOf(session), params.orderNo);
      checkTake(order);
      await state.db.update('storeOrders', order.id, (draft) => {
        draft.status = 3;
      });
      return ok(null);
    },
    express: async ({ params, session }) => {
      // data null before shipping (docs/backend-wire.md, orders).
      const order = findOwnOrder(state.db.all('storeOrders'), uidOf(session), params.orderNo);
      return ok(isShipped(order) ? toLogistics(order, state.now()) : null);
    },
    visitorMasterDetail: async ({ query }) => {
      const master = findOwnMaster(state.db.all('masterOrders'), visitorUid(query.identity), query.orderNo);
      return ok(toMasterDetail(master, state.db.all('storeOrders'), merName));
    },
    visitorDetail: async ({ query }) => {
      const order = findOwnOrder(state.db.all('storeOrders'), visitorUid(query.identity), query.orderNo);
      const express = isShipped(order) ? toLogistics(order, state.now()) : null;
      return ok(toMerchantDetail(order, masterOf(state, order), merName, express));
    },
    preOrder: async ({ body, session }) => {
      const uid = uidOf(session);
      const record = planPreOrder(body, {
        uid,
        cart: state.db.filter('cartItems', (l) => l.uid === uid),
        lookup,
        now: state.now(),
        nextId: state.db.nextId('preOrders'),
      });
      const saved = await state.db.insert('preOrders', record);
      return ok({ preOrderNo: saved.preOrderNo });
    },
  });
}
