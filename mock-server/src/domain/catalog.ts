import {
  toPageInfo,
  type PageInfo,
  type Category,
  type IndexProduct,
  type MiniProduct,
  type ProductDetail,
  type Review,
  type ReviewCount,
  type StoreProduct,
} from '@contract';
import { type RecordOf } from '../db/schema';
import { wireMoney, wireMoneyOrNull } from './money';
import { type MockState } from '../state';
import { type CatalogQuery } from './search';

type Product = RecordOf<'products'>;
type ReviewRecord = RecordOf<'reviews'>;

export function toIndexProduct(p: Product): IndexProduct {
  return {
    id: p.id,
    image: p.image,
    storeName: p.storeName,
    price: wireMoney(p.price),
    otPrice: wireMoney(p.otPrice),
    sales: p.sales,
    ficti: p.ficti,
    unitName: p.unitName,
    stock: p.stock,
  };
}

/** A PageInfo of list items for a catalog query (only the page's products are mapped). */
export function pageOf(state: MockState, query: CatalogQuery, page: number, limit: number): PageInfo<IndexProduct> {
  const { all, items } = state.catalogIndex().page(query, page, limit);
  const info = toPageInfo(all, page, limit);
  return { ...info, list: items.map(toIndexProduct) };
}

export function toMiniProduct(p: Product): MiniProduct {
  return { id: p.id, storeName: p.storeName, image: p.image, price: wireMoney(p.price), sales: p.sales, ficti: p.ficti };
}

export function toStoreProduct(p: Product): StoreProduct {
  const { createTime: _createTime, ...rest } = p;
  return {
    ...rest,
    price: wireMoney(p.price),
    otPrice: wireMoney(p.otPrice),
    vipPrice: wireMoneyOrNull(p.vipPrice),
    postage: wireMoney(p.postage),
  };
}

/** Builds a tree (childList absent on leaves) from flat records; hidden nodes (and their subtrees) are left out. */
export function buildTree(
  records: readonly { id: number; pid: number; name: string; icon: string | null; level: number; sort: number; isShow: boolean }[],
): Category[] {
  const visible = records.filter((r) => r.isShow);
  const ids = new Set(visible.map((r) => r.id));
  const children = new Map<number, typeof visible>();
  for (const r of visible) {
    const list = children.get(r.pid) ?? [];
    list.push(r);
    children.set(r.pid, list);
  }
  const build = (list: typeof visible): Category[] =>
    [...list]
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((r) => {
        const node: Category = { id: r.id, pid: r.pid, name: r.name, icon: r.icon, level: r.level, sort: r.sort, isShow: r.isShow };
        const kids = children.get(r.id);
        return kids && kids.length > 0 ? { ...node, childList: build(kids) } : node;
      });
  return build(visible.filter((r) => r.pid === 0 || (!ids.has(r.pid) && !records.some((x) => x.id === r.pid))));
}

/** Reviews per product, indexed once per reviews version. */
const reviewIndexes = new WeakMap<MockState, { version: number; map: Map<number, ReviewRecord[]> }>();

export function reviewsOf(state: MockState, productId: number): ReviewRecord[] {
  let index = reviewIndexes.get(state);
  const version = state.db.version('reviews');
  if (!index || index.version !== version) {
    const map = new Map<number, ReviewRecord[]>();
    for (const r of state.db.all('reviews')) {
      const list = map.get(r.productId) ?? [];
      list.push(r);
      map.set(r.productId, list);
    }
    for (const list of map.values())
      list.sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    index = { version, map };
    reviewIndexes.set(state, index);
  }
  return index.map.get(productId) ?? [];
}

/** Review tabs: 0 all, 1 good (5 stars), 2 medium (2-4), 3 bad (1 star). */
export function filterReviews(reviews: readonly ReviewRecord[], type: number): ReviewRecord[] {
  switch (type) {
    case 1:
      return reviews.filter((r) => r.star === 5);
    case 2:
      return reviews.filter((r) => r.star > 1 && r.star < 5);
    case 3:
      return reviews.filter((r) => r.star === 1);
    default:
      return [...reviews];
  }
}

export function reviewCounts(reviews: readonly ReviewRecord[]): ReviewCount {
  const sumCount = reviews.length;
  const goodCount = filterReviews(reviews, 1).length;
  const inCount = filterReviews(reviews, 2).length;
  const poorCount = filterReviews(reviews, 3).length;
  const stars = reviews.reduce((sum, r) => sum + r.star, 0);
  return {
    sumCount,
    goodCount,
    inCount,
    poorCount,
    replyChance: sumCount === 0 ? '100' : ((goodCount / sumCount) * 100).toFixed(0),
    replyStar: sumCount === 0 ? 5 : Math.round((stars / sumCount) * 10) / 10,
  };
}

export function toReview(r: ReviewRecord): Review {
  // serviceStar is the mock's own extension field: the product review list keeps the real shape.
  const { productId: _productId, serviceStar: _serviceStar, ...rest } = r;
  // The real backend splits the stored text on commas, so a review without photos reads [""]
  // (docs/backend-wire.md, reviews).
  return { ...rest, pics: r.pics.length > 0 ? rest.pics : [''] };
}

/** SKUs and attrs per product, indexed once per version (500k SKUs at MOCK_PRODUCTS=100000). */
const skuIndexes = new WeakMap<
  MockState,
  { version: string; skus: Map<number, RecordOf<'skus'>[]>; attrs: Map<number, RecordOf<'productAttrs'>[]> }
>();

export function skusOf(state: MockState, productId: number): { skus: RecordOf<'skus'>[]; attrs: RecordOf<'productAttrs'>[] } {
  const version = `${state.db.version('skus')}:${state.db.version('productAttrs')}`;
  let index = skuIndexes.get(state);
  if (!index || index.version !== version) {
    const skus = new Map<number, RecordOf<'skus'>[]>();
    for (const sku of state.db.all('skus')) {
      const list = skus.get(sku.productId) ?? [];
      list.push(sku);
      skus.set(sku.productId, list);
    }
    const attrs = new Map<number, RecordOf<'productAttrs'>[]>();
    for (const attr of state.db.all('productAttrs')) {
      const list = attrs.get(attr.productId) ?? [];
      list.push(attr);
      attrs.set(attr.productId, list);
    }
    index = { version, skus, attrs };
    skuIndexes.set(state, index);
  }
  return { skus: index.skus.get(productId) ?? [], attrs: index.attrs.get(productId) ?? [] };
}

/** productValue keyed by the SKU's values in productAttr order joined with "," (the seed stores them so). */
export function productValueOf(skus: readonly RecordOf<'skus'>[]): ProductDetail['productValue'] {
  const out: ProductDetail['productValue'] = {};
  for (const sku of skus) {
    out[sku.sku] = {
      ...sku,
      price: wireMoney(sku.price),
      otPrice: wireMoney(sku.otPrice),
      vipPrice: wireMoneyOrNull(sku.vipPrice),
      weight: wireMoney(sku.weight),
      volume: wireMoney(sku.volume),
    };
  }
  return out;
}
