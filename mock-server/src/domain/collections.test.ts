import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { listFavourites, listFollowedShops, planBatchAdd, planDeleteFavourites, type CollectLookup } from './collections';

const product = (id: number, over: Partial<RecordOf<'products'>> = {}) =>
  ({ id, isShow: true, storeName: `P${id}`, image: `/img/p${id}.svg`, price: id * 10, ...over }) as RecordOf<'products'>;
const merchant = (id: number) => ({ id, name: `Shop ${id}`, avatar: `/img/m${id}.svg` }) as RecordOf<'merchants'>;
const products = [product(1), product(2, { isShow: false, storeName: 'Gone from sale' }), product(3)];
const lookup: CollectLookup = {
  product: (id) => products.find((p) => p.id === id),
  merchant: (id) => [merchant(1), merchant(2)].find((m) => m.id === id),
};
const collect = (id: number, uid: number, productId: number, createTime: string): RecordOf<'productCollects'> => ({
  id,
  uid,
  productId,
  createTime,
});

describe('favourite lists', () => {
  const records = [
    collect(1, 1, 1, '2026-01-01 10:00:00'),
    collect(2, 1, 3, '2026-01-03 10:00:00'),
    collect(3, 2, 1, '2026-01-05 10:00:00'),
    collect(4, 1, 2, '2026-01-02 10:00:00'),
    collect(5, 1, 99, '2026-01-09 10:00:00'),
    collect(6, 1, 1, '2026-01-03 10:00:00'),
  ];

  it('lists only the caller’s, newest first, ties by the later record', () => {
    expect(listFavourites(records, 1, lookup).map((r) => r.id)).toEqual([6, 2, 4, 1]);
    expect(listFavourites(records, 2, lookup).map((r) => r.id)).toEqual([3]);
    expect(listFavourites(records, 3, lookup)).toEqual([]);
  });

  it('reads name, image and price from the product now; a product off sale still lists, a missing one does not', () => {
    const [first] = listFavourites([collect(7, 1, 2, '2026-01-01 00:00:00')], 1, lookup);
    expect(first).toEqual({
      id: 7,
      productId: 2,
      storeName: 'Gone from sale',
      image: '/img/p2.svg',
      price: '20.00',
      createTime: '2026-01-01 00:00:00',
    });
    expect(listFavourites(records, 1, lookup).some((r) => r.productId === 99)).toBe(false);
  });

  it('lists followed shops with their current name and avatar, newest first', () => {
    const follows: RecordOf<'merchantFollows'>[] = [
      { id: 1, uid: 1, merId: 1, createTime: '2026-01-01 00:00:00' },
      { id: 2, uid: 1, merId: 2, createTime: '2026-01-02 00:00:00' },
      { id: 3, uid: 2, merId: 1, createTime: '2026-01-03 00:00:00' },
      { id: 4, uid: 1, merId: 50, createTime: '2026-01-04 00:00:00' },
    ];
    expect(listFollowedShops(follows, 1, lookup)).toEqual([
      { uid: 1, merId: 2, merName: 'Shop 2', merAvatar: '/img/m2.svg', createTime: '2026-01-02 00:00:00' },
      { uid: 1, merId: 1, merName: 'Shop 1', merAvatar: '/img/m1.svg', createTime: '2026-01-01 00:00:00' },
    ]);
  });
});

describe('favourite changes', () => {
  const records = [
    collect(1, 1, 1, '2026-01-01 00:00:00'),
    collect(2, 1, 3, '2026-01-01 00:00:00'),
    collect(3, 2, 1, '2026-01-01 00:00:00'),
  ];

  it('deletes only the caller’s records and ignores other ids', () => {
    expect(planDeleteFavourites([1, 3, 42], records, 1)).toEqual([1]);
    expect(planDeleteFavourites([3], records, 1)).toEqual([]);
    expect(planDeleteFavourites([3], records, 2)).toEqual([3]);
  });

  it('batch add skips what the caller has and repeats in the request', () => {
    expect(planBatchAdd([3, 2, 2, 1], records, 2, { product: (id) => product(id) })).toEqual([3, 2]);
    expect(planBatchAdd([1, 3], records, 1, lookup)).toEqual([]);
  });

  it('batch add refuses the whole request when a product is missing or off sale', () => {
    expect(() => planBatchAdd([3, 99], records, 2, lookup)).toThrow('Product does not exist: 99');
    expect(() => planBatchAdd([2], records, 2, lookup)).toThrow('Product does not exist: 2');
  });
});
