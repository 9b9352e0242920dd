import { type SeedData } from '../schema';
import { at, DEMO_UID } from './common';

/**
 * The demo shopper starts with a few favourites and one followed shop, so the favourites page has something to
 * show. Fixed choices and no rng: the rest of the seed stays byte-for-byte what it was. Products 1-5 stay
 * unfavourited and the shops of products 2-5 unfollowed (shop 1 sells every seventh product from product 1
 * only): tests toggle those from a clean start.
 */
export function seedCollections(data: SeedData): void {
  for (const { productId, days } of [
    { productId: 6, days: -30 },
    { productId: 14, days: -21 },
    { productId: 23, days: -12 },
    { productId: 37, days: -4 },
  ]) {
    if (productId > data.products.length) continue;
    data.productCollects.push({ id: data.productCollects.length + 1, uid: DEMO_UID, productId, createTime: at(days) });
  }
  data.merchantFollows.push({ id: 1, uid: DEMO_UID, merId: 1, createTime: at(-15) });
}
