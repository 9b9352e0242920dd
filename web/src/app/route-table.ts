import type { ComponentType } from 'react';
import type { Namespace } from '../lib/i18n/namespaces';
import type { PageFirstView } from './first-view/run';

/**
 * Every route of docs/storefront.md, Screens, registered once; the router mounts the table at "/" and under each locale prefix.
 * guard: 'auth' needs a signed-in user (guests go to /login with the path remembered), 'guest' is for signed-out
 * users only (signed-in users go home), 'public' opts out of the check.
 * ns: the i18n namespaces the page renders beyond the shell's, loaded alongside its code (route-table.test.ts
 * checks them against the page's imports).
 */
export type Guard = 'auth' | 'guest' | 'public';
export type RouteTitleKey = `routes.${string}`;

/**
 * A page module: its component and, for a page whose first view needs data of its own, `firstView`: its declaration
 * (app/first-view/) and the query options its components use for each key it names; start.ts and the server
 * renderer start them before the first render.
 */
export interface PageModule {
  default: ComponentType;
  firstView?: PageFirstView;
}

export interface PageRoute {
  path: string;
  guard: Guard;
  titleKey: RouteTitleKey;
  ns?: readonly Namespace[];
  load: () => Promise<PageModule>;
  children?: PageRoute[];
  index?: boolean;
}

