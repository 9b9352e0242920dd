import type { EarlyRouteKey, HeadOnlyRouteKey } from '../boot/early-route-keys';
import type { CouponListParams } from '../features/coupons/api/coupons-list';
import type { MerchantSearchParams } from '../features/merchants/api/merchants-search-list';
import type { ShopProductParams } from '../features/products/api/products-merchant-products';
import type { ProductListParams } from '../features/products/search-params';
import { RECOMMENDED_PAGE_SIZE } from '../features/home/api/home-index-products';
import { ACTIVITY_PAGE_SIZE } from '../features/home/api/home-activity-products';
import {
  parsePage,
  parseShopId,
  parseShopProducts,
  parseShopSearch,
  SHOP_COUPONS_LIMIT,
  STREET_PER_PAGE,
  toShopProductQuery,
  toShopSearchQuery,
} from '../features/merchants/shop-params';
import { parseSearchState, toListQuery } from '../features/products/search-params';
import { parseUrlId } from '../lib/url-ids';

/**
 * The data each route's first view needs, declared once (docs/adr/0019-server-rendering.md, "How data reaches the
 * server") and read by three consumers:
 * - the early-requests script (boot/early-requests.ts), which sends these requests while the app's scripts load;
 * - the client's start-up (app/start.ts), which starts the same queries as soon as the page's code is here;
 * - the server renderer (app/ssr/entry-server.tsx), which fetches them before its one render pass.
 * A declaration names contract route keys with their params and query, as plain data: the early script is inlined
 * into every page and must stay free of React and of the features' query code. Each page module binds the keys it
 * declares to the query options its components use (`firstView` in route-table.ts, PageModule); the frame's keys
 * are bound in start.ts. app/ssr/first-view.test.ts renders every public page on the server in every locale and
 * fails on a query a page mounts that its declaration does not name.
 */

/**
 * The values of each route key a first view may ask for, as the pages' query options take them (their types, so a
 * declaration and a page's binding agree at compile time). The early script sends them as the route's params and
 * query (boot/early-requests.ts); every key but the head's is in boot/early-route-keys.ts.
 */
