import type { Page } from '@playwright/test';
import { ok, type MockClient } from '../fixtures/api';
import { openInApp, routeInApp } from '../fixtures/in-app';
import { DEMO, expect, test } from '../fixtures/test';
import { cents, money } from '../fixtures/money';
import { localizePath } from '../../web/src/lib/i18n/locales';
import { paths } from '../../web/src/lib/routing/paths';

const LIST = paths.orderList();
const HOUR = 60 * 60 * 1000;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const orderCard = (page: Page, orderNo: string) => page.getByRole('article', { name: `Order number: ${orderNo}` });
const tab = (page: Page, name: RegExp | string) => page.getByRole('tab', { name });

/** The demo shopper's seeded orders, read through the API as the shopper (mock-server/README.md "Orders"). */
async function seeded(shopper: MockClient) {
  const toPay = await ok(shopper.api.orders.awaitPayList({ query: { page: 1, limit: 20 } }));
  const tabOf = async (type: 1 | 2 | 3) => {
    const [first] = (await ok(shopper.api.orders.list({ query: { type, page: 1, limit: 20 } }))).list;
    if (!first) throw new Error(`seed: no order in tab ${type}`);
    return first;
  };
  const [unpaid] = toPay.list;
  if (!unpaid) throw new Error('seed: no unpaid order');
  return { unpaid, awaitingShipment: await tabOf(1), shipped: await tabOf(2), completed: await tabOf(3) };
}

async function skuStock(api: MockClient, productId: number, skuId: number): Promise<number> {
  const detail = await ok(api.api.products.detail({ params: { id: productId } }));
  const sku = Object.values(detail.productValue).find((s) => s.id === skuId);
  if (!sku) throw new Error(`seed: SKU ${skuId} of product ${productId} is missing`);
  return sku.stock;
}

