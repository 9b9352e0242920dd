import type { EarlyRouteKey, ServerOnlyRouteKey } from '../../boot/early-route-keys';
import type { CouponListParams } from '../../features/coupons/api/coupons-list';
import type { MerchantSearchParams } from '../../features/merchants/api/merchants-search-list';
import type { ShopProductParams } from '../../features/products/api/products-merchant-products';
import type { ProductListParams } from '../../features/products/search-params';
import type { ReviewType } from '../../features/reviews/review-address';

/**
 * The data each route's first view needs, declared once per route (docs/adr/0019-server-rendering.md, "How data
 * reaches the server") and read by three consumers:
 * - the early-requests script (boot/early-requests.ts), which sends these requests while the app's scripts load;
 * - the client's start-up (app/start.ts), which starts the same queries as soon as the page's code is here;
 * - the server renderer (app/ssr/entry-server.tsx), which fetches them before its one render pass.
 * A declaration (one file per page here, gathered by index.ts) names contract route keys with their values, as
 * plain data: the early script is inlined into every page and must stay free of React and of the features' query
 * code. A page module exports its declaration with the query options its components use for each key
 * (`firstView` in route-table.ts, PageModule; run.ts); the frame's keys are bound in start.ts.
 * app/ssr/public-pages.test.tsx renders every public page on the server and fails on a query a page mounts that its
 * declaration does not name; first-view.test.ts holds the early script's matching to the router's.
 */

/**
 * The values of each route key a first view may ask for, as the pages' query options take them (their types, so a
 * declaration and a page's binding agree at compile time). The early script sends them as the route's params and
 * query (boot/early-requests.ts); every key but the server's own (`serverOnly`) is in boot/early-route-keys.ts.
 */
interface FirstViewInputs {
  'home.pcIndex': object;
  'products.categoryTree': object;
  'home.hotKeywords': object;
  'user.info': object;
  'cart.count': { query: { numType: 'true'; type: 'total' } };
  'cart.list': { query: { isValid: 'true' | 'false' } };
  'home.activityBlocks': object;
  'home.indexProducts': { query: { page: number; limit: number } };
  'home.activityDetail': { params: { aid: number } };
  'home.activityProducts': { params: { aid: number }; query: { page: number; limit: number } };
  'home.leaderboard': object;
  'products.list': { query: ProductListParams };
  'products.detail': { params: { id: number } };
  'coupons.list': { query: CouponListParams & { page: number; limit: number } };
  'reviews.config': { params: { productId: number } };
  /** The page size is the review section's own (features/reviews/api/reviews-list.ts), added by its binding. */
  'reviews.list': { params: { productId: number }; query: { type: ReviewType; page: number } };
  'checkout.loadPreOrder': { params: { preOrderNo: string } };
  'addresses.listAll': object;
  'checkout.orderCoupons': { params: { preOrderNo: string } };
  'payments.method': object;
  'merchants.indexInfo': { params: { id: number } };
  'merchants.detail': { params: { id: number } };
  'merchants.searchList': { query: MerchantSearchParams };
  'merchants.street': { query: { page: number; limit: number } };
  'merchants.categories': object;
  'merchants.types': object;
  'products.merchantProducts': { query: ShopProductParams };
  'products.merchantCategories': { params: { merId: number } };
}

export type FirstViewKey = keyof FirstViewInputs & (EarlyRouteKey | ServerOnlyRouteKey);

interface CallOptions {
  /** Requests that need this one's answer (`data` of the envelope): the product's coupon row needs its shop. */
  then?: (data: unknown) => FirstViewCall[];
  /**
   * Asked for by the server only: data of the <head> (the product's rating for its JSON-LD) and of parts below the
   * fold that the server renders and the browser loads after the document (the product's reviews, deferred parts
   * declared `onServer`). The browser's early script and start() leave it out: a server-rendered page carries it in
   * its state, and a page the browser renders itself asks for it when the part's code has arrived, not in
   * competition with the first view's requests (docs/adr/0019-server-rendering.md, "Deferred parts").
   */
  serverOnly?: boolean;
}

/** One request of a first view: a route key with its values (`params` and `query`, absent keys left out). */
type ParamsOf<I> = I extends { params: infer P } ? { params: P } : { params?: undefined };
type QueryOf<I> = I extends { query: infer Q } ? { query: Q } : { query?: undefined };
export type CallOf<K extends FirstViewKey> = { key: K } & ParamsOf<FirstViewInputs[K]> & QueryOf<FirstViewInputs[K]> & CallOptions;
export type FirstViewCall = { [K in FirstViewKey]: CallOf<K> }[FirstViewKey];

export interface FirstViewContext {
  /** The route's params, as the router gives them to the page. */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  signedIn: boolean;
}

export type FirstView = (context: FirstViewContext) => FirstViewCall[];

/** The frame's data on every page: home configuration, category tree, hot keywords; the user and cart badge. */
export function frameCalls(signedIn: boolean): FirstViewCall[] {
  const calls: FirstViewCall[] = [{ key: 'home.pcIndex' }, { key: 'products.categoryTree' }, { key: 'home.hotKeywords' }];
  if (signedIn) calls.push({ key: 'user.info' }, { key: 'cart.count', query: { numType: 'true', type: 'total' } });
  return calls;
}

/** Page `page` of a paged list (`pageCall`), whose component also warms the next page once it knows the count. */
export function withNextPage(page: number, pageCall: (page: number) => FirstViewCall): FirstViewCall {
  return {
    ...pageCall(page),
    then: (data) => {
      const pages = (data as { pages?: unknown } | null)?.pages;
      return typeof pages === 'number' && page < pages ? [pageCall(page + 1)] : [];
    },
  };
}