interface FirstViewInputs {
  'home.pcIndex': object;
  'products.categoryTree': object;
  'home.hotKeywords': object;
  'user.info': object;
  'cart.count': { query: { numType: 'true'; type: 'total' } };
  'home.activityBlocks': object;
  'home.indexProducts': { query: { page: number; limit: number } };
  'home.activityDetail': { params: { aid: number } };
  'home.activityProducts': { params: { aid: number }; query: { page: number; limit: number } };
  'home.leaderboard': object;
  'products.list': { query: ProductListParams };
  'products.detail': { params: { id: number } };
  'coupons.list': { query: CouponListParams & { page: number; limit: number } };
  'reviews.config': { params: { productId: number } };
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

export type FirstViewKey = keyof FirstViewInputs & (EarlyRouteKey | HeadOnlyRouteKey);

interface CallOptions {
  /** Requests that need this one's answer (`data` of the envelope): the product's coupon row needs its shop. */
  then?: (data: unknown) => FirstViewCall[];
  /** Needed by the server's <head> only (the product's rating for its JSON-LD): the browser does not ask for it. */
  headOnly?: boolean;
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

type FirstView = (context: FirstViewContext) => FirstViewCall[];

/** The frame's data on every page: home configuration, category tree, hot keywords; the user and cart badge. */
export function frameCalls(signedIn: boolean): FirstViewCall[] {
  const calls: FirstViewCall[] = [{ key: 'home.pcIndex' }, { key: 'products.categoryTree' }, { key: 'home.hotKeywords' }];
  if (signedIn) calls.push({ key: 'user.info' }, { key: 'cart.count', query: { numType: 'true', type: 'total' } });
  return calls;
}

/** A paged list whose component also warms the next page once it knows the page count. */
function withNextPage(call: FirstViewCall, page: number, next: (page: number) => FirstViewCall): FirstViewCall {
  return {
    ...call,
    then: (data) => {
      const pages = (data as { pages?: unknown } | null)?.pages;
      return typeof pages === 'number' && page < pages ? [next(page + 1)] : [];
    },
  };
}

function shopProducts(search: URLSearchParams, withCategory: boolean): FirstViewCall[] {
  const merId = parseShopId(search).id;
  if (merId === null) return [];
  const state = parseShopProducts(search);
  const query = (page: number): FirstViewCall => ({
    key: 'products.merchantProducts',
    query: { ...toShopProductQuery(merId, withCategory ? state : { ...state, cid: null }, withCategory), page },
  });
  return [withNextPage(query(state.page), state.page, query)];
}

/**
 * Keyed by the route table's paths (route-table.ts); a nested route as `<parent>/<child>`, its index as
 * `<parent>/`. Routes without an entry need only the frame's data.
 */
export const FIRST_VIEWS: Readonly<Record<string, FirstView>> = {
  '': () => [{ key: 'home.activityBlocks' }, { key: 'home.indexProducts', query: { page: 1, limit: RECOMMENDED_PAGE_SIZE } }],
  'goods/goods_search': ({ search }) => {
    const query = toListQuery(parseSearchState(search));
    const list = (page: number): FirstViewCall => ({ key: 'products.list', query: { ...query, page } });
    return [withNextPage(list(query.page), query.page, list)];
  },
  'goods/activity_list': ({ search }) => {
    const aid = parseUrlId(search.get('id'));
    if (aid === null) return [{ key: 'home.activityBlocks' }];
    const page = parseUrlId(search.get('page')) ?? 1;
    return [
      { key: 'home.activityDetail', params: { aid } },
      { key: 'home.activityProducts', params: { aid }, query: { page, limit: ACTIVITY_PAGE_SIZE } },
    ];
  },
  'goods/top_one': () => [{ key: 'home.leaderboard' }],
  'goods_detail/:id': ({ params }) => {
    const id = parseUrlId(params.id);
    if (id === null) return [];
    return [
      {
        key: 'products.detail',
        params: { id },
        // The page shows once the product and its coupon row are known; the row needs the product's shop.
        then: (data) => {
          const merId = (data as { productInfo?: { merId?: unknown } } | null)?.productInfo?.merId;
          if (typeof merId !== 'number') return [];
          return [{ key: 'coupons.list', query: { page: 1, limit: 20, useType: 2, productId: id, merId } }];
        },
      },
      { key: 'reviews.config', params: { productId: id }, headOnly: true },
    ];
  },
  'order/order_confirm': ({ search, signedIn }) => {
    // Checkout shows once its pre-order and the shopper's addresses are in (routes/order-confirm-page.tsx); its form
    // then asks for the order's coupons and the payment methods.
    const preOrderNo = search.get('preOrderNo') ?? '';
    if (!signedIn || preOrderNo === '') return [];
    return [
      { key: 'checkout.loadPreOrder', params: { preOrderNo } },
      { key: 'addresses.listAll' },
      { key: 'checkout.orderCoupons', params: { preOrderNo } },
      { key: 'payments.method' },
    ];
  },
  'merchant/merchant': ({ search }) => {
    const id = parseShopId(search).id;
    return id === null ? [] : [{ key: 'merchants.indexInfo', params: { id } }];
  },
  'merchant/merchant/': ({ search }) => shopProducts(search, false),
  'merchant/merchant/home': ({ search }) => shopProducts(search, false),
  'merchant/merchant/category': ({ search }) => {
    const merId = parseShopId(search).id;
    if (merId === null) return [];
    return [{ key: 'products.merchantCategories', params: { merId } }, ...shopProducts(search, true)];
  },
  'merchant/merchant/coupon': ({ search }) => {
    const merId = parseShopId(search).id;
    if (merId === null) return [];
    return [{ key: 'coupons.list', query: { useType: 1, merId, page: 1, limit: SHOP_COUPONS_LIMIT } }];
  },
  'merchant/merchant/qualification': ({ search }) => {
    const id = parseShopId(search).id;
    return id === null ? [] : [{ key: 'merchants.detail', params: { id } }];
  },
  'merchant/merchant_more': ({ search }) => [
    { key: 'merchants.searchList', query: toShopSearchQuery(parseShopSearch(search)) },
    { key: 'merchants.categories' },
    { key: 'merchants.types' },
  ],
  'merchant/merchant_street': ({ search }) => [
    { key: 'merchants.street', query: { page: parsePage(search.get('page')), limit: STREET_PER_PAGE } },
  ],
};

/** Whether the unprefixed `path` opens `pattern` (`:name` segments), as the router matches the table's routes. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const parts = path === '/' ? [] : path.replace(/\/+$/, '').split('/').slice(1);
  const segments = pattern === '' ? [] : pattern.split('/');
  // A nested index (`merchant/merchant/`) is opened by its parent's own path.
  if (segments.at(-1) === '') segments.pop();
  // A route with nested routes also matches their paths, as the router's parent does.
  const parent = Object.keys(FIRST_VIEWS).some((other) => other !== pattern && other.startsWith(`${pattern}/`) && pattern !== '');
  if (parent ? parts.length < segments.length : parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) {
      if (part === '') return null;
      params[segment.slice(1)] = decodeURIComponent(part);
    } else if (segment !== part) return null;
  }
  return params;
}

/**
 * Every call of the first view of an unprefixed `path`: the frame's, then each matching route's (a shop tab:
 * the shop's and the tab's). For the early script, which cannot load the route table (route-table.ts loads the
 * pages); start.ts and the server renderer, which know the route, ask `routeCalls`.
 */
export function firstViewCalls(path: string, search: URLSearchParams, signedIn: boolean): FirstViewCall[] {
  const calls = frameCalls(signedIn);
  for (const [pattern, declare] of Object.entries(FIRST_VIEWS)) {
    const params = matchPattern(pattern, path);
    if (params) calls.push(...declare({ params, search, signedIn }));
  }
  return calls;
}

/** The calls a route of the table declares (`<parent>/<child>` for a nested one), or none. */
export function routeCalls(routePath: string, context: FirstViewContext): FirstViewCall[] {
  return FIRST_VIEWS[routePath]?.(context) ?? [];
}
