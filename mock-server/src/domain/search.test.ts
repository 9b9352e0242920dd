import { describe, expect, it } from 'vitest';
import { CatalogIndex, type SearchableProduct } from './search';

const categories = [
  { id: 1, pid: 0 },
  { id: 2, pid: 1 },
  { id: 3, pid: 2 },
  { id: 4, pid: 2 },
  { id: 5, pid: 0 },
  { id: 6, pid: 5 },
];

const p = (id: number, over: Partial<SearchableProduct> = {}): SearchableProduct => ({
  id,
  storeName: `Item ${id}`,
  keyword: '',
  categoryId: 3,
  merId: 1,
  cateId: '10',
  price: id * 10,
  sales: 0,
  ficti: 0,
  isShow: true,
  ...over,
});

const products = [
  p(1, { storeName: 'Red Running Shoes', price: 50, sales: 10, ficti: 0 }),
  p(2, { storeName: 'Blue Mug', keyword: 'kitchen,shoes-rack', categoryId: 4, price: 20, sales: 1, ficti: 100 }),
  p(3, { storeName: 'Green Tent', categoryId: 6, price: 20, sales: 50, merId: 2, cateId: '20,21' }),
  p(4, { storeName: 'Hidden shoes', isShow: false }),
  p(5, { storeName: 'Cheap Shoes', price: 5, sales: 5, ficti: 4 }),
];
const ids = (list: SearchableProduct[]) => list.map((x) => x.id);

describe('CatalogIndex', () => {
  const index = new CatalogIndex(products, categories);

  it('defaults to newest first and hides products off shelf', () => {
    expect(ids(index.search({}))).toEqual([5, 3, 2, 1]);
  });

  it('matches keyword in the name or the keyword field, case-insensitively', () => {
    expect(ids(index.search({ keyword: 'SHOES' }))).toEqual([5, 2, 1]);
    expect(ids(index.search({ keyword: '  kitchen ' }))).toEqual([2]);
    expect(ids(index.search({ keyword: 'nothing' }))).toEqual([]);
  });

  it('a leaf cid matches exactly; a parent cid includes every leaf below it', () => {
    expect(ids(index.search({ cid: 4 }))).toEqual([2]);
    expect(ids(index.search({ cid: 2 }))).toEqual([5, 2, 1]);
    expect(ids(index.search({ cid: 1 }))).toEqual([5, 2, 1]);
    expect(ids(index.search({ cid: 5 }))).toEqual([3]);
    expect(ids(index.search({ cid: 999 }))).toEqual([]);
  });

  it('sorts by price (ties by id) and by sales + ficti; salesOrder wins', () => {
    expect(ids(index.search({ priceOrder: 'asc' }))).toEqual([5, 2, 3, 1]);
    expect(ids(index.search({ priceOrder: 'desc' }))).toEqual([1, 3, 2, 5]);
    expect(ids(index.search({ salesOrder: 'desc' }))).toEqual([2, 3, 1, 5]);
    expect(ids(index.search({ salesOrder: 'asc', priceOrder: 'desc' }))).toEqual([5, 1, 3, 2]);
  });

  it('filters price inclusively and combines filters', () => {
    expect(ids(index.search({ minPrice: 20, maxPrice: 50 }))).toEqual([3, 2, 1]);
    expect(ids(index.search({ minPrice: 20, maxPrice: 20, priceOrder: 'asc' }))).toEqual([2, 3]);
    expect(ids(index.search({ keyword: 'shoes', maxPrice: 20 }))).toEqual([5, 2]);
  });

  it('filters by merchant and shop category', () => {
    expect(ids(index.search({ merId: 2 }))).toEqual([3]);
    expect(ids(index.search({ merId: 2, shopCid: 21 }))).toEqual([3]);
    expect(ids(index.search({ merId: 1, shopCid: 21 }))).toEqual([]);
  });

  it('gives the same order through the small-candidate path and the walk path', () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      p(i + 1, { categoryId: i < 10 ? 4 : 3, price: (i * 7919) % 97, sales: (i * 31) % 13 }),
    );
    const big = new CatalogIndex(many, categories);
    for (const query of [{ priceOrder: 'asc' as const }, { priceOrder: 'desc' as const }, { salesOrder: 'desc' as const }, {}]) {
      const viaCategory = ids(big.search({ ...query, cid: 4 }));
      const viaWalk = ids(big.search(query)).filter((id) => id <= 10);
      expect(viaCategory).toEqual(viaWalk);
    }
  });
});
