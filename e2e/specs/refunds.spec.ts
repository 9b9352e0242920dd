import type { MerchantOrder } from '@contract';
import type { Page } from '@playwright/test';
import { ok, type MockClient } from '../fixtures/api';
import { openInApp, routeInApp } from '../fixtures/in-app';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const LIST = paths.refundList();

const orderCard = (page: Page, orderNo: string) => page.getByRole('article', { name: `Order number: ${orderNo}` });
const refundCard = (page: Page, refundOrderNo: string) => page.getByRole('article', { name: `Refund number: ${refundOrderNo}` });

/** The demo shopper's seeded merchant orders of a tab (mock-server/README.md "Orders"). */
async function tabOrder(shopper: MockClient, type: 1 | 2 | 3): Promise<MerchantOrder> {
  const [first] = (await ok(shopper.api.orders.list({ query: { type, page: 1, limit: 20 } }))).list;
  if (!first) throw new Error(`seed: no order in tab ${type}`);
  return first;
}

async function refundOf(shopper: MockClient, orderNo: string): Promise<string> {
  const page = await ok(shopper.api.refunds.list({ query: { page: 1, limit: 20 } }));
  const found = page.list.find((r) => r.merOrderNo === orderNo);
  if (!found) throw new Error(`no refund for ${orderNo}`);
  return found.refundOrderNo;
}

test.describe('refunds', () => {
  test('an order awaiting shipment is refunded on request: checked, sent with a picture, listed, and refused by the shop', async ({
    page,
    api,
    checkA11y,
    shopper,
  }) => {
    const order = await tabOrder(shopper, 1);

    await page.goto(paths.orderList({ orderStatus: 1 }));
    await orderCard(page, order.orderNo).getByRole('link', { name: 'Apply for refund' }).click();
    await expect(page).toHaveURL(paths.refundConfirm(order.orderNo));
    await expect(page.getByRole('heading', { level: 1, name: 'Apply for a refund' })).toBeVisible();
    for (const line of order.orderInfoList) await expect(page.getByRole('link', { name: line.productName, exact: true })).toBeVisible();
    await expect(page.getByTestId('refund-amount')).toContainText(/refund \$/);
    await checkA11y();

    // No reason: the form says so and sends nothing.
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Please choose a reason.')).toBeVisible();
    await expect(page.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/refund_confirm/);

    await page.getByLabel('Reason').selectOption('Ordered by mistake');
    await expect(page.getByText('Please choose a reason.')).toHaveCount(0);
    await page.getByLabel('Note (optional)').fill('Wrong colour');
    await expect(page.getByText('12/100')).toBeVisible();
    const picture = page.getByLabel('Add a picture');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPG, PNG, GIF or WebP image.' })).toBeVisible();
    await picture.setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove picture 1' })).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Submit request' }).click();

    await expect(page).toHaveURL(/\/order\/refund_detail\?orderNo=RE\d+$/);
    const refundOrderNo = await refundOf(shopper, order.orderNo);
    await expect(page).toHaveURL(paths.refundDetail(refundOrderNo));
    await expect(page.getByTestId('refund-state')).toHaveText('Awaiting review');
    await expect(page.getByText('Ordered by mistake')).toBeVisible();
    await expect(page.getByText('Wrong colour')).toBeVisible();
    await page.getByRole('button', { name: 'Open picture 1' }).click();
    const large = page.getByRole('dialog', { name: 'Picture 1 of 1' });
    await expect(large.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await checkA11y();
    await large.getByRole('button', { name: 'Close' }).click();
    await expect(large).toBeHidden();
    await checkA11y();

    // The list was not read in this page yet: opened in the app already loaded.
    await routeInApp(page, LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Refunds' })).toBeVisible();
    const card = refundCard(page, refundOrderNo);
    await expect(card).toContainText('Awaiting review');
    await expect(card.getByRole('link', { name: order.merName, exact: true })).toBeVisible();
    await checkA11y();

    // The order has left its tab for the refund list.
    await page.goto(paths.orderList({ orderStatus: 1 }));
    await expect(page.getByRole('tab', { name: 'Awaiting shipment (0)' })).toBeVisible();
    await expect(orderCard(page, order.orderNo)).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'After-sales / refunds (1)' })).toBeVisible();

    // The shop refuses: the shopper reads why.
    await ok(api.mock.rejectRefund({ params: { refundOrderNo }, body: { reason: 'The parcel has already left' } }));
    await page.goto(paths.refundDetail(refundOrderNo));
    await expect(page.getByTestId('refund-state')).toHaveText('Refused');
    await expect(page.getByTestId('refund-rejection')).toHaveText('Reason given by the shop: The parcel has already left');
  });

  test('the shop accepts a refund of a completed order: refunding, then refunded', async ({ page, api, shopper }) => {
    const order = await tabOrder(shopper, 3);
    // A note of one long word (a pasted link) wraps inside its card: the page never scrolls sideways.
    const note = `https://example.com/${'photosofthedamage'.repeat(6)}`;
    await ok(
      shopper.api.refunds.apply({ body: { orderNo: order.orderNo, text: 'Item arrived damaged', refund_reason_wap_explain: note } }),
    );
    const refundOrderNo = await refundOf(shopper, order.orderNo);

    await ok(api.mock.approveRefund({ params: { refundOrderNo }, body: { until: 'refunding' } }));
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(paths.refundDetail(refundOrderNo));
    await expect(page.getByTestId('refund-state')).toHaveText('Refunding');
    await expect(page.getByText(note)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await ok(api.mock.approveRefund({ params: { refundOrderNo }, body: { until: 'refunded' } }));
    await page.reload();
    await expect(page.getByTestId('refund-state')).toHaveText('Refunded');
    await expect(page.getByText('Refunded on')).toBeVisible();
    await page.goto(LIST);
    await expect(refundCard(page, refundOrderNo)).toContainText('Refunded');
  });

  test('an order awaiting receipt, and numbers of other kinds, are refused', async ({ page, shopper }) => {
    const shipped = await tabOrder(shopper, 2);
    await page.goto(paths.refundConfirm(shipped.orderNo));
    await expect(page.getByRole('heading', { name: 'This order cannot be refunded' })).toBeVisible();
    await expect(page.getByText('The order is on its way: confirm receipt before asking for a refund')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit request' })).toHaveCount(0);

    // The other pages in the app already loaded; the two showing the same heading go through the 404 page.
    await routeInApp(page, paths.refundConfirm('hello'));
    await expect(page.getByRole('heading', { name: 'No order was chosen for a refund' })).toBeVisible();
    // The bare path is typed on purpose: the page without its refund number.
    for (const [index, url] of [paths.refundDetail('RE999'), '/order/refund_detail'].entries()) {
      if (index === 0) await routeInApp(page, url);
      else await openInApp(page, url);
      await expect(page.getByRole('heading', { name: 'This refund cannot be viewed' })).toBeVisible();
    }
    await routeInApp(page, LIST);
    await expect(page.getByRole('heading', { name: 'You have no refund requests.' })).toBeVisible();
  });

  test('a guest is sent to sign in', async ({ page, api: _api }) => {
    await page.goto(LIST);
    await expect(page).toHaveURL(paths.login({ redirect: paths.refundList() }));
    // The other two in the app already loaded: the guard is the same on a load and on a route change.
    await routeInApp(page, paths.refundConfirm('SH1'));
    await expect(page).toHaveURL(/\/login\?redirect=%2Fusers%2Frefund_confirm/);
    await routeInApp(page, paths.refundDetail('RE1'));
    await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Frefund_detail/);
  });
});
