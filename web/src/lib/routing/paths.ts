/**
 * Every in-app URL of the web, one builder per route of web/src/app/route-table.ts (docs/conventions.md, "Paths").
 * Builders return the path without the locale prefix; links pass it through `to()` of use-locale.ts, which adds
 * the prefix of the current language. paths.test.ts matches each builder against the route table.
 */
export type QueryValue = string | number | boolean | null | undefined;
/** Query parameters: a record (undefined, null and '' are left out), URLSearchParams, or a ready `a=1&b=2` string. */
export type Query = Readonly<Record<string, QueryValue>> | URLSearchParams | string;

/** `path?query`, or `path` alone when no parameter is left. Values are encoded with encodeURIComponent. */
export function withQuery(path: string, query?: Query): string {
  let search = '';
  if (typeof query === 'string') search = query.replace(/^\?/, '');
  else if (query instanceof URLSearchParams) search = query.toString();
  else if (query) {
    search = Object.entries(query)
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null && entry[1] !== '')
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
      .join('&');
  }
  return search ? `${path}?${search}` : path;
}

/** The shop tabs: the index route and its children under /merchant/merchant. */
export type ShopTabPath = 'home' | 'category' | 'coupon' | 'qualification';

/** A builder of a route without path parameters: the path, plus the query when given. */
const route =
  (path: string) =>
  (query?: Query): string =>
    withQuery(path, query);

export const paths = {
  home: () => '/',
  goodsSearch: route('/goods/goods_search'),
  activityList: route('/goods/activity_list'),
  topOne: route('/goods/top_one'),
  goodsDetail: (id: number | string, query?: Query) => withQuery(`/goods_detail/${encodeURIComponent(String(id))}`, query),
  shoppingCart: route('/order/shopping_cart'),
  orderConfirm: (preOrderNo: string) => withQuery('/order/order_confirm', { preOrderNo }),
  orderDetail: (orderNo: string) => withQuery('/order/order_detail', { orderNo }),
  paymentResult: route('/order/payment_result'),
  refundDetail: (refundOrderNo: string) => withQuery('/order/refund_detail', { orderNo: refundOrderNo }),
  stripePayment: route('/order/stripe_payment'),
  orderList: route('/users/order_list'),
  refundList: route('/users/refund_list'),
  refundConfirm: (orderNo: string) => withQuery('/users/refund_confirm', { orderNo }),
  evaluationList: route('/users/evaluation_list'),
  evaluationConfirm: (line: { orderNo: string; productId: number; orderInfoId: number }) =>
    withQuery('/users/evaluation_confirm', { orderNo: line.orderNo, productId: line.productId, orderInfoId: line.orderInfoId }),
  addressList: route('/users/address_list'),
  applicationRecord: route('/users/application_record'),
  collectionList: route('/users/collection_list'),
  couponList: route('/users/coupon_list'),
  userInfo: route('/users/user_info'),
  merchantSettled: route('/users/merchant_settled'),
  /** A shop: its home tab at /merchant/merchant?id=…, another tab at /merchant/merchant/<tab>?id=…. */
  merchant: (query: Query, tab?: ShopTabPath) => withQuery(tab ? `/merchant/merchant/${tab}` : '/merchant/merchant', query),
  merchantMore: route('/merchant/merchant_more'),
  merchantStreet: route('/merchant/merchant_street'),
  aboutUs: route('/middlewares/about_us'),
  privacyAgreement: route('/middlewares/privacy_agreement'),
  privacyPolicy: route('/middlewares/privacy_policy'),
  returnPolicy: route('/middlewares/return_policy'),
  /** What "Merchant login" opens where the deployment has no merchant admin to link to (the mock): web/public/config.json. */
  merchantAdmin: route('/middlewares/merchant_admin'),
  callbackTwitter: route('/middlewares/callback_twitter'),
  login: route('/login'),
} as const;

export type PathName = keyof typeof paths;
