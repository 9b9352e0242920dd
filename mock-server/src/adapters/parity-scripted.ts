import { collectionNames } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed';
import { type MockState } from '../state';
import { TEST_NOW } from '../test-support';
import { json, type Step } from './parity-script';

/**
 * The hand-written requests of the adapters' parity test (./parity.test.ts): a purchase signed in, and sign-in, the
 * control API, an image, uploads, pages and a 404.
 */

/** The seed and size both adapters' cores are built with. */
export const PARITY_OPTIONS = { seed: 1, products: 120, clock: TEST_NOW, validateResponses: true } as const;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 1)]);

function multipart(fields: Record<string, string>, file: Buffer | null): { body: Buffer; type: string } {
  const boundary = 'parity-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipart"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Buy now, checkout and PayPal, signed in: values the answers make (pre-order, order number) are captured. */
export function purchase(state: MockState): Step[] {
  const sku = state.db.find('skus', (s) => s.productId === 1 && s.stock >= 3);
  if (!sku) throw new Error('the seed has no stocked SKU of product 1');
  const signedIn = { signedIn: true };
  return [
    json(
      'buy now',
      'POST',
      '/api/front/order/pre/order',
      { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 1 }] },
      { ...signedIn, capture: 'preOrderNo' },
    ),
    json('pre-order', 'GET', '/api/front/order/load/pre/{preOrderNo}', undefined, signedIn),
    json('pre-order coupons', 'GET', '/api/front/coupons/order/{preOrderNo}', undefined, signedIn),
    json('computed price', 'POST', '/api/front/order/computed/price', { preOrderNo: '{preOrderNo}', addressId: 2 }, signedIn),
    json(
      'create order',
      'POST',
      '/api/front/order/create',
      { preOrderNo: '{preOrderNo}', addressId: 2, payType: 'paypal', payChannel: 'pc' },
      { ...signedIn, capture: 'orderNo' },
    ),
    json('pay methods', 'GET', '/api/front/pay/method', undefined, signedIn),
    json('payment', 'POST', '/api/front/pay/payment', { orderNo: '{orderNo}', payType: 'paypal', payChannel: 'pc' }, signedIn),
    json('order detail', 'GET', '/api/front/order/master/detail/{orderNo}', undefined, signedIn),
    json('orders', 'GET', '/api/front/order/list?type=1&page=1&limit=10', undefined, signedIn),
    json('order counts', 'GET', '/api/front/order/data', undefined, signedIn),
  ];
}

/** A snapshot file as a scenario ships one: every collection as the seed makes it, the clock fixed. */
const SNAPSHOT_FILE = {
  format: 'mock-snapshot',
  version: 1,
  name: 'from-file',
  savedAt: TEST_NOW,
  seed: PARITY_OPTIONS.seed,
  products: PARITY_OPTIONS.products,
  fromSeed: collectionNames,
  clock: { fixedAt: TEST_NOW, offsetMs: 0 },
  db: {},
  sessions: [],
  outbox: [],
  faults: [],
  codes: [],
  resendMarks: [],
  throttle: [],
  uploads: [],
  uploadCount: 0,
};

/** The hand-written part: sign-in, control API, an image, an upload, pages, a 404. */
export function scripted(): Step[] {
  const upload = multipart({ model: 'user', pid: '1' }, PNG);
  const notImage = multipart({ model: 'user', pid: '1' }, Buffer.from('hello'));
  return [
    json('login ok', 'POST', '/api/front/login/email', { email: 'shopper@example.com', password: DEMO_PASSWORD }),
    json('login wrong password', 'POST', '/api/front/login/email', { email: 'shopper@example.com', password: 'nope-nope' }),
    json('login bad email', 'POST', '/api/front/login/email', { email: 'not-an-email', password: 'x' }),
    json('user info', 'GET', '/api/front/user/info', undefined, { signedIn: true }),
    json('user info signed out', 'GET', '/api/front/user/info'),
    json('cart count', 'GET', '/api/front/cart/count?numType=true&type=total', undefined, { signedIn: true }),
    json('home', 'GET', '/api/pc/home/index'),
    json('category tree twice (read cache)', 'GET', '/api/front/product/category'),
    json('category tree again', 'GET', '/api/front/product/category'),
    json('send code', 'POST', '/api/front/login/sendCode', { phone: '13700137000', countryCode: '86' }),
    json('outbox', 'GET', '/__mock/outbox'),
    json('clock', 'GET', '/__mock/clock'),
    json('clock moved', 'POST', '/__mock/clock', { advanceMs: 60000 }),
    json('fault for home', 'POST', '/__mock/faults', { method: 'GET', path: '/api/pc/home/index', code: 500 }),
    json('faulted', 'GET', '/api/pc/home/index'),
    json('faults cleared', 'DELETE', '/__mock/faults'),
    { label: 'image', method: 'GET', url: '/mock-images/p/1.svg' },
    { label: 'image refused', method: 'GET', url: '/mock-images/p/..%2Fx.png' },
    { label: 'upload', method: 'POST', url: '/api/front/upload/image', headers: { 'content-type': upload.type }, body: upload.body },
    { label: 'uploaded file', method: 'GET', url: '/mock-images/u/user-000001.png' },
    {
      label: 'upload refused',
      method: 'POST',
      url: '/api/front/upload/image',
      headers: { 'content-type': notImage.type },
      body: notImage.body,
    },
    { label: 'google consent page', method: 'GET', url: '/__mock/oauth/google?return_to=http%3A%2F%2Flocalhost%3A5173%2Flogin' },
    { label: 'paypal page, foreign return', method: 'GET', url: '/__mock/pay/paypal?token=EC-1&return_to=https%3A%2F%2Fevil.example' },
    {
      label: 'paypal approve redirect',
      method: 'GET',
      url: '/__mock/pay/paypal/cancel?token=EC-1&return_to=http%3A%2F%2Flocalhost%3A5173',
    },
    json('unknown path', 'GET', '/api/front/nothing/here'),
    // The request journal and named snapshots (the journal's durations are real time: normalised).
    json('journal', 'GET', '/__mock/requests?method=GET&path=/api/**&limit=5'),
    json('refused (bad query) GET /__mock/requests', 'GET', '/__mock/requests?limit=0'),
    json('snapshot saved', 'POST', '/__mock/snapshots', { name: 'parity' }),
    json('snapshots', 'GET', '/__mock/snapshots'),
    json('snapshot exported', 'GET', '/__mock/snapshots/parity/file'),
    json('snapshot imported', 'PUT', '/__mock/snapshots/from-file/file', SNAPSHOT_FILE),
    json('snapshot restored', 'POST', '/__mock/snapshots/from-file/restore'),
    json('user info after restore', 'GET', '/api/front/user/info', undefined, { signedIn: true }),
    json('snapshot restored back', 'POST', '/__mock/snapshots/parity/restore'),
    json('snapshot deleted', 'DELETE', '/__mock/snapshots/parity'),
    json('journal cleared', 'DELETE', '/__mock/requests'),
    json('reset', 'POST', '/__mock/reset', {}),
    json('user info after reset', 'GET', '/api/front/user/info', undefined, { signedIn: true }),
  ];
}
