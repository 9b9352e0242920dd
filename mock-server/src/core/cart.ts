import { cartContract } from '@contract';
import { cartCount, cartGroups, planCartSave, planDelete, planQuantity, planReset, type CartLookup } from '../domain/cart';
import { formatDateTime } from '../domain/dates';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

export function cartRouter(state: MockState) {
  const lookup: CartLookup = { product: (id) => state.db.byId('products', id), sku: (id) => state.db.byId('skus', id) };
  const linesOf = (uid: number) => state.db.filter('cartItems', (l) => l.uid === uid);
  return handlers(cartContract, {
    list: async ({ query, session }) => {
      const uid = uidOf(session);
      return ok(cartGroups(linesOf(uid), lookup, (merId) => state.db.byId('merchants', merId)?.name, query.isValid));
    },
    num: async ({ body, session }) => {
      const line = planQuantity(linesOf(uidOf(session)), body.id, body.number, lookup);
      const now = formatDateTime(state.now());
      await state.db.update('cartItems', line.id, (draft) => {
        draft.cartNum = body.number;
        draft.updateTime = now;
      });
      return ok(null);
    },
    delete: async ({ body, session }) => {
      state.db.remove('cartItems', planDelete(linesOf(uidOf(session)), body.ids));
      return ok(null);
    },
    resetcart: async ({ body, session }) => {
      const plan = planReset(linesOf(uidOf(session)), body, lookup);
      const now = formatDateTime(state.now());
      await state.db.update('cartItems', plan.keep.id, (draft) => {
        draft.skuId = plan.keep.skuId;
        draft.cartNum = plan.keep.cartNum;
        draft.updateTime = now;
      });
      if (plan.remove !== null) state.db.remove('cartItems', [plan.remove]);
      return ok(true as const);
    },
    count: async ({ query, session }) => {
      const uid = uidOf(session);
      return ok({
        count: cartCount(
          state.db.filter('cartItems', (l) => l.uid === uid),
          lookup,
          query.numType,
          query.type,
        ),
      });
    },
    save: async ({ body, session }) => {
      const uid = uidOf(session);
      const plan = planCartSave(
        body,
        state.db.filter('cartItems', (l) => l.uid === uid),
        lookup,
      );
      const now = formatDateTime(state.now());
      for (const change of plan) {
        if (change.lineId !== null) {
          await state.db.update('cartItems', change.lineId, (line) => {
            line.cartNum = change.cartNum;
            line.updateTime = now;
          });
        } else {
          await state.db.insert('cartItems', {
            uid,
            productId: change.productId,
            skuId: change.skuId,
            cartNum: change.cartNum,
            createTime: now,
            updateTime: now,
          });
        }
      }
      return ok(null, 'Added to cart');
    },
  });
}
