import { describe, expect, it } from 'vitest';
import {
  changeShopProducts,
  changeShopSearch,
  parseImageList,
  parsePage,
  parseShopId,
  parseShopProducts,
  parseShopSearch,
  shopHref,
  shopProductsSearch,
  shopSearchParams,
  shopTabOf,
  toShopProductQuery,
  toShopSearchQuery,
} from './shop-params';

const q = (text: string) => new URLSearchParams(text);

describe('shop id', () => {
  it('reads a positive id, or the merId alias as not canonical', () => {
    expect(parseShopId(q('id=12'))).toEqual({ id: 12, canonical: true });
    expect(parseShopId(q('merId=3'))).toEqual({ id: 3, canonical: false });
    // An explicit id wins, even a bad one: the page is then a 404, not another shop.
    expect(parseShopId(q('id=x&merId=3'))).toEqual({ id: null, canonical: true });
    for (const bad of ['', 'id=', 'id=0', 'id=-1', 'id=1.5', 'id=abc', 'id=1e3', 'id=9999999999'])
      expect(parseShopId(q(bad)).id, bad).toBeNull();
  });

  it('builds tab links that keep the id, and finds the tab of a path', () => {
    expect(shopHref(4)).toBe('/merchant/merchant/home?id=4');
    expect(shopHref(4, 'coupon')).toBe('/merchant/merchant/coupon?id=4');
    expect(shopHref(4, 'category', q('cid=9&id=7'))).toBe('/merchant/merchant/category?id=4&cid=9');
    expect(shopTabOf('/merchant/merchant')).toBe('home');
    expect(shopTabOf('/merchant/merchant/')).toBe('home');
    expect(shopTabOf('/merchant/merchant/qualification')).toBe('qualification');
    expect(shopTabOf('/merchant/merchant/category')).toBe('category');
  });
});

describe('shop products state', () => {
  it('parses sort, page and category with safe defaults', () => {
    expect(parseShopProducts(q('id=1'))).toEqual({ cid: null, sort: 'default', page: 1 });
    expect(parseShopProducts(q('id=1&sort=price-desc&page=3&cid=5'))).toEqual({ cid: 5, sort: 'price-desc', page: 3 });
    expect(parseShopProducts(q('sort=cheap&page=-2&cid=x'))).toEqual({ cid: null, sort: 'default', page: 1 });
    expect(parsePage('100001')).toBe(1);
  });

  it('writes the id first and leaves defaults out; a new sort or category starts at page 1', () => {
    const state = parseShopProducts(q('sort=sales&page=4&cid=2'));
    expect(shopProductsSearch(9, state)).toBe('?id=9&cid=2&sort=sales&page=4');
    expect(shopProductsSearch(9, changeShopProducts(state, { sort: 'default' }))).toBe('?id=9&cid=2');
    expect(shopProductsSearch(9, changeShopProducts(state, { page: 5 }))).toBe('?id=9&cid=2&sort=sales&page=5');
    expect(changeShopProducts(state, { cid: 3 }).page).toBe(1);
  });

  it('maps to the pro/list query; the home tab ignores a category', () => {
    const state = parseShopProducts(q('sort=price-asc&page=2&cid=6'));
    expect(toShopProductQuery(3, state, false)).toEqual({ merId: 3, page: 2, limit: 20, priceOrder: 'asc' });
    expect(toShopProductQuery(3, state, true)).toEqual({ merId: 3, page: 2, limit: 20, priceOrder: 'asc', cid: 6 });
    expect(toShopProductQuery(3, { cid: null, sort: 'sales', page: 1 }, true)).toEqual({
      merId: 3,
      page: 1,
      limit: 20,
      salesOrder: 'desc',
    });
  });
});

describe('shop search state', () => {
  it('round-trips through the URL and maps to the search/list query', () => {
    const state = parseShopSearch(q('keywords=%20tech%20&categoryId=2&typeId=3&isSelf=1&page=2'));
    expect(state).toEqual({ keywords: 'tech', categoryId: 2, typeId: 3, selfOnly: true, page: 2 });
    expect(shopSearchParams(state).toString()).toBe('keywords=tech&categoryId=2&typeId=3&isSelf=1&page=2');
    expect(toShopSearchQuery(state)).toEqual({ keywords: 'tech', categoryId: 2, typeId: 3, isSelf: true, page: 2, limit: 8 });
    expect(shopSearchParams(changeShopSearch(state, { selfOnly: false })).toString()).toBe('keywords=tech&categoryId=2&typeId=3');
  });

  it('treats anything but a tick as "any shop" and drops bad ids', () => {
    expect(parseShopSearch(q('isSelf=0&categoryId=abc&typeId=0'))).toEqual({
      keywords: '',
      categoryId: null,
      typeId: null,
      selfOnly: false,
      page: 1,
    });
    expect(toShopSearchQuery(parseShopSearch(q('')))).toEqual({ page: 1, limit: 8 });
  });
});

describe('image lists inside strings', () => {
  it('reads a JSON array of URLs', () => {
    expect(parseImageList('["/a.svg", " /b.svg ", "/a.svg", ""]')).toEqual(['/a.svg', '/b.svg']);
  });

  it('gives nothing for null, blank, malformed or non-array JSON, and skips non-string items', () => {
    for (const raw of [null, undefined, '', '   ', '[', '["/a.svg"', '{"a":1}', '[1, null, {}]', 'null', '["javascript:alert(1)"]']) {
      expect(parseImageList(raw), String(raw)).toEqual([]);
    }
    expect(parseImageList('[1, "/ok.svg"]')).toEqual(['/ok.svg']);
  });

  it('reads a comma-separated list or a single URL as older data holds', () => {
    expect(parseImageList('/a.svg,/b.svg')).toEqual(['/a.svg', '/b.svg']);
    expect(parseImageList('https://cdn.example.com/x.png')).toEqual(['https://cdn.example.com/x.png']);
  });
});
