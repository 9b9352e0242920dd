import { describe, expect, it } from 'vitest';
import { changeSearch, parseSearchState, toListQuery } from './search-params';
import { searchHref, toSearchParams, type SearchState } from './search-href';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('parseSearchState', () => {
  it('reads every field from the URL', () => {
    expect(parse('title=mug&cid=12&minPrice=5&maxPrice=50.5&sort=price-desc&page=3')).toEqual({
      title: 'mug',
      cid: 12,
      minPrice: 5,
      maxPrice: 50.5,
      sort: 'price-desc',
      page: 3,
    });
  });
  it('defaults missing or malformed values', () => {
    expect(parse('cid=abc&minPrice=-3&maxPrice=x&sort=cheap&page=0')).toEqual({
      title: '',
      cid: null,
      minPrice: null,
      maxPrice: null,
      sort: 'default',
      page: 1,
    });
    expect(parse('cid=1.5&page=2.5')).toMatchObject({ cid: null, page: 1 });
  });
  it('trims the keyword and swaps a reversed price range', () => {
    expect(parse('title=%20%20lamp%20&minPrice=90&maxPrice=10')).toMatchObject({ title: 'lamp', minPrice: 10, maxPrice: 90 });
  });
  it('accepts a zero minimum price', () => {
    expect(parse('minPrice=0')).toMatchObject({ minPrice: 0 });
  });
});

describe('toSearchParams', () => {
  it('round-trips through the URL and leaves defaults out', () => {
    const state: SearchState = { title: 'red shoes', cid: 4, minPrice: 10, maxPrice: null, sort: 'sales', page: 2 };
    const params = toSearchParams(state);
    expect(params.toString()).toBe('title=red+shoes&cid=4&minPrice=10&sort=sales&page=2');
    expect(parseSearchState(params)).toEqual(state);
    expect(toSearchParams(parse('')).toString()).toBe('');
  });
});

describe('changeSearch', () => {
  const state = parse('title=mug&page=4');
  it('goes back to page 1 when a filter or the sort changes', () => {
    expect(changeSearch(state, { sort: 'price-asc' })).toMatchObject({ sort: 'price-asc', page: 1, title: 'mug' });
    expect(changeSearch(state, { minPrice: 3 }).page).toBe(1);
  });
  it('keeps the filters when only the page changes', () => {
    expect(changeSearch(state, { page: 5 })).toMatchObject({ title: 'mug', page: 5 });
  });
});

describe('toListQuery', () => {
  it('maps the sort to priceOrder or salesOrder', () => {
    expect(toListQuery(parse('sort=price-asc'))).toEqual({ page: 1, limit: 20, priceOrder: 'asc' });
    expect(toListQuery(parse('sort=price-desc'))).toEqual({ page: 1, limit: 20, priceOrder: 'desc' });
    expect(toListQuery(parse('sort=sales'))).toEqual({ page: 1, limit: 20, salesOrder: 'desc' });
  });
  it('passes keyword, category and price range', () => {
    expect(toListQuery(parse('title=mug&cid=7&minPrice=1&maxPrice=9&page=2'))).toEqual({
      keyword: 'mug',
      cid: 7,
      minPrice: 1,
      maxPrice: 9,
      page: 2,
      limit: 20,
    });
  });
});

describe('searchHref', () => {
  it('builds links to the search page', () => {
    expect(searchHref({ cid: 3 })).toBe('/goods/goods_search?cid=3');
    expect(searchHref({ title: 'a&b' })).toBe('/goods/goods_search?title=a%26b');
    expect(searchHref({})).toBe('/goods/goods_search');
  });
});
