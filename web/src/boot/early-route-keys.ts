/**
 * The contract routes the early script may call (boot/early-requests.ts): those the first-view declarations of
 * app/first-view.ts name. Only these are inlined into the page
 * (scripts/vite-plugin-early-requests.ts gives the early script a route table holding just them).
 */
export const EARLY_ROUTE_KEYS = [
  'home.pcIndex',
  'home.hotKeywords',
  'home.activityBlocks',
  'home.indexProducts',
  'products.categoryTree',
  'products.detail',
  'products.list',
  'coupons.list',
  'merchants.indexInfo',
  'user.info',
  'cart.count',
  'cart.list',
  'checkout.loadPreOrder',
  'checkout.orderCoupons',
  'addresses.listAll',
  'payments.method',
  'home.activityDetail',
  'home.activityProducts',
  'home.leaderboard',
  'products.merchantProducts',
  'products.merchantCategories',
  'merchants.detail',
  'merchants.searchList',
  'merchants.street',
  'merchants.categories',
  'merchants.types',
] as const;

export type EarlyRouteKey = (typeof EARLY_ROUTE_KEYS)[number];

/**
 * Route keys a first view declares for the server only (app/first-view/calls.ts, `serverOnly`: the <head>'s rating,
 * the reviews the server renders below the fold): not inlined.
 */
export type ServerOnlyRouteKey = 'reviews.config' | 'reviews.list';