test.describe('my orders', () => {
  test('the seeded orders are under their tabs, with the counts, and the tab is kept in the URL', async ({ page, checkA11y, shopper }) => {
    const orders = await seeded(shopper);
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(tab(page, 'To pay (1)')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Awaiting shipment (1)')).toBeVisible();
    await expect(tab(page, 'Awaiting receipt (1)')).toBeVisible();
    await expect(tab(page, 'Awaiting review (1)')).toBeVisible();
    await expect(tab(page, 'After-sales / refunds (0)')).toBeVisible();

    const unpaid = orderCard(page, orders.unpaid.orderNo);
    await expect(unpaid).toContainText('Awaiting payment');
    for (const shop of orders.unpaid.orderList) {
      await expect(unpaid.getByRole('link', { name: shop.merName, exact: true })).toBeVisible();
      for (const line of shop.orderInfoList) await expect(unpaid.getByRole('link', { name: line.productName, exact: true })).toBeVisible();
    }
    await expect(unpaid.getByRole('button', { name: 'Pay now' })).toBeVisible();
    await checkA11y();

    await tab(page, /^Awaiting shipment/).click();
    await expect(page).toHaveURL(paths.orderList({ orderStatus: 1 }));
    await expect(orderCard(page, orders.awaitingShipment.orderNo)).toContainText('Awaiting shipment');
    await expect(orderCard(page, orders.awaitingShipment.orderNo).getByRole('link', { name: 'Apply for refund' })).toHaveAttribute(
      'href',
      paths.refundConfirm(orders.awaitingShipment.orderNo),
    );
    // The arrow keys move between tabs, as in any tab list.
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(paths.orderList({ orderStatus: 2 }));
    await expect(orderCard(page, orders.shipped.orderNo)).toContainText('Awaiting receipt');

    // The real front end's links use the same numbers.
    await page.goto(paths.orderList({ orderStatus: 3 }));
    const completed = orderCard(page, orders.completed.orderNo);
    await expect(completed).toContainText('Awaiting review');
    const [reviewed, toReview] = orders.completed.orderInfoList;
    await expect(completed.getByRole('link', { name: `Evaluate ${toReview?.productName ?? ''}` })).toHaveAttribute(
      'href',
      paths.evaluationConfirm({ orderNo: orders.completed.orderNo, productId: toReview?.productId ?? 0, orderInfoId: toReview?.id ?? 0 }),
    );
    await expect(completed.getByRole('link', { name: `Evaluate ${reviewed?.productName ?? ''}` })).toHaveCount(0);
    await checkA11y();

    await page.goto(paths.orderList({ orderStatus: 4 }));
    await expect(page.getByRole('heading', { name: 'Refunds and after-sales' })).toBeVisible();
    await expect(page.getByText('You have no refund requests.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View refunds' })).toHaveAttribute('href', paths.refundList());
  });

  test('an unpaid order is cancelled after confirming: it leaves To pay and its stock is back', async ({ page, api, shopper }) => {
    const { unpaid } = await seeded(shopper);
    const lines = unpaid.orderList.flatMap((shop) => shop.orderInfoList);
    const before = await Promise.all(lines.map((line) => skuStock(api, line.productId, line.attrValueId)));

    await page.goto(LIST);
    const card = orderCard(page, unpaid.orderNo);
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText(unpaid.orderNo);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(toast(page, 'Order cancelled')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No orders waiting for payment' })).toBeVisible();
    await expect(tab(page, 'To pay (0)')).toBeVisible();

    const after = await Promise.all(lines.map((line) => skuStock(api, line.productId, line.attrValueId)));
    expect(after).toEqual(before.map((stock, i) => stock + (lines[i]?.payNum ?? 0)));
    const master = await ok(shopper.api.orders.masterDetail({ params: { orderNo: unpaid.orderNo } }));
    expect(master.isCancel).toBe(true);
  });

  test('the confirm dialogs keep focus inside, give it back on Escape and move it to the list after a change', async ({
    page,
    api,
    shopper,
  }) => {
    const { unpaid, awaitingShipment } = await seeded(shopper);
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);
    await page.goto(LIST);
    const card = orderCard(page, unpaid.orderNo);
    const cancel = card.getByRole('button', { name: 'Cancel order' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    // Tab and Shift+Tab go round the dialog's two buttons, never out of it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inDialog(), `focus inside the dialog after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();

    // Confirmed: the card leaves the tab, and focus goes to the list's heading, not to the page's body.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel order' }).focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No orders waiting for payment' })).toBeFocused();

    // Confirm receipt: the same, in another tab with orders left.
    await ok(
      api.mock.shipOrder({
        params: { orderNo: awaitingShipment.orderNo },
        body: { deliveryName: 'DHL Express', deliveryCode: 'DHL', deliveryId: 'JD0001' },
      }),
    );
    await page.goto(paths.orderList({ orderStatus: 2 }));
    const shipped = orderCard(page, awaitingShipment.orderNo);
    const receipt = shipped.getByRole('button', { name: 'Confirm receipt' });
    await receipt.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm receipt?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(receipt).toBeFocused();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Confirm receipt' }).focus();
    await page.keyboard.press('Enter');
    await expect(shipped).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Awaiting receipt', exact: true })).toBeFocused();
  });

  test('a shipped order shows its tracking, and confirming receipt moves it to Awaiting review', async ({
    page,
    api,
    checkA11y,
    shopper,
  }) => {
    const { awaitingShipment } = await seeded(shopper);
    await ok(
      api.mock.shipOrder({
        params: { orderNo: awaitingShipment.orderNo },
        body: { deliveryName: 'DHL Express', deliveryCode: 'DHL', deliveryId: 'JD0001' },
      }),
    );

    await page.goto(paths.orderList({ orderStatus: 2 }));
    await expect(tab(page, 'Awaiting receipt (2)')).toHaveAttribute('aria-selected', 'true');
    const card = orderCard(page, awaitingShipment.orderNo);
    await card.getByRole('button', { name: 'View logistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logistics' });
    await expect(dialog).toContainText('DHL Express');
    await expect(dialog).toContainText('JD0001');
    await expect(dialog).toContainText('Collected by the courier');
    await expect(dialog.getByRole('list', { name: 'Tracking history' }).getByRole('listitem')).toHaveCount(1);
    await checkA11y();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // The parcel moves with the mock clock.
    await ok(api.mock.setClock({ body: { advanceMs: 13 * HOUR } }));
    await card.getByRole('button', { name: 'View logistics' }).click();
    await expect(dialog).toContainText('In transit');
    await expect(dialog.getByRole('list', { name: 'Tracking history' }).getByRole('listitem')).toHaveCount(3);
    await expect(dialog.getByRole('listitem').first()).toContainText('Departed the origin sorting centre');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await card.getByRole('button', { name: 'Confirm receipt' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm receipt?' });
    await confirm.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(toast(page, 'Receipt confirmed')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(tab(page, 'Awaiting receipt (1)')).toBeVisible();
    await tab(page, 'Awaiting review (2)').click();
    await expect(orderCard(page, awaitingShipment.orderNo)).toContainText('Awaiting review');
    await expect(orderCard(page, awaitingShipment.orderNo).getByRole('button', { name: 'Delete order' })).toBeVisible();
  });

  test('a reviewed order leaves the Awaiting review tab', async ({ page, shopper }) => {
    const { completed } = await seeded(shopper);
    await page.goto(paths.orderList({ orderStatus: 3 }));
    await expect(orderCard(page, completed.orderNo)).toBeVisible();
    for (const line of completed.orderInfoList.filter((item) => !item.isReply)) {
      await ok(
        shopper.api.reviews.comment({
          body: { orderNo: completed.orderNo, orderInfoId: line.id, star: 5, comment: 'Lovely, as described.' },
        }),
      );
    }
    await page.reload();
    await expect(tab(page, 'Awaiting review (0)')).toHaveAttribute('aria-selected', 'true');
    await expect(orderCard(page, completed.orderNo)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Nothing is waiting for your review' })).toBeVisible();
  });

  test('a completed order is deleted after confirming', async ({ page, shopper }) => {
    const { completed } = await seeded(shopper);
    await page.goto(paths.orderList({ orderStatus: 3 }));
    const card = orderCard(page, completed.orderNo);
    await card.getByRole('button', { name: 'Delete order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this order?' });
    await expect(dialog).toContainText(completed.orderNo);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Order deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nothing is waiting for your review' })).toBeVisible();
    await expect(tab(page, 'Awaiting review (0)')).toBeVisible();
    const gone = await shopper.api.orders.detail({ params: { orderNo: completed.orderNo } });
    expect(gone.body).toMatchObject({ code: 500 });
  });

  test('buy again puts the order’s lines in the cart and opens it', async ({ page, shopper }) => {
    const { completed } = await seeded(shopper);
    await page.goto(paths.orderList({ orderStatus: 3 }));
    await orderCard(page, completed.orderNo).getByRole('button', { name: 'Buy again' }).click();
    await expect(page).toHaveURL(paths.shoppingCart());
    for (const line of completed.orderInfoList) {
      const row = page
        .getByRole('table', { name: 'Shopping cart' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: line.productName, exact: true }) });
      await expect(row.getByRole('spinbutton', { name: `Quantity of ${line.productName}` })).toHaveValue(String(line.payNum));
    }
    const cart = await ok(shopper.api.cart.list({ query: { isValid: 'true' } }));
    const inCart = cart.flatMap((shop) => shop.cartInfoList.map((line) => [line.attrId, line.cartNum]));
    expect(inCart.sort()).toEqual(completed.orderInfoList.map((line) => [line.attrValueId, line.payNum]).sort());
  });

  test('the details of a master order and of a shop’s order', async ({ page, checkA11y, shopper }) => {
    const { unpaid, shipped } = await seeded(shopper);
    await page.goto(LIST);
    await orderCard(page, unpaid.orderNo).getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(paths.orderDetail(unpaid.orderNo));
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByTestId('order-state')).toHaveText('Awaiting payment');
    await expect(page.getByRole('region', { name: 'Consignee' })).toContainText('Demo Shopper');
    for (const shop of unpaid.orderList)
      await expect(page.getByRole('region', { name: shop.merName })).toContainText(shop.orderInfoList[0]?.productName ?? '');
    await expect(page.getByTestId('order-total')).toHaveText(money(cents(unpaid.payPrice)));
    const actions = page.getByRole('group', { name: 'Order actions' });
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await checkA11y();
    // Pay now opens the payments feature's dialog for this order.
    await actions.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.getByRole('dialog')).toContainText(unpaid.orderNo);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(paths.orderDetail(shipped.orderNo));
    await expect(page.getByTestId('order-state')).toHaveText('Awaiting receipt');
    await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toHaveText('Shipped');
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect(delivery).toContainText('SF Express');
    await expect(delivery).toContainText(shipped.deliveryId ?? '');
    await expect(delivery.getByRole('listitem').first()).toContainText('Delivered: signed for by the consignee');
    await expect(
      page.getByRole('region', { name: 'Order information' }).getByRole('link', { name: shipped.masterOrderNo }),
    ).toHaveAttribute('href', paths.orderDetail(shipped.masterOrderNo));
    await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
    await checkA11y();
  });

  test('printed, an order’s details fill the paper’s width without the site’s header, navigation, footer or controls', async ({
    page,
    shopper,
  }) => {
    const { shipped } = await seeded(shopper);
    // A sheet of A4 at the browser's default margins is about 718 CSS pixels wide.
    await page.setViewportSize({ width: 718, height: 1000 });
    await page.goto(paths.orderDetail(shipped.orderNo));
    await expect(page.getByRole('group', { name: 'Order actions' }).getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
    // The footer and the side window come after the first paint: here before the page is printed.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Quick service' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      page.getByRole('banner'),
      page.getByRole('navigation', { name: 'Account pages' }),
      page.getByRole('contentinfo'),
      page.getByRole('complementary', { name: 'Quick service' }),
      page.getByRole('group', { name: 'Order actions' }),
      page.getByRole('link', { name: 'Back to my orders' }),
    ])
      await expect(chrome).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
    await expect(page.getByTestId('order-state')).toHaveText('Awaiting receipt');
    await expect(page.getByRole('region', { name: 'Delivery' })).toContainText(shipped.deliveryId ?? '');
    await expect(page.getByTestId('order-total')).toBeVisible();
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });

  test('an unknown or missing number, and another user’s order, cannot be viewed', async ({ page, signIn, shopper }) => {
    const { shipped } = await seeded(shopper);
    // The bare path is typed on purpose: the page without its order number. The app loads once; the other two are
    // opened in it through the 404 page, as the three show the same heading.
    for (const [index, url] of [paths.orderDetail('SH999'), '/order/order_detail', paths.orderDetail('hello')].entries()) {
      if (index === 0) await page.goto(url);
      else await openInApp(page, url);
      await expect(page.getByRole('heading', { name: 'This order cannot be viewed' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to my orders' }).last().click();
    await expect(page).toHaveURL(LIST);

    await signIn(DEMO.secondEmail);
    await page.goto(paths.orderDetail(shipped.orderNo));
    await expect(page.getByRole('heading', { name: 'This order cannot be viewed' })).toBeVisible();
    await expect(page.getByText('SF Express')).toHaveCount(0);
    await page.goto(paths.orderList({ orderStatus: 2 }));
    await expect(tab(page, 'Awaiting receipt (0)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No orders on their way to you' })).toBeVisible();
  });

  test('a guest is sent to sign in', async ({ page, api: _api }) => {
    await page.goto(paths.orderList({ orderStatus: 1 }));
    await expect(page).toHaveURL(paths.login({ redirect: paths.orderList({ orderStatus: 1 }) }));
    // The second page in the app already loaded: the guard is the same on a load and on a route change.
    await routeInApp(page, paths.orderDetail('SH1'));
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/login\?redirect=%2Forder%2Forder_detail/);
  });

  test('the order list speaks Chinese', async ({ page, shopper: _shopper }) => {
    await page.goto(localizePath(paths.orderList(), 'zh-CN'));
    await expect(page.getByRole('heading', { level: 1, name: '我的订单' })).toBeVisible();
    await expect(tab(page, '待付款（1）')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: '立即付款' })).toBeVisible();
    await tab(page, /^待收货/).click();
    await expect(page.getByRole('button', { name: '查看物流' })).toBeVisible();
  });
});
