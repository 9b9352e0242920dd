import { wireMoney } from './money';
import { type MerchantFollowItem, type ProductCollectItem } from '@contract';
import { type RecordOf } from '../db/schema';
import { notFound } from './errors';

type Product = RecordOf<'products'>;
type Merchant = RecordOf<'merchants'>;
type ProductCollect = RecordOf<'productCollects'>;
type MerchantFollow = RecordOf<'merchantFollows'>;

export interface CollectLookup {
  product(id: number): Product | undefined;
  merchant(id: number): Merchant | undefined;
}

/**
 * Newest first. Several records can share a createTime (one batch add, or a fixed mock clock), so the later
 * record (higher id) breaks the tie and the order never changes between two reads.
 */
function newestFirst<T extends { id: number; createTime: string }>(a: T, b: T): number {
  if (a.createTime !== b.createTime) return a.createTime < b.createTime ? 1 : -1;
  return b.id - a.id;
}

/**
 * The caller's favourites with the product's name, image and price as they are now. A product taken off sale
 * (isShow false) still lists, so the shopper can see it went and remove it; a favourite whose product record is
 * gone altogether has nothing to show and is left out, as the backend's join with the product table would.
 */
export function listFavourites(
  records: readonly ProductCollect[],
  uid: number,
  lookup: Pick<CollectLookup, 'product'>,
): ProductCollectItem[] {
  const out: ProductCollectItem[] = [];
  for (const record of records.filter((r) => r.uid === uid).sort(newestFirst)) {
    const product = lookup.product(record.productId);
    if (!product) continue;
    out.push({
      id: record.id,
      productId: product.id,
      storeName: product.storeName,
      image: product.image,
      price: wireMoney(product.price),
      createTime: record.createTime,
    });
  }
  return out;
}

/** The caller's followed shops, newest first; a shop that no longer exists is left out. */
export function listFollowedShops(
  records: readonly MerchantFollow[],
  uid: number,
  lookup: Pick<CollectLookup, 'merchant'>,
): MerchantFollowItem[] {
  const out: MerchantFollowItem[] = [];
  for (const record of records.filter((r) => r.uid === uid).sort(newestFirst)) {
    const merchant = lookup.merchant(record.merId);
    if (!merchant) continue;
    out.push({ uid: record.uid, merId: merchant.id, merName: merchant.name, merAvatar: merchant.avatar, createTime: record.createTime });
  }
  return out;
}

/**
 * The favourite records to delete for `ids`. Ids that are not the caller's (another shopper's record, or none at
 * all) are ignored rather than refused: the real backend deletes `WHERE id IN (...) AND uid = caller`, so a
 * stale page that still shows an already removed record succeeds instead of failing the whole selection.
 */
export function planDeleteFavourites(ids: readonly number[], records: readonly ProductCollect[], uid: number): number[] {
  const wanted = new Set(ids);
  return records.filter((r) => r.uid === uid && wanted.has(r.id)).map((r) => r.id);
}

/**
 * The product ids to add for a batch, in request order: repeats and products the caller already favourites are
 * skipped. Every product must exist and be on sale, else nothing is added (checked before any write).
 */
export function planBatchAdd(
  productIds: readonly number[],
  records: readonly ProductCollect[],
  uid: number,
  lookup: Pick<CollectLookup, 'product'>,
): number[] {
  const have = new Set(records.filter((r) => r.uid === uid).map((r) => r.productId));
  const out: number[] = [];
  for (const id of productIds) {
    const product = lookup.product(id);
    if (!product || !product.isShow) throw notFound(`Product does not exist: ${id}`);
    if (have.has(id)) continue;
    have.add(id);
    out.push(id);
  }
  return out;
}
