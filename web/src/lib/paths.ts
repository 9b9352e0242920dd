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

export const paths = {
  home: () => '/',
  goodsSearch: (query?: Query) => withQuery('/goods/goods_search', query),
  activityList: (query?: Query) => withQuery('/goods/activity_list', query),
  topOne: () => '/goods/top_one',
  goodsDetail: (id: number | string, query?: Query) => withQuery(`/goods_detail/${encodeURIComponent(String(id))}`, query),
  shoppingCart: () => '/order/shopping_cart',
  orderConfirm: (preOrderNo: string) => withQuery('/order/order_confirm', { preOrderNo }),
  orderDetail: (orderNo: string) => withQuery('/order/order_detail', { orderNo }),
  paymentResult: (query?: Query) => withQuery('/order/payment_result', query),
  refundDetail: (refundOrderNo: string) => withQuery('/order/refund_detail', { orderNo: refundOrderNo }),
  stripePayment: (query?: Query) => withQuery('/order/stripe_payment', query),
  orderList: (query?: Query) => withQuery('/users/order_list', query),
  refundList: (query?: Query) => withQuery('/users/refund_list', query),
  refundConfirm: (orderNo: string) => withQuery('/users/refund_confirm', { orderNo }),
  evaluationList: (query?: Query) => withQuery('/users/evaluation_list', query),
  evaluationConfirm: (line: { orderNo: string; productId: number; orderInfoId: number }) =>
    withQuery('/users/evaluation_confirm', { orderNo: line.orderNo, productId: line.productId, orderInfoId: line.orderInfoId }),
  addressList: () => '/users/address_list',
  applicationRecord: (query?: Query) => withQuery('/users/application_record', query),
  collectionList: (query?: Query) => withQuery('/users/collection_list', query),
  couponList: (query?: Query) => withQuery('/users/coupon_list', query),
  userInfo: () => '/users/user_info',
  merchantSettled: (query?: Query) => withQuery('/users/merchant_settled', query),
  /** A shop: its home tab at /merchant/merchant?id=…, another tab at /merchant/merchant/<tab>?id=…. */
  merchant: (query: Query, tab?: ShopTabPath) => withQuery(tab ? `/merchant/merchant/${tab}` : '/merchant/merchant', query),
  merchantMore: (query?: Query) => withQuery('/merchant/merchant_more', query),
  merchantStreet: (query?: Query) => withQuery('/merchant/merchant_street', query),
  aboutUs: () => '/middlewares/about_us',
  privacyAgreement: () => '/middlewares/privacy_agreement',
  privacyPolicy: () => '/middlewares/privacy_policy',
  returnPolicy: () => '/middlewares/return_policy',
  callbackTwitter: (query?: Query) => withQuery('/middlewares/callback_twitter', query),
  login: (query?: Query) => withQuery('/login', query),
} as const;

export type PathName = keyof typeof paths;
