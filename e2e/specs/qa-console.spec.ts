import type { Page } from '@playwright/test';
import { createMockClient, latestCode, ok } from '../fixtures/api';
import { E2E_CLOCK } from '../fixtures/mock-process';
import { DEMO, expect, test } from '../fixtures/test';

/** The status line of a console card (each card is a region named by its heading). */
const card = (page: Page, name: string) => page.getByRole('region', { name });
const status = (page: Page, name: string) => card(page, name).getByRole('status');

test.describe('QA console (/__mock/ui)', () => {
  test('drives an order from placed to refunded, and reads the codes, from the console alone', async ({ page, api, mock, checkA11y }) => {
    const login = await ok(api.api.auth.email({ body: { email: DEMO.email, password: DEMO.password } }));
    const shopper = createMockClient(mock.url, login.token);
    // A paid order of the demo shopper waiting for the shop (mock-server/README.md "Orders").
    const [order] = (await ok(shopper.api.orders.list({ query: { type: 1, page: 1, limit: 20 } }))).list;
    if (!order) throw new Error('seed: no order awaiting shipment');

    await page.goto(`${mock.url}/__mock/ui`);
    await expect(page.getByRole('heading', { level: 1, name: /QA console/ })).toBeVisible();
    await expect(card(page, 'Clock')).toContainText(E2E_CLOCK);
    await expect(card(page, "Orders (the shop's moves)").getByRole('row', { name: new RegExp(order.orderNo) })).toContainText(
      'awaiting shipment',
    );
    await checkA11y();

    // The shop ships it with its own courier, then the parcel arrives.
    const orders = card(page, "Orders (the shop's moves)");
    await orders.getByLabel('Order to ship (SH…)').fill(order.orderNo);
    await orders.getByLabel('Courier', { exact: true }).fill('DHL Express');
    await orders.getByLabel('Courier code').fill('DHL');
    await orders.getByLabel('Tracking number').fill('JD0042');
    await orders.getByRole('button', { name: 'Ship order' }).click();
    await expect(status(page, "Orders (the shop's moves)")).toHaveText(`Order ${order.orderNo} shipped with DHL Express, tracking JD0042.`);
    await expect(orders.getByRole('row', { name: new RegExp(order.orderNo) })).toContainText('shipped, awaiting receipt');
    await orders.getByLabel('Order delivered (SH…)').fill(order.orderNo);
    await orders.getByRole('button', { name: 'Mark delivered' }).click();
    await expect(status(page, "Orders (the shop's moves)")).toHaveText(`Order ${order.orderNo} delivered: completed.`);

    // The shopper asks for a refund; the shop approves it in the console.
    await ok(shopper.api.refunds.apply({ body: { orderNo: order.orderNo, text: 'Item arrived damaged' } }));
    await page.reload();
    const refunds = card(page, "Refunds (the shop's review)");
    const refundRow = refunds.getByRole('row', { name: new RegExp(order.orderNo) });
    await expect(refundRow).toContainText('awaiting review');
    const refundOrderNo = (await refundRow.getByRole('cell').first().textContent()) ?? '';
    expect(refundOrderNo).toMatch(/^RE\d+$/);
    await refunds.getByLabel('Refund to approve (RE…)').fill(refundOrderNo);
    await refunds.getByRole('button', { name: 'Approve refund' }).click();
    await expect(status(page, "Refunds (the shop's review)")).toHaveText(`Refund ${refundOrderNo} approved: refunded.`);
    await expect(refundRow).toContainText('refunded');
    await expect(orders.getByRole('row', { name: new RegExp(order.orderNo) })).toContainText('refunded');

    // A code "sent" by the API is readable in the outbox, per address.
    await ok(api.api.auth.emailCaptcha({ body: 'qa.newbie@example.com' }));
    const outbox = card(page, 'Outbox: latest code per address');
    await outbox.getByLabel('Email or phone (empty: all)').fill('qa.newbie@example.com');
    await outbox.getByRole('button', { name: 'Show codes' }).click();
    await expect(status(page, 'Outbox: latest code per address')).toHaveText('1 address listed.');
    await expect(outbox.getByRole('row', { name: /qa\.newbie@example\.com/ })).toContainText(
      await latestCode(api, 'qa.newbie@example.com'),
    );
    await checkA11y();
  });

  test('moves the clock, injects and clears faults, flips switches and resets, each showing the result', async ({
    page,
    api,
    mock,
    checkA11y,
  }) => {
    await page.goto(`${mock.url}/__mock/ui`);
    const clock = card(page, 'Clock');
    await clock.getByLabel('Advance by (minutes)').fill('90');
    await clock.getByRole('button', { name: 'Advance clock' }).click();
    await expect(status(page, 'Clock')).toHaveText('Clock moved: now 2026-11-26T10:30:00.000Z.');
    await expect(clock).toContainText('2026-11-26T10:30:00.000Z (fixed or moved)');

    const faults = card(page, 'Faults');
    await faults.getByLabel('Method').selectOption('GET');
    await faults.getByLabel('Path (glob: * one part, ** anything)').fill('/api/front/product/**');
    await faults.getByLabel('Answer code').fill('500');
    await faults.getByLabel('Message').fill('Catalogue resting');
    await faults.getByLabel('Times (empty: always)').fill('2');
    await faults.getByRole('button', { name: 'Add fault' }).click();
    await expect(status(page, 'Faults')).toHaveText(/^Fault \d+ added; 1 in force\.$/);
    await expect(faults.getByRole('row', { name: /\/api\/front\/product\/\*\*/ })).toContainText('code 500 "Catalogue resting"');
    expect((await api.api.products.list({ query: { page: 1, limit: 1 } })).body).toMatchObject({ code: 500, message: 'Catalogue resting' });
    await faults.getByRole('button', { name: 'Clear all faults' }).click();
    await expect(status(page, 'Faults')).toHaveText('Every fault removed.');
    await expect(faults.getByRole('cell', { name: 'No faults: every request is answered normally.' })).toBeVisible();

    const switches = card(page, 'Backend switches');
    const guest = switches.getByRole('checkbox', { name: 'Guest sign-in' });
    await expect(guest).toBeChecked();
    await guest.uncheck();
    await expect(status(page, 'Backend switches')).toHaveText('Guest sign-in: off.');
    expect(await ok(api.api.auth.methodInfo({}))).toMatchObject({ visitorOpen: false });

    const settle = card(page, "Settle-in applications (the platform's audit)");
    await settle.getByLabel('Application to reject (id)').fill('999');
    await settle.getByLabel('Reason for rejecting').fill('Missing licence');
    await settle.getByRole('button', { name: 'Reject application' }).click();
    await expect(status(page, "Settle-in applications (the platform's audit)")).toHaveText(/^Refused: /);
    await checkA11y();

    await card(page, 'Reset').getByLabel("Seed (empty: the mock's default)").fill('1');
    await card(page, 'Reset').getByRole('button', { name: 'Reset data' }).click();
    await expect(status(page, 'Reset')).toHaveText(/^Data reset to seed 1 in \d+ ms\.$/);
    await expect(guest).toBeChecked();
  });
});
