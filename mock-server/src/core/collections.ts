import { collectionsContract, toPageInfo } from '@contract';
import { listFavourites, listFollowedShops, planBatchAdd, planDeleteFavourites, type CollectLookup } from '../domain/collections';
import { formatDateTime } from '../domain/dates';
import { notFound } from '../domain/errors';
import { type MockState } from '../state';
import { ok, handlers, uidOf } from './kit';

/** Favourite products and followed shops (A:UserCollectController). */
export function collectionsRouter(state: MockState) {
  const lookup: CollectLookup = { product: (id) => state.db.byId('products', id), merchant: (id) => state.db.byId('merchants', id) };
  return handlers(collectionsContract, {
    addProduct: async ({ body, session }) => {
      const uid = uidOf(session);
      const product = state.db.byId('products', body.id);
      if (!product || !product.isShow) throw notFound('Product does not exist');
      if (!state.db.find('productCollects', (c) => c.uid === uid && c.productId === body.id)) {
        await state.db.insert('productCollects', { uid, productId: body.id, createTime: formatDateTime(state.now()) });
      }
      return ok(null, 'Collected successfully');
    },
    batchAddProducts: async ({ body, session }) => {
      const uid = uidOf(session);
      const toAdd = planBatchAdd(body.id, state.db.all('productCollects'), uid, lookup);
      const now = formatDateTime(state.now());
      for (const productId of toAdd) await state.db.insert('productCollects', { uid, productId, createTime: now });
      return ok(null, 'Collected successfully');
    },
    cancelProduct: async ({ params, session }) => {
      const uid = uidOf(session);
      const mine = state.db.filter('productCollects', (c) => c.uid === uid && c.productId === params.productId).map((c) => c.id);
      state.db.remove('productCollects', mine);
      return ok(null, 'Cancelled successfully');
    },
    deleteProducts: async ({ body, session }) => {
      const uid = uidOf(session);
      state.db.remove('productCollects', planDeleteFavourites(body.ids, state.db.all('productCollects'), uid));
      return ok(null, 'Deleted successfully');
    },
    productList: async ({ query, session }) => {
      const uid = uidOf(session);
      return ok(toPageInfo(listFavourites(state.db.all('productCollects'), uid, lookup), query.page, query.limit));
    },
    followMerchant: async ({ params, session }) => {
      const uid = uidOf(session);
      if (!state.db.byId('merchants', params.merId)) throw notFound('Shop does not exist');
      if (!state.db.find('merchantFollows', (f) => f.uid === uid && f.merId === params.merId)) {
        await state.db.insert('merchantFollows', { uid, merId: params.merId, createTime: formatDateTime(state.now()) });
      }
      return ok(null, 'Followed successfully');
    },
    unfollowMerchant: async ({ params, session }) => {
      const uid = uidOf(session);
      const mine = state.db.filter('merchantFollows', (f) => f.uid === uid && f.merId === params.merId).map((f) => f.id);
      state.db.remove('merchantFollows', mine);
      return ok(null, 'Unfollowed successfully');
    },
    merchantList: async ({ query, session }) => {
      const uid = uidOf(session);
      return ok(toPageInfo(listFollowedShops(state.db.all('merchantFollows'), uid, lookup), query.page, query.limit));
    },
  });
}
