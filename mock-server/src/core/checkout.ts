import { checkoutContract } from '@contract';
import { defaultAddress } from '../domain/addresses';
import {
  chooseCoupon,
  computePrice,
  fittingCoupons,
  livePreOrder,
  preOrderShops,
  preOrderView,
  type CheckoutLookup,
} from '../domain/checkout';
import { applyCreate, nextLineId, planCreate } from '../domain/checkout-create';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

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
