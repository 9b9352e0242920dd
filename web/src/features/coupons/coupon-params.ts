/**
 * The coupons page's state, all in the URL (docs/storefront.md, Screens /users/coupon_list): which view (my coupons or the coupon
 * centre), which of my coupons (usable, or used and expired), which kind in the centre (useType 1 shop, 2 product,
 * 3 platform) and the page. Unknown values fall back to the defaults, so an edited URL never breaks the page.
 */
export type CouponView = 'mine' | 'center';
export type HeldFilter = 'usable' | 'unusable';
export type CenterKind = 1 | 2 | 3;

export interface CouponPageState {
  view: CouponView;
  held: HeldFilter;
  kind: CenterKind;
  page: number;
}

export const COUPON_PAGE_SIZE = 12;

export function readCouponParams(search: URLSearchParams): CouponPageState {
  const view = search.get('view') === 'center' ? 'center' : 'mine';
  const held = search.get('status') === 'unusable' ? 'unusable' : 'usable';
  const kindText = search.get('type');
  const kind: CenterKind = kindText === '2' ? 2 : kindText === '3' ? 3 : 1;
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  return { view, held, kind, page };
}

/** The query string for a state; defaults are left out so the plain path stays the canonical URL. */
export function couponSearch(state: CouponPageState): string {
  const search = new URLSearchParams();
  if (state.view === 'center') {
    search.set('view', 'center');
    if (state.kind !== 1) search.set('type', String(state.kind));
  } else if (state.held === 'unusable') {
    search.set('status', 'unusable');
  }
  if (state.page > 1) search.set('page', String(state.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
