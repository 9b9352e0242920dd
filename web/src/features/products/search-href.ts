import { paths } from '../../lib/routing/paths';

/**
 * Search and category browse keep all their state in the URL (Back and reload restore it):
 *   title     keyword (the original shop's name for it)
 *   cid       platform category id
 *   minPrice, maxPrice  inclusive price range
 *   sort      sales | price-asc | price-desc (absent = default order)
 *   page      1-based page
 */

export type SortKey = 'default' | 'sales' | 'price-asc' | 'price-desc';
export const SORT_KEYS: readonly SortKey[] = ['default', 'sales', 'price-asc', 'price-desc'];

export interface SearchState {
  title: string;
  cid: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: SortKey;
  page: number;
}

export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.title) params.set('title', state.title);
  if (state.cid !== null) params.set('cid', String(state.cid));
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The href of the search page for a state (unprefixed; callers add the locale). */
export function searchHref(state: Partial<SearchState>): string {
  const full: SearchState = { title: '', cid: null, minPrice: null, maxPrice: null, sort: 'default', page: 1, ...state };
  const query = toSearchParams(full).toString();
  return paths.goodsSearch(query);
}
