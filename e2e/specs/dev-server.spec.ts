import type { Page } from '@playwright/test';
import { latestCode, ok } from '../fixtures/api';
import { agree, expectSignedIn, logOutFromMenu, openModal, START } from '../fixtures/auth-modal';
import { DEMO, expect, test } from '../fixtures/dev-server';
import { buyFromProductPageByCard, stockedProducts } from '../fixtures/shopping';
import { paths } from '../../web/src/lib/routing/paths';

/**
 * `npm start` is a product too: the journeys a front-end developer tries first, on the servers `npm start`
 * runs (playwright.dev.config.ts): Vite in development mode, where React's StrictMode runs every new effect's
 * cleanup and setup once more and React reports what it finds wrong, a hydration mismatch included (pages are
 * rendered on the server there too: scripts/vite-plugin-dev-render.ts). The fixtures fail a test on any console error or
 * warning. Under a production build every one of these journeys has its own spec; here they only need to work.
 */
/**
 * The server's page is on screen (and its buttons clickable) before the scripts have run, and in development the
 * first load fetches the app's modules one by one (tens of seconds on a busy machine). The footer comes once the
 * client has adopted the page, so a click after it reaches React.
 */
async function clientHasTakenOver(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 60_000 });
}

test.describe('npm start (Vite development server)', () => {
  test('signs in from the header by password and by SMS code, opens a member page, logs out and registers', async ({ api, page }) => {
    await page.goto(START);
    await clientHasTakenOver(page);
    const dialog = await openModal(page, null);
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSignedIn(page, dialog);

    await page.getByRole('banner').getByRole('link', { name: 'My orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Awaiting shipment/ })).toHaveAccessibleName('Awaiting shipment (1)');

    // Within the page already loaded from here on: a load of a page costs seconds in development.
    await logOutFromMenu(page);
    await expect(page).toHaveURL(paths.home());
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('button', { name: 'SMS code' }).click();
    await dialog.getByLabel('Phone number').fill(DEMO.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('SMS verification code').fill(await latestCode(api, DEMO.phone));
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSignedIn(page, dialog);

    await logOutFromMenu(page);
    await header.getByRole('button', { name: 'Sign in' }).click();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    const email = 'dev.shopper@example.com';
    await register.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await register.getByRole('button', { name: 'Send code' }).click();
    await expect(register.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await register.getByLabel('Email verification code').fill(await latestCode(api, email));
    await register.getByLabel('Password', { exact: true }).fill('Fresh-pass9');
    await agree(register);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expectSignedIn(page, register, 'Registration successful');
  });

  test('a guest gets the product page rendered on the server and hydrated, is asked to sign in by Favourite and Receive now, and buys now as a guest up to a paid order', async ({
    api,
    page,
  }) => {
    // As in production (server/app.ts): the product's name in the HTML, with the marker that lets the client adopt it;
    // a member page is the shell. React's development build reports any hydration mismatch as a console error.
    const { productInfo } = await ok(api.api.products.detail({ params: { id: 1 } }));
    const served = await page.request.get(paths.goodsDetail(1));
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`data-ssr-path="${paths.goodsDetail(1)}"`);
    expect(html.slice(html.indexOf('<div id="root"'))).toContain(productInfo.storeName);
    expect(served.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // The same template: a page in English first asks for itself in the shopper's stored language (server/template.ts),
    // a page already in a language does not.
    expect(html.slice(0, html.indexOf('window.__mallConfig'))).toContain('location.replace(');
    expect(await (await page.request.get(`/fr${paths.goodsDetail(1)}`)).text()).not.toContain('location.replace(');
    const shell = await (await page.request.get(paths.orderList())).text();
    expect(shell).toContain('noindex');
    expect(shell).not.toContain('data-ssr-path');

    // Opened from a shared link: the page is rendered without the parameters it does not read (the link's tracking
    // tags), and the browser takes that address before the client adopts it (its review pager links to the page's own).
    await page.goto(`${paths.goodsDetail(1)}?fbclid=IwAR0abc&utm_source=facebook`);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr-path', paths.goodsDetail(1));
    await expect(page.getByRole('heading', { level: 1, name: productInfo.storeName })).toBeVisible();
    await clientHasTakenOver(page);
    expect(new URL(page.url()).search).toBe('');
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await page.getByRole('button', { name: 'Favourite' }).click();
    await expect(signIn).toBeVisible();
    await signIn.getByRole('button', { name: 'Close' }).click();
    await expect(signIn).toBeHidden();
    await page
      .getByRole('region', { name: 'Coupons' })
      .getByRole('button', { name: /^Receive now: / })
      .first()
      .click();
    await expect(signIn).toBeVisible();
    await signIn.getByRole('button', { name: 'Close' }).click();
    await expect(signIn).toBeHidden();

    await page.getByRole('button', { name: 'Buy now' }).click();
    const guest = page.getByRole('dialog', { name: 'Guest sign-in' });
    await guest.getByRole('button', { name: 'Continue as guest' }).click();
    await guest.getByLabel('Email', { exact: true }).fill('dev.guest@example.com');
    await guest.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(guest).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your order' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a new address' }).click();
    const address = page.getByRole('dialog', { name: 'Add address' });
    await address.getByLabel('Consignee name').fill('Marie Curie');
    await address.getByLabel('Email').fill('dev.guest@example.com');
    await address.getByRole('button', { name: /^Country\/region:/ }).click();
    await address.getByRole('combobox').fill('fran');
    await address.getByRole('option', { name: /France/ }).click();
    await address.getByLabel('Detailed address').fill('11 Rue Pierre et Marie Curie, Paris');
    await address.getByRole('button', { name: 'Save' }).click();
    await expect(address).toBeHidden();
    await expect(page.getByRole('radio', { name: /^Marie Curie/ })).toBeChecked();

    // WeChat Pay: the QR dialog polls for the payment; the mock's stand-in for the phone scans the code.
    await page.getByRole('radio', { name: /^WeChat Pay/ }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    const wechat = page.getByRole('dialog', { name: 'Pay with WeChat' });
    await expect(wechat.getByText('Waiting for your payment…')).toBeVisible();
    await wechat.getByRole('button', { name: 'Simulate the scan' }).click();
    // Paid: on to the result page (the QR dialog closes with the checkout it paid for).
    await expect(page).toHaveURL(/\/order\/payment_result\?.*method=wechat/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
    await expect(wechat).toHaveCount(0);
  });

  test('a shopper adds to the cart, checks out and pays by card', async ({ api, page, signIn }) => {
    const [picked] = await stockedProducts(api, 1);
    if (!picked) throw new Error('seed: no stocked product');
    await signIn();
    await page.goto(paths.goodsDetail(picked.detail.productInfo.id));
    await clientHasTakenOver(page);
    await buyFromProductPageByCard(page);
    await page.getByRole('link', { name: 'View order' }).click();
    await expect(page.getByRole('main').getByText(picked.detail.productInfo.storeName, { exact: true }).first()).toBeVisible();
  });
});
