import type { MerchantSearchParams } from './api/merchants-search-list';
import type { ProductListQuery } from '@contract';
import { paths } from '../../lib/routing/paths';
import { MAX_URL_PAGE, parseUrlId } from '../../lib/format/url-ids';

/**
 * Shop pages keep their state in the URL, so Back and reload restore it:
 *   /merchant/merchant[/tab]?id=  the shop (tabs: home, category, coupon, qualification)
 *     sort   sales | price-asc | price-desc (absent = newest)        home and category tabs
 *     page   1-based page                                              home and category tabs
 *     cid    the shop's own category                                   category tab
 *   /merchant/merchant_street?page=
 *   /merchant/merchant_more?keywords=&categoryId=&typeId=&isSelf=1&page=
 */
export type ShopSort = 'default' | 'sales' | 'price-asc' | 'price-desc';
const SORTS: readonly ShopSort[] = ['default', 'sales', 'price-asc', 'price-desc'];
export const SHOP_TABS = ['home', 'category', 'coupon', 'qualification'] as const;
export type ShopTab = (typeof SHOP_TABS)[number];

export const SHOP_PRODUCTS_PER_PAGE = 20;
export const STREET_PER_PAGE = 6;
export const SHOPS_PER_PAGE = 8;
/** A shop offers a handful of hand-claimable coupons: one page of the list holds them all. */
export const SHOP_COUPONS_LIMIT = 50;
export function parsePage(value: string | null): number {
  return parseUrlId(value, MAX_URL_PAGE) ?? 1;
}

/**
 * The shop id of a shop URL. `merId` is read as well because the product page's shop card links with it; the
 * page then replaces it with the canonical `id` (`canonical` false).
 */
export function parseShopId(params: URLSearchParams): { id: number | null; canonical: boolean } {
  if (params.has('id')) return { id: parseUrlId(params.get('id')), canonical: true };
  const alias = parseUrlId(params.get('merId'));
  return { id: alias, canonical: alias === null };
}

/** The path of a shop tab with its id (unprefixed; callers add the locale). */
export function shopHref(merId: number, tab: ShopTab = 'home', extra?: URLSearchParams): string {
  const params = new URLSearchParams({ id: String(merId) });
  for (const [key, value] of extra ?? []) if (key !== 'id') params.set(key, value);
  return paths.merchant(params, tab);
}

/** The tab of a shop path; the bare /merchant/merchant is the home tab. */
export function shopTabOf(path: string): ShopTab {
  const last = path.replace(/\/+$/, '').split('/').at(-1) ?? '';
  return (SHOP_TABS as readonly string[]).includes(last) ? (last as ShopTab) : 'home';
}

export interface ShopProductsState {
  cid: number | null;
  sort: ShopSort;
  page: number;
}

export function parseShopProducts(params: URLSearchParams): ShopProductsState {
  const sort = params.get('sort');
  return {
    cid: parseUrlId(params.get('cid')),
    sort: SORTS.includes(sort as ShopSort) ? (sort as ShopSort) : 'default',
    page: parsePage(params.get('page')),
  };
}

/** The URL query of a shop tab: the id first, then only what differs from the defaults. */
export function shopProductsSearch(merId: number, state: ShopProductsState): string {
  const params = new URLSearchParams({ id: String(merId) });
  if (state.cid !== null) params.set('cid', String(state.cid));
  if (state.sort !== 'default') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return `?${params.toString()}`;
}

/** A change of category or sort starts again at page 1; a page change keeps the rest. */
export function changeShopProducts(state: ShopProductsState, patch: Partial<ShopProductsState>): ShopProductsState {
  const next = { ...state, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

/** The products resource's merchantProducts query for the shop's URL state (the shop pages pass it to the grid). */
export function toShopProductQuery(merId: number, state: ShopProductsState, withCategory: boolean): ProductListQuery & { merId: number } {
  const query: ProductListQuery & { merId: number } = { merId, page: state.page, limit: SHOP_PRODUCTS_PER_PAGE };
  if (withCategory && state.cid !== null) query.cid = state.cid;
  if (state.sort === 'sales') query.salesOrder = 'desc';
  if (state.sort === 'price-asc') query.priceOrder = 'asc';
  if (state.sort === 'price-desc') query.priceOrder = 'desc';
  return query;
}

export interface ShopSearchState {
  keywords: string;
  categoryId: number | null;
  typeId: number | null;
  /** Only self-operated shops; unticked means any shop, not "third-party only". */
  selfOnly: boolean;
  page: number;
}

export function parseShopSearch(params: URLSearchParams): ShopSearchState {
  return {
    keywords: (params.get('keywords') ?? '').trim().slice(0, 100),
    categoryId: parseUrlId(params.get('categoryId')),
    typeId: parseUrlId(params.get('typeId')),
    selfOnly: params.get('isSelf') === '1' || params.get('isSelf') === 'true',
    page: parsePage(params.get('page')),
  };
}

export function shopSearchParams(state: ShopSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keywords) params.set('keywords', state.keywords);
  if (state.categoryId !== null) params.set('categoryId', String(state.categoryId));
  if (state.typeId !== null) params.set('typeId', String(state.typeId));
  if (state.selfOnly) params.set('isSelf', '1');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function changeShopSearch(state: ShopSearchState, patch: Partial<ShopSearchState>): ShopSearchState {
  const next = { ...state, ...patch };
  if (patch.page === undefined) next.page = 1;
  return next;
}

export function toShopSearchQuery(state: ShopSearchState): MerchantSearchParams {
  const query: MerchantSearchParams = { page: state.page, limit: SHOPS_PER_PAGE };
  if (state.keywords) query.keywords = state.keywords;
  if (state.categoryId !== null) query.categoryId = state.categoryId;
  if (state.typeId !== null) query.typeId = state.typeId;
  if (state.selfOnly) query.isSelf = true;
  return query;
}

/** The backend answers absolute URLs, the mock root-relative ones; anything else is not a picture. */
const IMAGE_URL = /^(https?:\/\/|\/)\S+$/i;

/**
 * pcBanner and qualificationPicture are JSON arrays inside a string (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). Anything unreadable
 * (null, malformed JSON, a non-array, items that are not URLs) gives no pictures rather than an error; a plain
 * comma-separated list, as older data holds, is read as well. Blanks and duplicates are dropped.
 */
export function parseImageList(raw: string | null | undefined): string[] {
  const text = (raw ?? '').trim();
  let items: unknown[] = [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      items = [];
    }
  } else if (text !== '' && !text.startsWith('{')) {
    items = text.split(',');
  }
  const urls = items
    .filter((item): item is string => typeof item === 'string')
    .map((url) => url.trim())
    .filter((url) => IMAGE_URL.test(url));
  return [...new Set(urls)];
}
