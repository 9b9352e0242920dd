/**
 * The contract routes the early script may call (boot/early-requests.ts). Only these are inlined into the page
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
  'checkout.loadPreOrder',
  'checkout.orderCoupons',
  'addresses.listAll',
  'payments.method',
] as const;

export type EarlyRouteKey = (typeof EARLY_ROUTE_KEYS)[number];
