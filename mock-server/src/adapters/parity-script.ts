import { DEMO_PASSWORD } from '../db/seed';
import { type MockState } from '../state';

/** One recorded request of the parity test (mock-server/src/adapters/parity.test.ts). */
export interface Step {
  label: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sign in as this user with a fresh session (made on the adapter's own state) before sending. */
  as?: number;
  /** Use the token the last sign-in answer of this run carried. */
  signedIn?: boolean;
  /** Keep the string value of this answer field; later steps use it as `{name}` in their URL or body. */
  capture?: string;
  /**
   * Keep the first group of each pattern, searched in the answer's body and Location header; later steps use it
   * as `{name}`. For values that are not a string field of their own (an SH number among PT ones, a numeric id,
   * the PayPal payer id of a redirect).
   */
  grab?: Record<string, string>;
}

export const json = (label: string, method: string, url: string, body?: unknown, extra: Partial<Step> = {}): Step => ({
  label,
  method,
  url,
  ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  ...extra,
});

const signedIn = { signedIn: true };

/** A signed-in JSON request whose body is written out, for captured numbers (`{name}` goes in unquoted). */
const raw = (label: string, url: string, body: string): Step => ({
  label,
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json' },
  body,
  ...signedIn,
});
const RETURN_TO = 'http%3A%2F%2Flocalhost%3A5173';
const SHOP_ORDER = '"orderNo":"(SH\\d+)"';

/** `count` SKUs with stock, each of a different product, in id order (the seed is deterministic). */
function stockedSkus(state: MockState, count: number): { productId: number; id: number }[] {
  const seen = new Set<number>();
  const out: { productId: number; id: number }[] = [];
  for (const sku of state.db.all('skus')) {
    if (sku.stock < 5 || seen.has(sku.productId)) continue;
    const product = state.db.byId('products', sku.productId);
    if (!product) continue;
    seen.add(sku.productId);
    out.push({ productId: sku.productId, id: sku.id });
    if (out.length === count) break;
  }
  if (out.length < count) throw new Error('the seed has too few stocked SKUs');
  return out;
}

/**
 * Buy one SKU now and create the order with `payType`, as the signed-in user: captures `{prefix}Pre` (pre-order),
 * `{prefix}` (master order, PT…) and `{prefix}Shop` (its merchant order, SH…).
 */
function order(prefix: string, sku: { productId: number; id: number }, payType: 'paypal' | 'stripe' | 'wechat', addressId: string): Step[] {
  return [
    json(
      `${prefix}: buy now`,
      'POST',
      '/api/front/order/pre/order',
      { preOrderType: 'buyNow', orderDetails: [{ productId: sku.productId, attrValueId: sku.id, productNum: 1 }] },
      { ...signedIn, grab: { [`${prefix}Pre`]: '"preOrderNo":"([^"]+)"' } },
    ),
    // The address id may be a captured one ({name}), so the body is written out: it goes in as a number.
    {
      label: `${prefix}: create order`,
      method: 'POST',
      url: '/api/front/order/create',
      headers: { 'content-type': 'application/json' },
      body: `{"preOrderNo":"{${prefix}Pre}","addressId":${addressId},"payType":"${payType}","payChannel":"pc"}`,
      ...signedIn,
      grab: { [prefix]: '"orderNo":"([^"]+)"' },
    },
    json(`${prefix}: master detail`, 'GET', `/api/front/order/master/detail/{${prefix}}`, undefined, {
      ...signedIn,
      grab: { [`${prefix}Shop`]: SHOP_ORDER },
    }),
  ];
}

/**
 * Journeys that reach the success of every contract route the purchase script and the generated requests do not:
 * codes read from the outbox, registrations, social sign-ins through their mock pages, each payment provider,
 * an order shipped, received, reviewed and deleted, refunds refused and accepted, a settle-in application and its
 * audit, addresses, collections, follows, coupons, the cart and the control API's db and order moves. Runs signed
 * in as the shopper from the first sign-in of the script; ends signed in as the shopper again.
 */
export function journeys(state: MockState): Step[] {
  const [a, b, c, d, e, f] = stockedSkus(state, 6);
  const coupon = state.db.all('coupons').find((x) => !state.db.find('userCoupons', (u) => u.couponId === x.id && u.uid === 1));
  const merchant = state.db.all('merchants')[0];
  const activity = state.db.all('activities')[0];
  const category = state.db.all('merchantCategories')[0];
  const shopType = state.db.all('merchantTypes')[0];
  if (!a || !b || !c || !d || !e || !f || !coupon || !merchant || !activity || !category || !shopType)
    throw new Error('the seed lacks a coupon, merchant, activity, category or shop type');
  const login = json('shopper login', 'POST', '/api/front/login/email', { email: 'shopper@example.com', password: DEMO_PASSWORD });
  const address = {
    realName: 'Parity Tester',
    email: 'parity@example.com',
    country: 'China',
    detail: '1 Parity Road',
    postCode: 100000,
    countryCode: '86',
    phone: '13511112222',
    isDefault: false,
  };
  return [
    // Catalogue and shops.
    json('product detail', 'GET', `/api/front/product/detail/${a.productId}`),
    json('merchant products', 'GET', `/api/front/product/merchant/pro/list?merId=${merchant.id}&page=1&limit=10`),
    json('merchant categories', 'GET', `/api/front/product/merchant/${merchant.id}/category/list`),
    json('product reviews', 'GET', `/api/front/product/reply/list/${a.productId}?type=0&page=1&limit=10`),
    json('activity detail', 'GET', `/api/pc/activity/detail/${activity.id}`),
    json('merchant home', 'GET', `/api/front/merchant/index/info/${merchant.id}`),
    json('merchant detail', 'GET', `/api/front/merchant/detail/${merchant.id}`),
    json('merchant service', 'GET', `/api/front/merchant/customer/service/info/${merchant.id}`),

    // Addresses.
    json('address add', 'POST', '/api/front/address/edit', address, { ...signedIn, grab: { addressId: '"data":\\{"id":(\\d+)' } }),
    raw(
      'address edit',
      '/api/front/address/edit',
      `{"id":{addressId},"realName":"Parity Tester B","email":"parity@example.com","country":"China","detail":"2 Parity Road","postCode":100000,"countryCode":"86","phone":"13511112222","isDefault":false}`,
    ),
    raw('address default', '/api/front/address/default/set', '{"id":{addressId}}'),

    // Cart.
    json('cart save', 'POST', '/api/front/cart/save', [{ productId: b.productId, productAttrUnique: b.id, cartNum: 1 }], signedIn),
    json('cart list', 'GET', '/api/front/cart/list?isValid=true', undefined, {
      ...signedIn,
      grab: { cartId: `"id":(\\d+),"productId":${b.productId},` },
    }),
    raw('cart number', '/api/front/cart/num', '{"id":{cartId},"number":2}'),
    raw('cart reset', '/api/front/cart/resetcart', `{"id":{cartId},"num":1,"productId":${b.productId},"unique":${b.id}}`),
    raw('cart delete', '/api/front/cart/delete', '{"ids":[{cartId}]}'),

    // Collections, follows, coupons.
    json('collect', 'POST', '/api/front/collect/add/product', { id: a.productId }, signedIn),
    json('collect cancel', 'POST', `/api/front/collect/cancel/${a.productId}`, undefined, signedIn),
    json('collect again', 'POST', '/api/front/collect/add/product', { id: b.productId }, signedIn),
    json('collect delete', 'POST', '/api/front/collect/delete/product', { ids: String(b.productId) }, signedIn),
    json('follow', 'POST', `/api/front/collect/add/merchant/${merchant.id}`, undefined, signedIn),
    json('coupon receive', 'POST', '/api/front/coupon/receive', { couponId: coupon.id }, signedIn),
    json('coupon list', 'GET', '/api/front/coupon/list?page=1&limit=10&type=usable', undefined, signedIn),

    // PayPal, approved on the mock page: paid, shipped, tracked, received, reviewed, deleted.
    ...order('pp', a, 'paypal', '{addressId}'),
    json(
      'pp: payment',
      'POST',
      '/api/front/pay/payment',
      { orderNo: '{pp}', payType: 'paypal', payChannel: 'pc' },
      { ...signedIn, grab: { ppToken: '(EC-[A-Z0-9]+)' } },
    ),
    {
      label: 'pp: approve page',
      method: 'GET',
      url: `/__mock/pay/paypal/approve?token={ppToken}&return_to=${RETURN_TO}`,
      grab: { ppPayer: 'PayerID=([0-9A-F]+)' },
    },
    json('pp: paypal success', 'POST', '/api/front/pay/paypal/success', { token: '{ppToken}', payerID: '{ppPayer}' }, signedIn),
    json('pp: shop detail', 'GET', '/api/front/order/detail/{ppShop}', undefined, {
      ...signedIn,
      grab: { ppLine: '"orderInfoList":\\[\\{"id":(\\d+)' },
    }),
    json('pp: ship', 'POST', '/__mock/orders/{ppShop}/ship', {}),
    json('pp: express', 'GET', '/api/front/order/express/{ppShop}', undefined, signedIn),
    json('pp: take', 'POST', '/api/front/order/take/{ppShop}', undefined, signedIn),
    raw(
      'pp: review',
      '/api/front/order/comment',
      '{"orderNo":"{ppShop}","orderInfoId":{ppLine},"star":5,"comment":"Arrived well.","pics":""}',
    ),
    json('pp: delete', 'POST', '/api/front/order/delete/{ppShop}', undefined, signedIn),

    // Stripe: intent read and confirmed; then a refund refused, asked again and accepted.
    ...order('st', c, 'stripe', '{addressId}'),
    json(
      'st: payment',
      'POST',
      '/api/front/pay/payment',
      { orderNo: '{st}', payType: 'stripe', payChannel: 'pc' },
      { ...signedIn, capture: 'stripeClientSecret' },
    ),
    json('st: intent', 'GET', '/__mock/pay/stripe/intent?clientSecret={stripeClientSecret}'),
    json('st: confirm', 'POST', '/__mock/pay/stripe/confirm', { clientSecret: '{stripeClientSecret}', cardNumber: '4242424242424242' }),
    json('st: refund info', 'GET', '/api/front/order/apply/refund/{stShop}', undefined, signedIn),
    json('st: refund', 'POST', '/api/front/order/refund', { orderNo: '{stShop}', text: 'Changed my mind' }, signedIn),
    json('st: refunds', 'GET', '/api/front/order/refund/list?page=1&limit=10', undefined, {
      ...signedIn,
      grab: { refundA: '"refundOrderNo":"(RE\\d+)"' },
    }),
    json('st: refund detail', 'GET', '/api/front/order/refund/detail/{refundA}', undefined, signedIn),
    json('st: refund rejected', 'POST', '/__mock/refunds/{refundA}/reject', { reason: 'Opened item' }),
    json('st: refund again', 'POST', '/api/front/order/refund', { orderNo: '{stShop}', text: 'Changed my mind' }, signedIn),
    json('st: refunds again', 'GET', '/api/front/order/refund/list?page=1&limit=10', undefined, {
      ...signedIn,
      grab: { refundB: '"refundOrderNo":"(RE\\d+)"' },
    }),
    json('st: refund approved', 'POST', '/__mock/refunds/{refundB}/approve', { until: 'refunded' }),

    // WeChat: scanned, its result read, shipped and delivered by the control API.
    ...order('wx', d, 'wechat', '{addressId}'),
    json('wx: payment', 'POST', '/api/front/pay/payment', { orderNo: '{wx}', payType: 'wechat', payChannel: 'pc' }, signedIn),
    json('wx: scan', 'POST', '/__mock/pay/wechat/scan', { orderNo: '{wx}' }),
    json('wx: result', 'GET', '/api/front/pay/query/wechat/pay/result/{wx}', undefined, signedIn),
    json('wx: ship', 'POST', '/__mock/orders/{wxShop}/ship', { deliveryName: 'SF Express' }),
    json('wx: deliver', 'POST', '/__mock/orders/{wxShop}/deliver'),

    // An unpaid order cancelled.
    ...order('cx', e, 'paypal', '{addressId}'),
    json('cx: cancel', 'POST', '/api/front/order/cancel/{cx}', undefined, signedIn),

    // The db edits of the control API, the address deleted, the shop unfollowed earlier is followed again.
    json('db read', 'GET', '/__mock/db/users?limit=2'),
    json('db patch', 'PATCH', '/__mock/db/users/2', { nickname: 'Patched Shopper' }),
    raw('address delete', '/api/front/address/del', '{"id":{addressId}}'),

    // Password changes with emailed and texted codes (the shopper's own; the new password is the same).
    json('password code by email', 'POST', '/api/front/captcha/email/password', undefined, signedIn),
    json('outbox (password email)', 'GET', '/__mock/outbox?to=shopper%40example.com', undefined, { capture: 'code' }),
    json(
      'password by email',
      'POST',
      '/api/front/user/email/update/password',
      { newPassword: DEMO_PASSWORD, passwordAgain: DEMO_PASSWORD, captcha: '{code}' },
      signedIn,
    ),
    json('password code by sms', 'POST', '/api/front/captcha/phone/password', undefined, signedIn),
    json('outbox (password sms)', 'GET', '/__mock/outbox?to=13800138000', undefined, { capture: 'code' }),
    json(
      'password by sms',
      'POST',
      '/api/front/user/phone/update/password',
      { newPassword: DEMO_PASSWORD, passwordAgain: DEMO_PASSWORD, captcha: '{code}' },
      signedIn,
    ),

    // Settle-in: emailed code, application, the platform's approval.
    json('settle code', 'POST', '/api/front/captcha/email/merchant/settled', 'settle@example.com'),
    json('outbox (settle)', 'GET', '/__mock/outbox?to=settle%40example.com', undefined, { capture: 'code' }),
    json(
      'settle apply',
      'POST',
      '/api/front/merchant/settled/apply',
      {
        name: 'Parity Goods',
        categoryId: category.id,
        typeId: shopType.id,
        realName: 'Pat Parity',
        email: 'settle@example.com',
        address: '3 Parity Road',
        qualificationPicture: '["/mock-images/u/licence.png"]',
        captcha: '{code}',
        phone: '13522223333',
        handlingFee: category.handlingFee,
      },
      signedIn,
    ),
    json('settle record', 'GET', '/api/front/merchant/settled/record?page=1&limit=10', undefined, {
      ...signedIn,
      grab: { settleId: '"data":\\{[^[]*"list":\\[\\{"id":(\\d+)' },
    }),
    json('settle audit', 'POST', '/__mock/settle-in/{settleId}/audit', { decision: 'approve' }),

    // Sign-ins and registrations (each changes the token the later steps send).
    json('sms code (login route)', 'POST', '/api/front/login/sendCode', { phone: '13611110001', countryCode: '86' }),
    json('outbox (register sms)', 'GET', '/__mock/outbox?to=13611110001', undefined, { capture: 'code' }),
    json('register by phone', 'POST', '/api/front/login/register/mobile', {
      phone: '13611110001',
      countryCode: '86',
      password: DEMO_PASSWORD,
      captcha: '{code}',
    }),
    json('login by phone and password', 'POST', '/api/front/login/mobile/password', {
      phone: '13611110001',
      countryCode: '86',
      password: DEMO_PASSWORD,
    }),
    json('sms code (for code login)', 'POST', '/api/front/login/sendCode', { phone: '13611110002', countryCode: '86' }),
    json('outbox (login sms)', 'GET', '/__mock/outbox?to=13611110002', undefined, { capture: 'code' }),
    json('login by phone and code', 'POST', '/api/front/login/mobile/captcha', {
      phone: '13611110002',
      countryCode: '86',
      captcha: '{code}',
    }),
    json('email code', 'POST', '/api/front/login/email/captcha', 'new.user@example.com'),
    json('outbox (register email)', 'GET', '/__mock/outbox?to=new.user%40example.com', undefined, { capture: 'code' }),
    json('register by email', 'POST', '/api/front/login/register/email', {
      email: 'new.user@example.com',
      password: DEMO_PASSWORD,
      captcha: '{code}',
    }),
    json('forgot password', 'POST', '/api/front/login/email/forget/password', 'new.user@example.com'),
    json('outbox (reset)', 'GET', '/__mock/outbox?to=new.user%40example.com', undefined, { capture: 'code' }),
    json('reset password', 'POST', '/api/front/login/email/reset/password', {
      email: 'new.user@example.com',
      captcha: '{code}',
      newPassword: 'N3w-Passw0rd!',
      passwordAgain: 'N3w-Passw0rd!',
    }),
    { label: 'google consent', method: 'GET', url: `/__mock/oauth/google?return_to=${RETURN_TO}` },
    json('google sign-in', 'POST', '/api/front/login/google', 'mock-google:g.user@example.com:G User'),
    json('twitter request token', 'GET', '/api/front/login/twitter/request/token?end=pc', undefined, {
      grab: { twToken: '"oauthToken":"([^"]+)"', twSecret: '"oauthTokenSecret":"([^"]+)"' },
    }),
    {
      label: 'twitter authorize',
      method: 'GET',
      url: `/__mock/oauth/twitter/authorize?oauth_token={twToken}&screen_name=parity_tw`,
      grab: { twVerifier: 'oauth_verifier=([0-9a-f]+)' },
    },
    json('twitter sign-in', 'POST', '/api/front/login/twitter', {
      oauthToken: '{twToken}',
      oauthVerifier: '{twVerifier}',
      oauthTokenSecret: '{twSecret}',
    }),

    // A visitor buys with an address of its own and looks the order up by its identity.
    json('visitor sign-in', 'POST', '/api/front/login/register/visitor', { email: 'visitor@example.com' }, { capture: 'identity' }),
    json(
      'visitor address',
      'POST',
      '/api/front/address/edit',
      { ...address, isDefault: true },
      { ...signedIn, grab: { visitorAddress: '"data":\\{"id":(\\d+)' } },
    ),
    ...order('vo', f, 'paypal', '{visitorAddress}'),
    json('visitor master detail', 'GET', '/api/front/order/visitor/master/detail?orderNo={vo}&identity={identity}'),
    json('visitor detail', 'GET', '/api/front/order/visitor/detail?orderNo={voShop}&identity={identity}'),

    login,
    json('unfollow', 'POST', `/api/front/collect/cancel/merchant/${merchant.id}`, undefined, signedIn),
  ];
}
