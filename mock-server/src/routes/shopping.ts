import { cartContract, couponsContract, toPageInfo } from '@contract';
import { cartCount, cartGroups, planCartSave, planDelete, planQuantity, planReset, type CartLookup } from '../domain/cart';
import { listCoupons, listUserCoupons, planReceive, toStoreCoupon } from '../domain/coupons';
import { formatDateTime } from '../domain/dates';
import { type MockState } from '../state';
import { ok, s, uidOf } from './kit';

export function cartRouter(state: MockState) {
  const lookup: CartLookup = { product: (id) => state.db.byId('products', id), sku: (id) => state.db.byId('skus', id) };
  const linesOf = (uid: number) => state.db.filter('cartItems', (l) => l.uid === uid);
  return s.router(cartContract, {
    list: async ({ query, request }) => {
      const uid = uidOf(request);
      return ok(cartGroups(linesOf(uid), lookup, (merId) => state.db.byId('merchants', merId)?.name, query.isValid));
    },
    num: async ({ body, request }) => {
      const line = planQuantity(linesOf(uidOf(request)), body.id, body.number, lookup);
      const now = formatDateTime(state.now());
      await state.db.update('cartItems', line.id, (draft) => {
        draft.cartNum = body.number;
        draft.updateTime = now;
      });
      return ok(null);
    },
    delete: async ({ body, request }) => {
      state.db.remove('cartItems', planDelete(linesOf(uidOf(request)), body.ids));
      return ok(null);
    },
    resetcart: async ({ body, request }) => {
      const plan = planReset(linesOf(uidOf(request)), body, lookup);
      const now = formatDateTime(state.now());
      await state.db.update('cartItems', plan.keep.id, (draft) => {
        draft.skuId = plan.keep.skuId;
        draft.cartNum = plan.keep.cartNum;
        draft.updateTime = now;
      });
      if (plan.remove !== null) state.db.remove('cartItems', [plan.remove]);
      return ok(true as const);
    },
    count: async ({ query, request }) => {
      const uid = uidOf(request);
      return ok({ count: cartCount(state.db.filter('cartItems', (l) => l.uid === uid), lookup, query.numType, query.type) });
    },
    save: async ({ body, request }) => {
      const uid = uidOf(request);
      const plan = planCartSave(body, state.db.filter('cartItems', (l) => l.uid === uid), lookup);
      const now = formatDateTime(state.now());
      for (const change of plan) {
        if (change.lineId !== null) {
          await state.db.update('cartItems', change.lineId, (line) => {
            line.cartNum = change.cartNum;
            line.updateTime = now;
          });
        } else {
          await state.db.insert('cartItems', { uid, productId: change.productId, skuId: change.skuId, cartNum: change.cartNum, createTime: now, updateTime: now });
        }
      }
      return ok(null, 'Added to cart');
    },
  });
}

export function couponsRouter(state: MockState) {
  return s.router(couponsContract, {
    list: async ({ query, request }) => {
      const uid = request.mockAuth?.uid ?? null;
      const held = new Set(uid === null ? [] : state.db.filter('userCoupons', (u) => u.uid === uid && u.status === 0).map((u) => u.couponId));
      const found = listCoupons(state.db.all('coupons'), { useType: query.useType, merId: query.merId, productId: query.productId }, state.now());
      const info = toPageInfo(found, query.page, query.limit);
      return ok({ ...info, list: info.list.map((c) => toStoreCoupon(c, held.has(c.id))) });
    },
    receive: async ({ body, request }) => {
      const uid = uidOf(request);
      const coupon = state.db.byId('coupons', body.couponId);
      const record = planReceive(coupon, uid, state.db.filter('userCoupons', (u) => u.uid === uid), state.now());
      if (coupon?.isLimited) {
        await state.db.update('coupons', coupon.id, (c) => {
          c.lastTotal -= 1;
        });
      }
      await state.db.insert('userCoupons', record);
      return ok(null, 'Received successfully');
    },
    userList: async ({ query, request }) => {
      const uid = uidOf(request);
      const mine = listUserCoupons(state.db.filter('userCoupons', (u) => u.uid === uid), query.type, state.now());
      return ok(toPageInfo(mine, query.page, query.limit));
    },
  });
}