export const pageRoutes: PageRoute[] = [
  { path: '', index: true, guard: 'public', titleKey: 'routes.home', ns: ['products'], load: () => import('./routes/home-page') },
  {
    path: 'goods/goods_search',
    guard: 'public',
    titleKey: 'routes.goodsSearch',
    ns: ['products'],
    load: () => import('./routes/goods-search-page'),
  },
  {
    path: 'goods/activity_list',
    guard: 'public',
    titleKey: 'routes.activityList',
    ns: ['products'],
    load: () => import('./routes/activity-list-page'),
  },
  { path: 'goods/top_one', guard: 'public', titleKey: 'routes.topOne', ns: ['products'], load: () => import('./routes/top-one-page') },
  {
    path: 'goods_detail/:id',
    guard: 'public',
    titleKey: 'routes.goodsDetail',
    ns: ['products', 'coupons'],
    load: () => import('./routes/goods-detail-page'),
  },
  {
    path: 'order/shopping_cart',
    guard: 'auth',
    titleKey: 'routes.shoppingCart',
    ns: ['cart', 'products'],
    load: () => import('./routes/shopping-cart-page'),
  },
  {
    path: 'order/order_confirm',
    guard: 'auth',
    titleKey: 'routes.orderConfirm',
    ns: ['checkout', 'payments', 'validation'],
    load: () => import('./routes/order-confirm-page'),
  },
  {
    path: 'order/order_detail',
    guard: 'auth',
    titleKey: 'routes.orderDetail',
    ns: ['orders'],
    load: () => import('./routes/order-detail-page'),
  },
  {
    path: 'order/payment_result',
    guard: 'auth',
    titleKey: 'routes.paymentResult',
    ns: ['payments', 'orders'],
    load: () => import('./routes/payment-result-page'),
  },
  {
    path: 'order/refund_detail',
    guard: 'auth',
    titleKey: 'routes.refundDetail',
    ns: ['refunds'],
    load: () => import('./routes/refund-detail-page'),
  },
  {
    path: 'order/stripe_payment',
    guard: 'auth',
    titleKey: 'routes.stripePayment',
    ns: ['payments'],
    load: () => import('./routes/stripe-payment-page'),
  },
  {
    path: 'users/order_list',
    guard: 'auth',
    titleKey: 'routes.orderList',
    ns: ['orders'],
    load: () => import('./routes/order-list-page'),
  },
  {
    path: 'users/refund_list',
    guard: 'auth',
    titleKey: 'routes.refundList',
    ns: ['refunds'],
    load: () => import('./routes/refund-list-page'),
  },
  {
    path: 'users/refund_confirm',
    guard: 'auth',
    titleKey: 'routes.refundConfirm',
    ns: ['refunds', 'validation'],
    load: () => import('./routes/refund-confirm-page'),
  },
  {
    path: 'users/evaluation_list',
    guard: 'auth',
    titleKey: 'routes.evaluationList',
    ns: ['reviews'],
    load: () => import('./routes/evaluation-list-page'),
  },
  {
    path: 'users/evaluation_confirm',
    guard: 'auth',
    titleKey: 'routes.evaluationConfirm',
    ns: ['reviews', 'orders', 'validation'],
    load: () => import('./routes/evaluation-confirm-page'),
  },
  {
    path: 'users/address_list',
    guard: 'auth',
    titleKey: 'routes.addressList',
    ns: ['addresses'],
    load: () => import('./routes/address-list-page'),
  },
  {
    path: 'users/application_record',
    guard: 'auth',
    titleKey: 'routes.applicationRecord',
    ns: ['settleIn'],
    load: () => import('./routes/application-record-page'),
  },
  {
    path: 'users/collection_list',
    guard: 'auth',
    titleKey: 'routes.collectionList',
    ns: ['collections'],
    load: () => import('./routes/collection-list-page'),
  },
  {
    path: 'users/coupon_list',
    guard: 'auth',
    titleKey: 'routes.couponList',
    ns: ['coupons'],
    load: () => import('./routes/coupon-list-page'),
  },
  { path: 'users/user_info', guard: 'auth', titleKey: 'routes.userInfo', ns: ['user'], load: () => import('./routes/user-info-page') },
  {
    path: 'users/merchant_settled',
    guard: 'auth',
    titleKey: 'routes.merchantSettled',
    ns: ['settleIn', 'validation'],
    load: () => import('./routes/merchant-settled-page'),
  },
  {
    path: 'merchant/merchant',
    guard: 'public',
    titleKey: 'routes.merchant',
    ns: ['merchants'],
    load: () => import('./routes/merchant-page'),
    children: [
      {
        path: '',
        index: true,
        guard: 'public',
        titleKey: 'routes.merchantHome',
        ns: ['merchants', 'products'],
        load: () => import('./routes/merchant-home-page'),
      },
      {
        path: 'home',
        guard: 'public',
        titleKey: 'routes.merchantHome',
        ns: ['merchants', 'products'],
        load: () => import('./routes/merchant-home-page'),
      },
      {
        path: 'category',
        guard: 'public',
        titleKey: 'routes.merchantCategory',
        ns: ['merchants', 'products'],
        load: () => import('./routes/merchant-category-page'),
      },
      {
        path: 'coupon',
        guard: 'public',
        titleKey: 'routes.merchantCoupon',
        ns: ['merchants', 'coupons'],
        load: () => import('./routes/merchant-coupon-page'),
      },
      {
        path: 'qualification',
        guard: 'public',
        titleKey: 'routes.merchantQualification',
        ns: ['merchants'],
        load: () => import('./routes/merchant-qualification-page'),
      },
    ],
  },
  {
    path: 'merchant/merchant_more',
    guard: 'public',
    titleKey: 'routes.merchantMore',
    ns: ['merchants'],
    load: () => import('./routes/merchant-more-page'),
  },
  {
    path: 'merchant/merchant_street',
    guard: 'public',
    titleKey: 'routes.merchantStreet',
    ns: ['merchants'],
    load: () => import('./routes/merchant-street-page'),
  },
  {
    path: 'middlewares/about_us',
    guard: 'public',
    titleKey: 'routes.aboutUs',
    ns: ['pages'],
    load: () => import('./routes/static-pages').then((m) => ({ default: m.AboutUsPage })),
  },
  {
    path: 'middlewares/privacy_agreement',
    guard: 'public',
    titleKey: 'routes.privacyAgreement',
    ns: ['pages'],
    load: () => import('./routes/static-pages').then((m) => ({ default: m.PrivacyAgreementPage })),
  },
  {
    path: 'middlewares/privacy_policy',
    guard: 'public',
    titleKey: 'routes.privacyPolicy',
    ns: ['pages'],
    load: () => import('./routes/static-pages').then((m) => ({ default: m.PrivacyPolicyPage })),
  },
  {
    path: 'middlewares/return_policy',
    guard: 'public',
    titleKey: 'routes.returnPolicy',
    ns: ['pages'],
    load: () => import('./routes/static-pages').then((m) => ({ default: m.ReturnPolicyPage })),
  },
  {
    path: 'middlewares/merchant_admin',
    guard: 'public',
    titleKey: 'routes.merchantAdmin',
    ns: ['pages'],
    load: () => import('./routes/static-pages').then((m) => ({ default: m.MerchantAdminPage })),
  },
  {
    path: 'middlewares/callback_twitter',
    guard: 'public',
    titleKey: 'routes.callbackTwitter',
    ns: ['auth'],
    load: () => import('./routes/callback-twitter-page'),
  },
  // Guest-only, checked by the page itself at arrival (login-page-panel.tsx): the guard's rule would fire on sign-in and lose ?redirect=.
  { path: 'login', guard: 'public', titleKey: 'routes.login', ns: ['auth', 'validation'], load: () => import('./routes/login-page') },
];

const flatten = (routes: readonly PageRoute[]): PageRoute[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);

/**
 * Every route in the order written (depth first: a parent before its children): the order the build lists each
 * route's code in for the server's preloads (scripts/vite-plugin-route-preloads.ts reads the table's source).
 */
export const routesAsWritten: readonly PageRoute[] = flatten(pageRoutes);
