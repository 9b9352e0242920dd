import { frameCalls, type FirstView, type FirstViewCall } from './calls';
import { cartCalls } from './cart';
import { checkoutCalls } from './checkout';
import { activityCalls, homeCalls, topOneCalls } from './home';
import { productCalls } from './product';
import { searchCalls } from './search';
import {
  shopCalls,
  shopCategoryCalls,
  shopCouponCalls,
  shopHomeCalls,
  shopQualificationCalls,
  shopSearchCalls,
  shopStreetCalls,
} from './shops';

/**
 * Every route's first-view declaration (calls.ts), keyed by the route table's paths (route-table.ts); a nested route
 * as `<parent>/<child>`, its index as `<parent>/`. Routes without an entry need only the frame's data. The page
 * modules export the same declarations (first-view.test.ts checks each); this index is for the early script, which
 * cannot load the pages, and the tests.
 */
export const FIRST_VIEWS: Readonly<Record<string, FirstView>> = {
  '': homeCalls,
  'goods/goods_search': searchCalls,
  'goods/activity_list': activityCalls,
  'goods/top_one': topOneCalls,
  'goods_detail/:id': productCalls,
  'order/shopping_cart': cartCalls,
  'order/order_confirm': checkoutCalls,
  'merchant/merchant': shopCalls,
  'merchant/merchant/': shopHomeCalls,
  'merchant/merchant/home': shopHomeCalls,
  'merchant/merchant/category': shopCategoryCalls,
  'merchant/merchant/coupon': shopCouponCalls,
  'merchant/merchant/qualification': shopQualificationCalls,
  'merchant/merchant_more': shopSearchCalls,
  'merchant/merchant_street': shopStreetCalls,
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
 * the shop's and the tab's), for the early script; start.ts and the server renderer take each page's own from its
 * module.
 */
export function firstViewCalls(path: string, search: URLSearchParams, signedIn: boolean): FirstViewCall[] {
  const calls = frameCalls(signedIn);
  for (const [pattern, declare] of Object.entries(FIRST_VIEWS)) {
    const params = matchPattern(pattern, path);
    if (params) calls.push(...declare({ params, search, signedIn }));
  }
  return calls;
}
