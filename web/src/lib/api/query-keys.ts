/**
 * Every React Query key of the web (docs/conventions.md, "Query keys"): `queryKey('user.orders.list', type, page)`
 * is `['user', 'orders', 'list', type, page]`. `Keys` lists every path the web uses and the arguments after it, so
 * a key outside the list, or with the wrong arguments, does not compile; no other file writes a key as a literal.
 *
 * A key is a path and invalidating a prefix refreshes every query under it: the prefixes invalidations rely on are
 * entries too (`'user.orders'`), and trailing arguments are optional where a shorter key is a prefix in use.
 * Everything under `user` is the signed-in shopper's own data: a sign-out removes the whole `user` tree and a
 * sign-in refetches it (components/layout/use-shell-effects.ts, logout-dialog.tsx).
 *
 * Types only, apart from one small function: the module is in the shell's first load.
 */
type Viewer = 'guest' | 'user';

export interface Keys {
  /** The signed-in shopper's own data. */
  user: [];
  'user.info': [];
  'user.menus': [];
  /** The header's cart badge: every cart change invalidates it. */
  'user.cartCount': [];
  'user.cart': [lines?: 'valid' | 'invalid'];
  'user.checkout': [];
  'user.checkout.preOrder': [preOrderNo: string];
  'user.checkout.coupons': [preOrderNo: string];
  'user.checkout.price': [preOrderNo: string, addressId: number, couponId: number];
  /** Every order query: any order change (cancel, delete, receipt, payment, review) refreshes them all. */
  'user.orders': [];
  'user.orders.list': [type: number, page: number];
  'user.orders.awaitPay': [page: number];
  'user.orders.awaitingReview': [page: number];
  'user.orders.writtenReviews': [page: number];
  'user.orders.detail': [orderNo: string];
  'user.orders.master': [orderNo: string];
  'user.orders.express': [orderNo: string];
  'user.orders.data': [];
  'user.orders.centerData': [];
  'user.refunds': [];
  'user.refunds.apply': [orderNo: string];
  'user.refunds.reasons': [];
  'user.refunds.list': [page: number];
  'user.refunds.detail': [refundOrderNo: string];
  'user.addresses': [];
  'user.addresses.list': [page: { page: number; limit: number }];
  'user.addresses.all': [];
  'user.addresses.default': [];
  'user.addresses.detail': [id: number];
  'user.addresses.ip-info': [];
  'user.points.summary': [];
  'user.points.records': [type: number, page: number, limit: number];
  /** The shopper's own coupons. */
  'user.coupons': [type?: string, page?: number, limit?: number];
  /** Under `user`, but kept out of the refresh after a WeChat payment (it is what polls for that payment). */
  'user.payments': [];
  'user.payments.wechat': [orderNo: string];
  'home.pcIndex': [];
  'home.activityBlocks': [];
  'home.indexProducts': [];
  'home.hotKeywords': [];
  'products.categoryTree': [];
  'products.list': [params: object];
  'home.leaderboard': [];
  /**
   * The answer depends on the viewer (its favourite and follow flags), so the viewer is part of the key; a
   * favourite or follow change invalidates one product for both viewers (`'products.detail', id`).
   */
  'products.detail': [id?: number, viewer?: Viewer];
  'home.activityDetail': [aid: number];
  'home.activityProducts': [aid: number, page: { page: number }];
  'auth.methodInfo': [];
  'auth.captchaOpen': [];
  'auth.loginPic': [];
  /** Asked once per layout load and never kept (shell/auth-token-is-exist.ts). */
  'auth.tokenIsExist': [];
  reviews: [];
  'reviews.list': [productId: number, tab: { type: string | number; page: number }];
  'reviews.config': [productId: number];
  /** The public coupon lists (product page, shop, coupon centre). */
  'coupons.list': [params?: object, viewer?: Viewer];
  'payments.method': [];
  'payments.mockStripe': [clientSecret: string];
  'collections.productList': [page?: { page: number }];
  'collections.merchantList': [page?: { page: number }];
  'merchants.types': [];
  'merchants.categories': [];
  'products.merchantCategories': [merId: number];
  'products.merchantProducts': [params: object];
  'merchants.searchList': [params: object];
  'merchants.street': [page: { page: number; limit: number }];
  /** Every query about one shop: a follow change refreshes the header and the follower count. */
  'merchants.shop': [merId: number, part?: 'info' | 'detail', viewer?: Viewer];
  'settleIn.agreement': [];
  /** Every page of the application records: a new application refreshes them. */
  'settleIn.records': [page?: number, limit?: number];
  /**
   * Server HTML (a description) as the server sanitised it, keyed by the HTML itself: written by the server's render,
   * read by the client's hydration, never fetched (lib/sanitise/use-sanitised-html.ts). The page's state then repeats the raw
   * HTML, which its compression all but removes; a digest would cost every product page's first load its code.
   */
  sanitisedHtml: [html?: string];
}

export type KeyPath = keyof Keys;

/** The key of `path` with its arguments: the path's dotted parts, then the arguments. */
export function queryKey<P extends KeyPath>(path: P, ...args: Keys[P]): readonly unknown[] {
  return [...path.split('.'), ...args];
}

/** Whether `key` sits under `prefix`, as React Query matches a prefix in invalidateQueries. */
export function isUnder(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}
