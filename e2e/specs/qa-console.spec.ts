import type { Page } from '@playwright/test';
import { createMockClient, latestCode, ok } from '../fixtures/api';
import { E2E_CLOCK } from '../fixtures/mock-process';
import { DEMO, expect, test } from '../fixtures/test';

/** The status line of a console card (each card is a region named by its heading). */
const card = (page: Page, name: string) => page.getByRole('region', { name });
const status = (page: Page, name: string) => card(page, name).getByRole('status');

test.describe('QA console (/__mock/ui)', () => {
  // The mock builds the console's stylesheet (Tailwind) and scripts (TypeScript, through Vite) on their first request, once per
  // process (mock-server/README.md "QA console"): done here, so the tests' time is the console's own.
  test.beforeAll(async ({ mock }) => {
    await Promise.all(['console.css', 'console.js', 'console-model.js'].map((file) => fetch(`${mock.url}/__mock/ui/${file}`)));
  });

  test('ships and delivers an order with row actions, and reads the codes, from the console alone', async ({
    page,
    api,
    mock,
    checkA11y,
  }) => {
    const login = await ok(api.api.auth.email({ body: { email: DEMO.email, password: DEMO.password } }));
    const shopper = createMockClient(mock.url, login.token);
    // A paid order of the demo shopper waiting for the shop (mock-server/README.md "Orders").
    const [order] = (await ok(shopper.api.orders.list({ query: { type: 1, page: 1, limit: 20 } }))).list;
    if (!order) throw new Error('seed: no order awaiting shipment');

    await page.goto(`${mock.url}/__mock/ui`);
    await expect(page.getByRole('heading', { level: 1, name: /QA console/ })).toBeVisible();
    // Times in the reader's locale and zone (the suite's browser: en-US, UTC), the instant kept in <time datetime>.
    await expect(card(page, 'Clock').locator(`time[datetime="${E2E_CLOCK}"]`)).toHaveText('Nov 26, 2026, 9:00:00 AM');
    // Names, not ids: the shop, what was bought and who bought it.
    const orders = card(page, "Orders (the shop's moves)");
    const row = orders.getByRole('row', { name: new RegExp(order.orderNo) });
    await expect(row).toContainText('awaiting shipment');
    await expect(row).toContainText(order.merName);
    await expect(row).toContainText(order.orderInfoList[0]?.productName ?? '');
    await expect(row).toContainText(DEMO.email);

    // The shop ships it from its row with its own courier, then the parcel arrives.
    await orders.getByLabel('Courier', { exact: true }).fill('DHL Express');
    await orders.getByLabel('Courier code').fill('DHL');
    await orders.getByLabel('Tracking number').fill('JD0042');
    await row.getByRole('button', { name: `Ship order ${order.orderNo}` }).click();
    await expect(status(page, "Orders (the shop's moves)")).toHaveText(`Order ${order.orderNo} shipped with DHL Express, tracking JD0042.`);
    await expect(row).toContainText('shipped, awaiting receipt');
    // Focus stays on the row: its next move.
    await expect(row.getByRole('button', { name: 'Mark delivered' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status(page, "Orders (the shop's moves)")).toHaveText(`Order ${order.orderNo} delivered: completed.`);
    await expect(row).toContainText('completed');

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
    await expect(status(page, 'Clock')).toHaveText('Clock moved: now Nov 26, 2026, 10:30:00 AM.');
    await expect(clock).toContainText('Nov 26, 2026, 10:30:00 AM (fixed or moved)');

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

    await checkA11y();

    await card(page, 'Reset').getByLabel("Seed (empty: the mock's default)").fill('1');
    await card(page, 'Reset').getByRole('button', { name: 'Reset data' }).click();
    await expect(status(page, 'Reset')).toHaveText(/^Data reset to seed 1 in \d+ ms\.$/);
    await expect(guest).toBeChecked();
  });
});
