import { productsContract } from '@contract';
import { buildTree, productValueOf, pageOf, skusOf, toMiniProduct, toStoreProduct } from '../domain/catalog';
import { notFound } from '../domain/errors';
import { type MockState } from '../state';
import { handlers, ok } from './kit';

export const PRODUCT_NOT_FOUND = 'Product does not exist';

export function productsRouter(state: MockState) {
  const detail = (id: number, uid: number | null) => {
    const product = state.db.byId('products', id);
    if (!product || !product.isShow) throw notFound(PRODUCT_NOT_FOUND);
    const { skus, attrs } = skusOf(state, id);
    const merchant = state.db.byId('merchants', product.merId);
    const guaranteeIds = (product.guaranteeIds ?? '')
      .split(',')
      .map(Number)
      .filter((n) => n > 0);
    const recommended = merchant
      ? state
          .catalogIndex()
          .search({ merId: merchant.id, salesOrder: 'desc' }, 5)
          .filter((p) => p.id !== id)
          .slice(0, 4)
          .map(toMiniProduct)
      : [];
    return {
      productInfo: toStoreProduct(product),
      productAttr: attrs,
      productValue: productValueOf(skus),
      merchantInfo: merchant
        ? {
            name: merchant.name,
            avatar: merchant.avatar,
            isSelf: merchant.isSelf,
            starLevel: merchant.starLevel,
            typeId: merchant.typeId,
            isCollect: uid !== null && state.db.find('merchantFollows', (f) => f.uid === uid && f.merId === merchant.id) !== undefined,
            proList: recommended,
          }
        : null,
      userCollect: uid !== null && state.db.find('productCollects', (c) => c.uid === uid && c.productId === id) !== undefined,
      guaranteeList: guaranteeIds.map((gid) => state.db.byId('guarantees', gid)).filter((g) => g !== undefined),
    };
  };

  return handlers(productsContract, {
    categoryTree: async () => ok(buildTree(state.db.all('categories'))),
    list: async ({ query }) => {
      const { page, limit, keyword, cid, priceOrder, salesOrder, minPrice, maxPrice } = query;
      return ok(pageOf(state, { keyword, cid, priceOrder, salesOrder, minPrice, maxPrice }, page, limit));
    },
    detail: async ({ params, session }) => ok(detail(params.id, session?.uid ?? null)),
    skuDetail: async ({ params, session }) => ok(detail(params.id, session?.uid ?? null)),
    merchantProducts: async ({ query }) => {
      const { page, limit, keyword, cid, priceOrder, salesOrder, minPrice, maxPrice, merId } = query;
      if (!state.db.byId('merchants', merId)) throw notFound('Shop does not exist');
      return ok(pageOf(state, { keyword, merId, shopCid: cid, priceOrder, salesOrder, minPrice, maxPrice }, page, limit));
    },
    merchantCategories: async ({ params }) => {
      if (!state.db.byId('merchants', params.merId)) throw notFound('Shop does not exist');
      return ok(buildTree(state.db.filter('shopCategories', (c) => c.merId === params.merId)));
    },
  });
}
