import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createPageClient, ok, records } from '../fixtures/api';
import { buyFromProductPageByCard } from '../fixtures/shopping';
import { paths } from '../../web/src/lib/routing/paths';
import { literal } from '../fixtures/patterns';

/**
 * The zero-server demo (docs/zero-server-demo.md): dist/demo served by a plain static file server
 * (e2e/fixtures/static-server.ts; playwright.demo.config.ts) with no mock process anywhere. Every answer comes from
 * the service worker holding the mock; its state lives in the browser (IndexedDB). Seed accounts: docs/mock-server-for-qa.md.
 */
const SHOPPER = { email: 'shopper@example.com', password: 'Passw0rd!' } as const;

async function checkA11y(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The mock's state as the demo saved it in the browser (web/src/demo/snapshot-store.ts): what a restarted worker loads. */
function savedState(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('mall-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('state').objectStore('state').get('snapshot');
          read.onerror = () => reject(read.error);
          read.onsuccess = () => resolve((read.result as { json?: string } | undefined)?.json ?? '');
        };
      }),
  );
}

/** Password sign-in from the header, as a shopper does. */
async function signIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByRole('button', { name: 'Email', exact: true }).click();
  await dialog.getByLabel('Email', { exact: true }).fill(SHOPPER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await dialog.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
}

test('the whole storefront runs from static files: browse, sign in, buy, pay, keep it over a reload, reset', async ({ page }) => {
  // The longest journey of the suites: a cold first visit (the worker's script, then the seed built in the browser),
  // two sign-ins, a card payment, two reloads and a reset. It takes 30-40 s beside the dev-server project and passed
  // each step in time when a first attempt ran past 60 s under load (`npm test`, 2 cores): twice the config's limit.
  test.setTimeout(120_000);
  // Every answer of the mock must come from the service worker; the static server has none to give.
  const fromNetwork: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/^\/(api|__mock|mock-images)\//.test(path) && !response.fromServiceWorker()) fromNetwork.push(path);
  });

  await page.goto(paths.home());
  // A product card's link reads "<name> <price> List price <price>".
  const card = page
    .getByRole('main')
    .getByRole('link', { name: / \$\d+\.\d\d List price / })
    .first();
  await expect(card).toBeVisible();
  await checkA11y(page);
  const productName = ((await card.getAttribute('aria-label')) ?? (await card.innerText())).split(/\s\$\d/)[0]?.trim() ?? '';
  expect(productName).not.toBe('');

  // Search for it by name from the header, then open it from the results.
  const search = page.getByRole('search', { name: 'Products' });
  await search.getByRole('searchbox').fill(productName);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${productName}”` })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${literal(productName)} \\$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/goods_detail\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Sign in as the demo shopper (password sign-in) from the header.
  await signIn(page);

  // Add to the cart and check out with the card (Stripe stand-in: the mock's test card).
  await buyFromProductPageByCard(page);

  const viewOrder = await page.getByRole('link', { name: 'View order' }).getAttribute('href');
  const masterNo = new URLSearchParams(viewOrder?.split('?')[1] ?? '').get('orderNo') ?? '';
  expect(masterNo).toMatch(/^PT\d+$/);
  // The shop's order (what My orders lists once paid), read from the control API the worker answers.
  const control = createPageClient(page);
  const stores = await records(control, 'storeOrders');
  const storeNo = stores.find((record) => record.masterOrderNo === masterNo)?.orderNo ?? 'missing';

  // The order is in My orders (paid: awaiting shipment, next to the seed's one), and still there after a reload: the
  // state is in IndexedDB and the worker answers the reloaded page.
  const awaitingShipment = page.getByRole('tab', { name: /^Awaiting shipment/ });
  const order = page.getByRole('article', { name: `Order number: ${storeNo}` });
  await page.goto(paths.orderList());
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(awaitingShipment).toHaveAccessibleName('Awaiting shipment (2)');
  await awaitingShipment.click();
  await expect(order.getByRole('link', { name: productName, exact: true })).toBeVisible();
  await page.reload();
  await expect(awaitingShipment).toHaveAccessibleName('Awaiting shipment (2)');
  await awaitingShipment.click();
  await expect(order.getByRole('link', { name: productName, exact: true })).toBeVisible();
  await expect.poll(() => savedState(page)).toContain(masterNo);

  // Reset through the control API (answered inside the worker): back to the seed, sessions included, so the order
  // is gone, also after a reload.
  // ok() throws unless the answer is the success envelope.
  const reset = await ok(control.mock.reset({ body: {} }));
  expect(reset.seed).toEqual(expect.any(Number));
  await page.goto(paths.home());
  await signIn(page);
  await page.goto(paths.orderList());
  await expect(awaitingShipment).toHaveAccessibleName('Awaiting shipment (1)');
  await awaitingShipment.click();
  await expect(page.getByRole('article', { name: /^Order number: / })).toHaveCount(1);
  await expect(order).toHaveCount(0);
  await page.reload();
  await expect(awaitingShipment).toHaveAccessibleName('Awaiting shipment (1)');
  await expect.poll(() => savedState(page)).not.toContain(masterNo);
  const after = await records(control, 'masterOrders');
  expect(after.map((record) => record.orderNo)).not.toContain(masterNo);

  expect(fromNetwork).toEqual([]);
});

test("a deep link opens on the first visit, from the static host's 404 page", async ({ page }) => {
  await page.goto(paths.goodsDetail(1));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
});
