import { paths, type PathName } from '../lib/routing/paths';
import { pageRoutes, type PageRoute } from './route-table';

/**
 * Sample URLs of every route of the route table, built with `paths`, keyed by the route's pattern as the router
 * mounts it at "/" (`routePatterns()`: a nested route under its parent, an index route at its parent's path). The
 * tests that must open or match every page take their URLs from here, so a new route that is missing here fails
 * `web/src/app/paths.test.ts` (every route has its entry, every URL matches its route, every builder of `paths` is
 * some entry's) and is then seen by all of them (docs/adding-a-route.md, B.1):
 * - `web/src/app/paths.test.ts`: every URL of `shows` and `also`;
 * - `web/src/app/first-view/first-view.test.ts`: the early script's calls for every URL of `shows` and `also`;
 * - `web/src/app/ssr/public-pages.test.tsx` and `e2e/specs/ssr.spec.ts` (through `web/src/app/ssr/public-pages.ts`):
 *   every URL of `shows` of a public page (guard `public` and not shell-only, `isShellOnly` of
 *   web/src/app/ssr/shell-only.ts), rendered on the server whole from its declaration alone, read as a crawler
 *   reads it and hydrated, in every locale;
 * - `web/src/app/ssr/head.test.ts`: the query of a public page's `shows` is kept in its canonical URL
 *   (`MEANINGFUL_PARAMS` there);
 * - `e2e/specs/layout.spec.ts`: the first URL of `shows` of every route, signed in, at three widths and with axe.
 */

/** The shopper's order a page of one order is opened with: the layout sweep passes a delivered order of its own. */
export interface SampleOrder {
  orderNo: string;
  /** The order's first line, for the review form. */
  productId: number;
  orderInfoId: number;
}

/** A URL, or one built from the order the test opens it with. */
export type Sample = string | ((order: SampleOrder) => string);

export interface RouteSamples {
  /** The builder of `paths` that makes the route's URLs. */
  builder: PathName;
  /**
   * URLs that show the page on the mock's seed, with only the query that names what it shows (a shop, a search):
   * the first is the one the layout sweep opens; the server renders each of a public page.
   */
  shows: readonly [Sample, ...Sample[]];
  /** Further URLs the router and the early script must take for this route: other parameters, bad ids, aliases. */
  also?: readonly Sample[];
}

/** The order for tests that open no real order. */
export const SAMPLE_ORDER: SampleOrder = { orderNo: 'SH1', productId: 7, orderInfoId: 9 };

