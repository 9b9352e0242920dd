/**
 * The real backend's public routes: the paths its token interceptor lets through without a token, as Spring Ant
 * patterns in the order the backend lists them (`*` is one path segment, a trailing `/**` any rest, none included).
 * docs/backend-wire.md, "Public routes", lists the same patterns. Read by `contract/src/contract.test.ts`: a
 * contract route is `public` exactly when its path matches one of them (extensions aside), and the doc's list
 * equals this one. A new public path goes here and into the doc (docs/adding-a-route.md, A.1).
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/api/front/activity/list/*',
  '/api/front/activity/index/list',
  '/api/front/captcha/**',
  '/api/front/coupons',
  '/api/front/index/**',
  '/api/front/search/keyword',
  '/api/front/image/domain',
  '/api/front/login/**',
  '/api/front/merchant/search/list',
  '/api/front/merchant/street',
  '/api/front/merchant/index/info/*',
  '/api/front/merchant/detail/*',
  '/api/front/merchant/all/type/list',
  '/api/front/merchant/all/category/list',
  '/api/front/merchant/settled/agreement',
  '/api/front/merchant/customer/service/info/*',
  '/api/front/pay/paypal/cancel',
  '/api/front/product/**',
  '/api/front/order/visitor/master/detail',
  '/api/front/order/visitor/detail',
  '/api/front/upload/**',
  '/api/front/pay/method',
  '/api/pc/home/index',
  '/api/pc/activity/detail/*',
  '/api/pc/login/getLoginPic',
];
