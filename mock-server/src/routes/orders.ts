import { ordersContract } from '@contract';
import { type CartLookup } from '../domain/cart';
import { planPreOrder } from '../domain/orders';
import { type MockState } from '../state';
import { ok, s, uidOf } from './kit';

export function ordersRouter(state: MockState) {
  const lookup: CartLookup = { product: (id) => state.db.byId('products', id), sku: (id) => state.db.byId('skus', id) };
  return s.router(ordersContract, {
    preOrder: async ({ body, request }) => {
      const uid = uidOf(request);
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