export const ROUTE_SAMPLES: Readonly<Record<string, RouteSamples>> = {
  '/': { builder: 'home', shows: [paths.home()] },
  '/goods/goods_search': {
    builder: 'goodsSearch',
    // A category of one page too: its next page's query is mounted turned off.
    shows: [paths.goodsSearch({ cid: 1 }), paths.goodsSearch({ title: 'a', page: 2 }), paths.goodsSearch({ cid: 2 })],
    also: [paths.goodsSearch(), paths.goodsSearch('title=tea'), paths.goodsSearch({ title: 'tea', page: 2 })],
  },
  '/goods/activity_list': {
    builder: 'activityList',
    shows: [paths.activityList({ id: 1 })],
    also: [paths.activityList({ id: 2, page: 3 }), paths.activityList()],
  },
  '/goods/top_one': { builder: 'topOne', shows: [paths.topOne()] },
  '/goods_detail/:id': { builder: 'goodsDetail', shows: [paths.goodsDetail(1)], also: [paths.goodsDetail(3), paths.goodsDetail('x')] },
  '/order/shopping_cart': { builder: 'shoppingCart', shows: [paths.shoppingCart()] },
  // Without a pre-order the page shows its own "nothing to confirm" state; a pre-order needs a cart first.
  '/order/order_confirm': { builder: 'orderConfirm', shows: [paths.orderConfirm('')], also: [paths.orderConfirm('PRE1')] },
  '/order/order_detail': { builder: 'orderDetail', shows: [(order) => paths.orderDetail(order.orderNo)] },
  '/order/payment_result': { builder: 'paymentResult', shows: [paths.paymentResult()], also: [paths.paymentResult({ orderNo: 'PT1' })] },
  '/order/refund_detail': {
    builder: 'refundDetail',
    shows: [(order) => paths.refundDetail(order.orderNo)],
    also: [paths.refundDetail('RE1')],
  },
  '/order/stripe_payment': {
    builder: 'stripePayment',
    shows: [paths.stripePayment()],
    also: [paths.stripePayment({ clientSecret: 'cs' })],
  },
  '/users/order_list': { builder: 'orderList', shows: [paths.orderList()], also: [paths.orderList({ status: 2 })] },
  '/users/refund_list': { builder: 'refundList', shows: [paths.refundList()] },
  '/users/refund_confirm': { builder: 'refundConfirm', shows: [(order) => paths.refundConfirm(order.orderNo)] },
  '/users/evaluation_list': { builder: 'evaluationList', shows: [paths.evaluationList()] },
  '/users/evaluation_confirm': { builder: 'evaluationConfirm', shows: [(order) => paths.evaluationConfirm(order)] },
  '/users/address_list': { builder: 'addressList', shows: [paths.addressList()] },
  '/users/application_record': { builder: 'applicationRecord', shows: [paths.applicationRecord()] },
  '/users/collection_list': { builder: 'collectionList', shows: [paths.collectionList()], also: [paths.collectionList({ tab: 'shops' })] },
  '/users/coupon_list': { builder: 'couponList', shows: [paths.couponList()], also: [paths.couponList('?view=center')] },
  '/users/user_info': { builder: 'userInfo', shows: [paths.userInfo()] },
  '/users/merchant_settled': {
    builder: 'merchantSettled',
    shows: [paths.merchantSettled()],
    also: [paths.merchantSettled({ resubmit: 4 })],
  },
  '/merchant/merchant': { builder: 'merchant', shows: [paths.merchant({ id: 2 })], also: [paths.merchant({ merId: 3 })] },
  '/merchant/merchant/home': { builder: 'merchant', shows: [paths.merchant({ id: 2 }, 'home')] },
  '/merchant/merchant/category': {
    builder: 'merchant',
    shows: [paths.merchant({ id: 2 }, 'category')],
    also: [paths.merchant({ merId: 3 }, 'category'), paths.merchant({ id: 3, cid: 4, page: 2 }, 'category')],
  },
  '/merchant/merchant/coupon': { builder: 'merchant', shows: [paths.merchant({ id: 2 }, 'coupon')] },
  '/merchant/merchant/qualification': { builder: 'merchant', shows: [paths.merchant({ id: 2 }, 'qualification')] },
  '/merchant/merchant_more': {
    builder: 'merchantMore',
    shows: [paths.merchantMore(), paths.merchantMore({ keywords: 'a' })],
    also: [paths.merchantMore({ keywords: 'x', categoryId: 1, typeId: 2, isSelf: 1, page: 2 })],
  },
  '/merchant/merchant_street': { builder: 'merchantStreet', shows: [paths.merchantStreet()], also: [paths.merchantStreet({ page: 3 })] },
  '/middlewares/about_us': { builder: 'aboutUs', shows: [paths.aboutUs()] },
  '/middlewares/privacy_agreement': { builder: 'privacyAgreement', shows: [paths.privacyAgreement()] },
  '/middlewares/privacy_policy': { builder: 'privacyPolicy', shows: [paths.privacyPolicy()] },
  '/middlewares/return_policy': { builder: 'returnPolicy', shows: [paths.returnPolicy()] },
  '/middlewares/merchant_admin': { builder: 'merchantAdmin', shows: [paths.merchantAdmin()] },
  '/middlewares/callback_twitter': { builder: 'callbackTwitter', shows: [paths.callbackTwitter()] },
  '/login': { builder: 'login', shows: [paths.login()], also: [paths.login({ redirect: '/users/order_list' })] },
};

/** The URL of a sample, for `order`. */
export const sampleUrl = (sample: Sample, order: SampleOrder = SAMPLE_ORDER): string =>
  typeof sample === 'string' ? sample : sample(order);

/** Every route of the table with its pattern as the router mounts it at "/" (an index route is its parent's path). */
export function routePatterns(routes: readonly PageRoute[] = pageRoutes, parent = ''): Array<[string, PageRoute]> {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : `${parent}/${route.path}`;
    return [[own, route] as [string, PageRoute], ...routePatterns(route.children ?? [], own)];
  });
}
