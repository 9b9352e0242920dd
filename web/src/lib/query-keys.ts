/**
 * Every React Query key of the web (docs/conventions.md, "Query keys"). A key is a path: invalidating a prefix
 * refreshes every query under it, so the prefixes below are the ones invalidations rely on, and no other file
 * writes a key as a literal.
 *
 * Everything under `user` is the signed-in shopper's own data: a sign-out removes the whole `user` tree and a
 * sign-in refetches it (components/layout/use-shell-effects.ts, logout-dialog.tsx).
 */
type Viewer = 'guest' | 'user';

const user = ['user'] as const;
const orders = [...user, 'orders'] as const;
const refunds = [...user, 'refunds'] as const;
const cart = [...user, 'cart'] as const;
const checkout = [...user, 'checkout'] as const;
const addresses = [...user, 'addresses'] as const;
const points = [...user, 'points'] as const;
const userCoupons = [...user, 'coupons'] as const;
const payments = [...user, 'payments'] as const;
const productDetails = ['products', 'detail'] as const;
const shop = (merId: number) => ['merchants', 'shop', merId] as const;
const settleIn = ['settleIn'] as const;

export const queryKeys = {
  /** The signed-in shopper's data (see above). */
  user: {
    all: user,
    info: () => [...user, 'info'] as const,
    menus: () => [...user, 'menus'] as const,
    /** The header's cart badge: every cart change invalidates it. */
    cartCount: () => [...user, 'cartCount'] as const,
  },
  home: {
    pcIndex: () => ['home', 'pcIndex'] as const,
    activityBlocks: () => ['home', 'activityBlocks'] as const,
    indexProducts: () => ['home', 'indexProducts'] as const,
  },
  search: {
    hotKeywords: () => ['search', 'hotKeywords'] as const,
  },
  products: {
    categoryTree: () => ['products', 'categoryTree'] as const,
    list: <P>(params: P) => ['products', 'list', params] as const,
    leaderboard: () => ['products', 'leaderboard'] as const,
    /** Every product detail, whichever the product and viewer. */
    details: productDetails,
    /** One product's detail for both viewers: what a favourite or follow change invalidates. */
    detailOf: (id: number) => [...productDetails, id] as const,
    /** The answer depends on the viewer (its favourite and follow flags), so the viewer is part of the key. */
    detail: (id: number, viewer: Viewer) => [...productDetails, id, viewer] as const,
  },
  activities: {
    detail: (aid: number) => ['activities', 'detail', aid] as const,
    products: (aid: number, page: number) => ['activities', 'products', aid, { page }] as const,
  },
  auth: {
    methodInfo: () => ['auth', 'methodInfo'] as const,
    captchaOpen: () => ['auth', 'captchaOpen'] as const,
    loginPic: () => ['auth', 'loginPic'] as const,
  },
  cart: {
    all: cart,
    lines: (valid: boolean) => [...cart, valid ? 'valid' : 'invalid'] as const,
  },
  checkout: {
    all: checkout,
    preOrder: (preOrderNo: string) => [...checkout, 'preOrder', preOrderNo] as const,
    coupons: (preOrderNo: string) => [...checkout, 'coupons', preOrderNo] as const,
    price: (preOrderNo: string, addressId: number, couponId: number) => [...checkout, 'price', preOrderNo, addressId, couponId] as const,
  },
  orders: {
    /** Every order query: any order change (cancel, delete, receipt, payment, review) refreshes them all. */
    all: orders,
    list: (type: number, page: number) => [...orders, 'list', type, page] as const,
    awaitPay: (page: number) => [...orders, 'awaitPay', page] as const,
    awaitingReview: (page: number) => [...orders, 'awaitingReview', page] as const,
    detail: (orderNo: string) => [...orders, 'detail', orderNo] as const,
    master: (orderNo: string) => [...orders, 'master', orderNo] as const,
    express: (orderNo: string) => [...orders, 'express', orderNo] as const,
    data: () => [...orders, 'data'] as const,
    centerData: () => [...orders, 'centerData'] as const,
  },
  refunds: {
    all: refunds,
    apply: (orderNo: string) => [...refunds, 'apply', orderNo] as const,
    reasons: () => [...refunds, 'reasons'] as const,
    list: (page: number) => [...refunds, 'list', page] as const,
    detail: (refundOrderNo: string) => [...refunds, 'detail', refundOrderNo] as const,
  },
  reviews: {
    all: ['reviews'] as const,
    list: (productId: number, type: string | number, page: number) => ['reviews', 'list', productId, { type, page }] as const,
    config: (productId: number) => ['reviews', 'config', productId] as const,
  },
  addresses: {
    all: addresses,
    list: (page: number, limit: number) => [...addresses, 'list', { page, limit }] as const,
    listAll: () => [...addresses, 'all'] as const,
    default: () => [...addresses, 'default'] as const,
    detail: (id: number) => [...addresses, 'detail', id] as const,
    ipInfo: () => [...addresses, 'ip-info'] as const,
  },
  points: {
    summary: () => [...points, 'summary'] as const,
    records: (type: number, page: number, limit: number) => [...points, 'records', type, page, limit] as const,
  },
  coupons: {
    /** The public coupon lists (product page, shop, coupon centre). */
    lists: ['coupons', 'list'] as const,
    list: <P>(params: P, viewer: Viewer) => ['coupons', 'list', params, viewer] as const,
    /** The shopper's own coupons. */
    mine: userCoupons,
    mineList: (type: string, page: number, limit: number) => [...userCoupons, type, page, limit] as const,
  },
  payments: {
    method: () => ['payments', 'method'] as const,
    mockStripe: (clientSecret: string) => ['payments', 'mockStripe', clientSecret] as const,
    /** Under `user` but kept out of the refresh after a WeChat payment (it is what polls for that payment). */
    all: payments,
    wechatResult: (orderNo: string) => [...payments, 'wechat', orderNo] as const,
  },
  favorites: {
    products: ['favorites', 'products'] as const,
    productPage: (page: number) => ['favorites', 'products', { page }] as const,
    shops: ['favorites', 'shops'] as const,
    shopPage: (page: number) => ['favorites', 'shops', { page }] as const,
  },
  merchants: {
    types: () => ['merchants', 'types'] as const,
    merchantCategories: () => ['merchants', 'merchantCategories'] as const,
    categories: (merId: number) => ['merchants', 'categories', merId] as const,
    products: <P>(params: P) => ['merchants', 'products', params] as const,
    search: <P>(params: P) => ['merchants', 'search', params] as const,
    street: (page: number, limit: number) => ['merchants', 'street', { page, limit }] as const,
    /** Every query about one shop: a follow change refreshes the header and the follower count. */
    shop,
    shopInfo: (merId: number, viewer: Viewer) => [...shop(merId), 'info', viewer] as const,
    shopDetail: (merId: number) => [...shop(merId), 'detail'] as const,
  },
  settleIn: {
    agreement: () => [...settleIn, 'agreement'] as const,
    categories: () => [...settleIn, 'categories'] as const,
    types: () => [...settleIn, 'types'] as const,
    /** Every page of the application records: a new application refreshes them. */
    records: [...settleIn, 'records'] as const,
    recordPage: (page: number, limit: number) => [...settleIn, 'records', page, limit] as const,
  },
} as const;

/** Whether `key` sits under `prefix`, as React Query matches a prefix in invalidateQueries. */
export function isUnder(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}
