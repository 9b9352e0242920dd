import { PRE_ORDER_TTL_MS } from '@contract';
import type { Page } from '@playwright/test';
import type { RecordOf } from '../../mock-server/src/db/schema';
import { ok, records, type MockClient } from '../fixtures/api';
import { buyFromProductPageByCard, fillTestCard, preOrderFromCart, stockedProducts, type Picked } from '../fixtures/shopping';
import { DEMO, expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { cents, money } from '../fixtures/money';

/** Platform coupon "$2 no threshold" of the seed: fits any order. */
const PLATFORM_COUPON = 62;

type MasterRecord = RecordOf<'masterOrders'>;
const masterOrders = (api: MockClient) => records(api, 'masterOrders');

/** The master orders created since `tracker` was made (the seed has orders of its own). */
async function orderTracker(api: MockClient): Promise<() => Promise<MasterRecord[]>> {
  const before = new Set((await masterOrders(api)).map((order) => order.orderNo));
  return async () => (await masterOrders(api)).filter((order) => !before.has(order.orderNo));
}

/** Signs in, starts a pre-order of the given products (quantities 1, 2, …) through the API and opens its confirm page. */
async function openConfirm(
  page: Page,
  api: MockClient,
  asShopper: (email?: string) => Promise<MockClient>,
  products: Picked[],
  email: string = DEMO.email,
) {
  const shopper = await asShopper(email);
  const created = await orderTracker(api);
  const preOrderNo = await preOrderFromCart(shopper, products);
  await page.goto(paths.orderConfirm(preOrderNo));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeVisible();
  const preOrder = await ok(shopper.api.checkout.loadPreOrder({ params: { preOrderNo } }));
  return { shopper, preOrderNo, preOrder, created };
}

async function submitWith(page: Page, method: 'PayPal' | 'Card (Stripe)' | 'WeChat Pay') {
  await page.getByRole('radio', { name: new RegExp(`^${method.replace(/[()]/g, '\\$&')}`) }).check();
  await page.getByRole('button', { name: 'Submit order' }).click();
}

test.describe('checkout and payment', () => {
  test('a scenario file: the shopper pays with the coupon it holds; the journal shows one order/create with it', async ({
    page,
    api,
    signIn,
    snapshots,
    journal,
  }) => {
    // The seed plus the platform coupon received by the demo shopper (mock-server/README.md, Snapshots).
    await snapshots.load('e2e/scenarios/shopper-with-a-coupon.json');
    const held = (await records(api, 'userCoupons')).find((c) => c.uid === 1 && c.couponId === PLATFORM_COUPON && c.status === 0);
    if (!held) throw new Error('scenario: the shopper holds no platform coupon');
    const [picked] = await stockedProducts(api, 1);
    if (!picked) throw new Error('seed: no stocked product');
    await signIn();
    await page.goto(paths.goodsDetail(picked.detail.productInfo.id));
    // From here on the journal holds what the shopper's browser sends: the set-up above asked the mock too, and so
    // did the server rendering the page (as a guest: the browser then asks for the shopper's own view of it).
    await journal.clear();
    await buyFromProductPageByCard(page, { coupon: 'Platform $2 no threshold ($2.00 off)' });

    await journal.expectOne({ method: 'POST', path: '/api/front/order/create', body: { couponId: held.id, payType: 'stripe' } });
    await journal.expectNoRepeats({ method: 'GET', path: '/api/front/product/**' });
  });

  test('from the cart, the confirm page shows the lines by shop, the default address and the totals', async ({
    page,
    api,
    checkA11y,
    shopper,
  }) => {
    const [a, b] = await stockedProducts(api, 2);
    if (!a || !b) throw new Error('seed');
    await ok(shopper.api.cart.save({ body: [{ productId: a.detail.productInfo.id, productAttrUnique: a.sku.id, cartNum: 1 }] }));
    await ok(shopper.api.cart.save({ body: [{ productId: b.detail.productInfo.id, productAttrUnique: b.sku.id, cartNum: 2 }] }));
    await page.goto(paths.shoppingCart());
    await page.getByRole('region', { name: 'Cart summary' }).getByRole('button', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\d{18}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();
    const preOrderNo = new URL(page.url()).searchParams.get('preOrderNo') ?? '';
    const preOrder = await ok(shopper.api.checkout.loadPreOrder({ params: { preOrderNo } }));

    const lines = page.getByRole('table', { name: 'Items in your order' });
    for (const [{ detail, sku }, quantity] of [
      [a, 1],
      [b, 2],
    ] as const) {
      const row = lines
        .getByTestId('order-line')
        .filter({ has: page.getByRole('link', { name: detail.productInfo.storeName, exact: true }) });
      await expect(row).toContainText(`Specification: ${sku.sku}`);
      await expect(row.getByRole('cell').nth(2)).toContainText(String(quantity));
      await expect(row.getByRole('cell').nth(3)).toHaveText(money(cents(sku.price) * quantity));
    }
    for (const shop of preOrder.orderList) await expect(lines.getByRole('rowheader', { name: `Shop: ${shop.merName}` })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Demo Shopper/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^Alex Morgan/ })).not.toBeChecked();
    await expect(page.getByTestId('total-goods')).toHaveText(money(cents(preOrder.proTotalFee)));
    await expect(page.getByTestId('total-freight')).toHaveText(money(cents(preOrder.freightFee)));
    await expect(page.getByTestId('total-coupon')).toHaveText(`−${money(0)}`);
    await expect(page.getByTestId('total-pay')).toHaveText(money(cents(preOrder.payFee)));
    await expect(page.getByRole('radio', { name: /^PayPal/ })).not.toBeChecked();
    await checkA11y();
  });

  test('a fitting coupon lowers the total; the remark stops at 149 characters', async ({ page, api, asShopper }) => {
    const products = await stockedProducts(api, 1);
    const shopper = await asShopper();
    await ok(shopper.api.coupons.receive({ body: { couponId: PLATFORM_COUPON } }));
    const { preOrder } = await openConfirm(page, api, () => Promise.resolve(shopper), products);
    const coupon = page.getByLabel('Coupon');
    await expect(coupon).toHaveValue('0');
    await expect(page.getByText('1 coupon fits this order.')).toBeVisible();
    await coupon.selectOption({ label: 'Platform $2 no threshold ($2.00 off)' });
    await expect(page.getByTestId('total-coupon')).toHaveText(`−${money(200)}`);
    await expect(page.getByTestId('total-pay')).toHaveText(money(cents(preOrder.payFee) - 200));
    await coupon.selectOption({ label: 'No coupon' });
    await expect(page.getByTestId('total-pay')).toHaveText(money(cents(preOrder.payFee)));

    const remark = page.getByLabel('Note to the seller');
    await remark.fill('Leave it at the door');
    await expect(page.getByTestId('remark-counter')).toHaveText('20/149');
    await remark.fill('x'.repeat(200));
    await expect(remark).toHaveValue('x'.repeat(149));
    await expect(page.getByTestId('remark-counter')).toHaveText('149/149');
  });

  test('submitting without a payment method says so and creates nothing', async ({ page, api, asShopper }) => {
    const { created } = await openConfirm(page, api, asShopper, await stockedProducts(api, 1));
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a payment method' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^PayPal/ })).toBeFocused();
    expect(await created()).toEqual([]);
  });

  test('PayPal: approve on the mock page, come back to a success and a paid order', async ({ page, api, checkA11y, asShopper }) => {
    const { preOrder, created } = await openConfirm(page, api, asShopper, await stockedProducts(api, 2));
    await submitWith(page, 'PayPal');
    await expect(page).toHaveURL(/\/__mock\/pay\/paypal\?token=EC-/);
    await expect(page.getByRole('heading', { name: 'PayPal (mock)' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/order\/payment_result\?status=1&token=EC-[A-Z0-9]+&PayerID=[0-9A-F]{13}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText(money(cents(preOrder.payFee)));
    const [order] = await created();
    expect(order).toMatchObject({ paid: true, payType: 'paypal' });
    expect(Math.round((order?.payPrice ?? 0) * 100)).toBe(cents(preOrder.payFee));
    await expect(page.getByText(order?.orderNo ?? 'missing')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View order' })).toHaveAttribute('href', paths.orderDetail(order?.orderNo ?? 'missing'));
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await checkA11y();
  });

  test('PayPal: cancelling cancels the order, as the real backend does, and Buy again puts the items back in the cart', async ({
    page,
    api,
    checkA11y,
    asShopper,
  }) => {
    const products = await stockedProducts(api, 1);
    const { created } = await openConfirm(page, api, asShopper, products);
    await submitWith(page, 'PayPal');
    await page.getByRole('button', { name: 'Cancel and return to the store' }).click();
    await expect(page).toHaveURL(/\/order\/payment_result\?status=0&local_order_no=PT\d+&token=EC-[A-Z0-9]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('the order was cancelled too');
    // The order is shown as cancelled, with nothing left to pay.
    await expect(page.getByRole('definition').filter({ hasText: 'Cancelled' })).toBeVisible();
    await expect(page.getByText('Order total (not charged)')).toBeVisible();
    await expect(page.getByText('Amount to pay')).toHaveCount(0);
    await expect.poll(async () => (await created())[0]).toMatchObject({ paid: false, isCancel: true });
    await checkA11y();
    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(page).toHaveURL(paths.shoppingCart());
    await expect(page.getByRole('link', { name: products[0]?.detail.productInfo.storeName ?? 'missing', exact: true })).toBeVisible();
  });

  test('Stripe: the test card pays the order', async ({ page, api, checkA11y, asShopper }) => {
    const { preOrder, created } = await openConfirm(page, api, asShopper, await stockedProducts(api, 1));
    await submitWith(page, 'Card (Stripe)');
    await expect(page).toHaveURL(/\/order\/stripe_payment\?.*clientSecret=pi_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    await checkA11y();
    const pay = page.getByRole('button', { name: `Pay ${money(cents(preOrder.payFee))}` });
    await pay.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a valid card number' })).toBeVisible();
    // The expiry as the digits alone, as card forms take them: 12/34.
    await fillTestCard(page, '4242 4242 4242 4242', '1234');
    await pay.click();
    await expect(page).toHaveURL(/\/order\/payment_result\?.*redirect_status=succeeded/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText(money(cents(preOrder.payFee)));
    expect((await created())[0]).toMatchObject({ paid: true, payType: 'stripe' });
  });

  test('Stripe: a declined test card is shown on the card form and leaves the order unpaid', async ({
    page,
    api,
    checkA11y,
    asShopper,
  }) => {
    const { preOrder, created } = await openConfirm(page, api, asShopper, await stockedProducts(api, 1));
    await submitWith(page, 'Card (Stripe)');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    const formUrl = page.url();
    await fillTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    // The refusal's own reason, not a generic failure.
    const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined. Try another card or ask your bank.' });
    await expect(declined).toBeVisible();
    expect(page.url()).toBe(formUrl);
    await expect(page.getByLabel('Card number')).toBeFocused();
    // Typing another card is a new attempt: the old refusal goes.
    await page.getByLabel('Card number').fill('4000 0000 0000 9995');
    await expect(declined).toHaveCount(0);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds. Try another card.' })).toBeVisible();
    expect((await created())[0]).toMatchObject({ paid: false });
    await checkA11y();

    // A failed result reached some other way (a bank's redirect) names the amount as due, not paid.
    const secret = new URL(formUrl).searchParams.get('clientSecret') ?? '';
    const [order] = await created();
    await page.goto(
      paths.paymentResult({
        orderNo: order?.orderNo ?? '',
        payPrice: preOrder.payFee,
        payment_intent: secret.split('_secret_')[0] ?? '',
        payment_intent_client_secret: secret,
        redirect_status: 'failed',
      }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
    await expect(page.getByText('Amount to pay')).toBeVisible();
    await expect(page.getByText('Amount paid')).toHaveCount(0);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  });

  test('Stripe: a result URL saying succeeded for an unpaid order shows it unpaid, from the backend, with a way to pay', async ({
    page,
    api,
    checkA11y,
    shopper,
    journal,
  }) => {
    const [unpaid] = (await ok(shopper.api.orders.awaitPayList({ query: { page: 1, limit: 20 } }))).list;
    if (!unpaid) throw new Error('seed: the shopper has no unpaid order');
    expect(unpaid.payPrice).not.toBe('0.01');
    await journal.clear();
    // The URL claims a payment of $0.01 that never happened.
    await page.goto(
      paths.paymentResult({ orderNo: unpaid.orderNo, payPrice: '0.01', redirect_status: 'succeeded', payment_intent: 'pi_x' }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Payment not received' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toHaveCount(0);
    await expect(page.getByText('Amount paid')).toHaveCount(0);
    await expect(page.getByText('Amount to pay')).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText(money(cents(unpaid.payPrice)));
    await expect(page.getByText('$0.01')).toHaveCount(0);
    expect(await journal.count({ method: 'GET', path: `/api/front/order/master/detail/${unpaid.orderNo}` })).toBeGreaterThan(0);
    await checkA11y();
    expect((await records(api, 'masterOrders')).find((order) => order.orderNo === unpaid.orderNo)).toMatchObject({ paid: false });

    // The genuine payment from here: pay again by card, and the page then shows the backend's paid order.
    await page.getByRole('button', { name: 'Try again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay for your order' });
    await dialog.getByRole('radio', { name: /^Card \(Stripe\)/ }).check();
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    await fillTestCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText('Amount paid')).toBeVisible();
    await expect(page.getByTestId('paid-amount')).toHaveText(money(cents(unpaid.payPrice)));
    expect((await records(api, 'masterOrders')).find((order) => order.orderNo === unpaid.orderNo)).toMatchObject({ paid: true });
  });

  test('WeChat: the QR dialog notices the scan and shows the success', async ({ page, api, asShopper }) => {
    const { preOrder, created } = await openConfirm(page, api, asShopper, await stockedProducts(api, 1));
    await submitWith(page, 'WeChat Pay');
    const dialog = page.getByRole('dialog', { name: 'Pay with WeChat' });
    await expect(dialog.getByRole('img', { name: 'WeChat Pay QR code' })).toBeVisible();
    await expect(dialog.getByTestId('wechat-qr')).toHaveAttribute('data-value', /^weixin:\/\/wxpay\/bizpayurl\?pr=\w+$/);
    // How to pay, never the raw weixin:// text.
    await expect(dialog.getByText('Open WeChat on your phone.', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/weixin:/)).toHaveCount(0);
    await expect(dialog.getByText('Waiting for your payment…')).toBeVisible();
    await expect(dialog).toContainText(money(cents(preOrder.payFee)));
    const [order] = await created();
    expect(order?.paid).toBe(false);
    await ok(api.mock.wechatScan({ body: { orderNo: order?.orderNo ?? '' } }));
    // Paid: on to the result page, not a checkout that has been used up behind the dialog.
    await expect(page).toHaveURL(/\/order\/payment_result\?.*method=wechat/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(page.getByText(order?.orderNo ?? 'missing')).toBeVisible();
    await expect(page.getByText('This checkout has expired')).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    expect((await created())[0]).toMatchObject({ paid: true, payType: 'wechat' });
  });

  test('Buy now on a product page goes to the confirm page and on to a payment', async ({ page, api, shopper: _shopper }) => {
    const created = await orderTracker(api);
    const [picked] = await stockedProducts(api, 1, 3);
    if (!picked) throw new Error('seed');
    await page.goto(paths.goodsDetail(picked.detail.productInfo.id));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\d{18}$/);
    const lines = page.getByRole('table', { name: 'Items in your order' });
    await expect(lines.getByRole('link', { name: picked.detail.productInfo.storeName, exact: true })).toBeVisible();
    await expect(lines.getByTestId('order-line')).toHaveCount(1);
    await submitWith(page, 'PayPal');
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    expect((await created())[0]).toMatchObject({ paid: true });
  });

  test('a shopper without an address adds one in the address form and it is chosen', async ({ page, api, asShopper }) => {
    await openConfirm(page, api, asShopper, await stockedProducts(api, 1), DEMO.secondEmail);
    await expect(page.getByText('You have no saved address yet')).toBeVisible();
    await submitWith(page, 'PayPal');
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a shipping address' })).toBeVisible();
    await page.getByRole('button', { name: 'Add a new address' }).click();
    const add = page.getByRole('dialog', { name: 'Add address' });
    await add.getByLabel('Consignee name').fill('Marie Curie');
    await add.getByLabel('Email').fill('marie@example.com');
    // The country is the searchable country picker.
    await add.getByRole('button', { name: /^Country\/region:/ }).click();
    await add.getByRole('combobox').fill('fran');
    await add.getByRole('option', { name: /France/ }).click();
    await add.getByLabel('Detailed address').fill('11 Rue Pierre et Marie Curie, Paris');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('radio', { name: /^Marie Curie/ })).toBeChecked();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/__mock\/pay\/paypal/);
  });

  test('an expired pre-order says so, on arrival and on submit, with a way back to the cart', async ({
    page,
    api,
    checkA11y,
    asShopper,
  }) => {
    const { created } = await openConfirm(page, api, asShopper, await stockedProducts(api, 1));
    await ok(api.mock.setClock({ body: { advanceMs: PRE_ORDER_TTL_MS + 1000 } }));
    await submitWith(page, 'PayPal');
    const notice = page.getByRole('alert').filter({ hasText: 'This checkout has expired' });
    await expect(notice).toBeVisible();
    expect(await created()).toEqual([]);
    await page.reload();
    await expect(notice).toBeVisible();
    await checkA11y();
    await notice.getByRole('link', { name: 'Back to the cart' }).click();
    await expect(page).toHaveURL(paths.shoppingCart());
    await page.goto(paths.orderConfirm('PRE0'));
    await expect(notice).toBeVisible();
  });

  test('the result page without its data says it cannot check the payment', async ({ page, api: _api, shopper: _shopper }) => {
    await page.goto(paths.paymentResult());
    await expect(page.getByRole('heading', { level: 1, name: 'Payment status unknown' })).toBeVisible();
    await expect(page.getByText('Cannot check the payment status because some data is missing.')).toBeVisible();
  });
});
