import { SORT_KEYS, type SearchState, type SortKey } from './search-href';
/** Reading the search page's URL (search-href.ts: its state and links) and its product/list query. */
export const SEARCH_PAGE_SIZE = 20;
const MAX_PAGE = 100000;

/** The product/list query (docs/backend-wire.md, "Product and shop lists"). Absent keys are left out so equal searches share a cache key. */
export interface ProductListParams {
  keyword?: string;
  cid?: number;
  priceOrder?: 'asc' | 'desc';
  salesOrder?: 'asc' | 'desc';
  minPrice?: number;
  maxPrice?: number;
  page: number;
  limit: number;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

function price(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null;
}

export function parseSearchState(params: URLSearchParams): SearchState {
  const sortParam = params.get('sort');
  const sort = SORT_KEYS.includes(sortParam as SortKey) ? (sortParam as SortKey) : 'default';
  let minPrice = price(params.get('minPrice'));
  let maxPrice = price(params.get('maxPrice'));
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    title: (params.get('title') ?? '').trim().slice(0, 100),
    cid: positiveInt(params.get('cid')),
    minPrice,
    maxPrice,
    sort,
    page: Math.min(positiveInt(params.get('page')) ?? 1, MAX_PAGE),
  };
}

/** A change of keyword, category, price or sort starts again at page 1; a page change keeps the rest. */
export function changeSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

export function toListQuery(state: SearchState): ProductListParams {
  const query: ProductListParams = { page: state.page, limit: SEARCH_PAGE_SIZE };
  if (state.title) query.keyword = state.title;
  if (state.cid !== null) query.cid = state.cid;
  if (state.minPrice !== null) query.minPrice = state.minPrice;
  if (state.maxPrice !== null) query.maxPrice = state.maxPrice;
  if (state.sort === 'sales') query.salesOrder = 'desc';
  if (state.sort === 'price-asc') query.priceOrder = 'asc';
  if (state.sort === 'price-desc') query.priceOrder = 'desc';
  return query;
}
