import { cartContract, collectionsContract, couponsContract, toPageInfo } from '@contract';
import { cartCount, planCartSave, type CartLookup } from '../domain/cart';
import { listCoupons, planReceive, toStoreCoupon } from '../domain/coupons';
import { formatDateTime } from '../domain/dates';
import { notFound } from '../domain/errors';
import { type MockState } from '../state';
import { ok, s, uidOf } from './kit';

export function cartRouter(state: MockState) {
  const lookup: CartLookup = { product: (id) => state.db.byId('products', id), sku: (id) => state.db.byId('skus', id) };
  return s.router(cartContract, {
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
  });
}

export function collectionsRouter(state: MockState) {
  return s.router(collectionsContract, {
    addProduct: async ({ body, request }) => {
      const uid = uidOf(request);
      const product = state.db.byId('products', body.id);
      if (!product || !product.isShow) throw notFound('Product does not exist');
      if (!state.db.find('productCollects', (c) => c.uid === uid && c.productId === body.id)) {
        await state.db.insert('productCollects', { uid, productId: body.id, createTime: formatDateTime(state.now()) });
      }
      return ok(null, 'Collected successfully');
    },
    cancelProduct: async ({ params, request }) => {
      const uid = uidOf(request);
      const mine = state.db.filter('productCollects', (c) => c.uid === uid && c.productId === params.productId).map((c) => c.id);
      state.db.remove('productCollects', mine);
      return ok(null, 'Cancelled successfully');
    },
    followMerchant: async ({ params, request }) => {
      const uid = uidOf(request);
      if (!state.db.byId('merchants', params.merId)) throw notFound('Shop does not exist');
      if (!state.db.find('merchantFollows', (f) => f.uid === uid && f.merId === params.merId)) {
        await state.db.insert('merchantFollows', { uid, merId: params.merId, createTime: formatDateTime(state.now()) });
      }
      return ok(null, 'Followed successfully');
    },
    unfollowMerchant: async ({ params, request }) => {
      const uid = uidOf(request);
      const mine = state.db.filter('merchantFollows', (f) => f.uid === uid && f.merId === params.merId).map((f) => f.id);
      state.db.remove('merchantFollows', mine);
      return ok(null, 'Unfollowed successfully');
    },
  });
}
