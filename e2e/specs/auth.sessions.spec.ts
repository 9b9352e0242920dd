import { ok } from '../fixtures/api';
import { agree, openModal, START } from '../fixtures/auth-modal';
import { test, expect, DEMO } from '../fixtures/test';
import { paths, withQuery } from '../../web/src/lib/routing/paths';

test.describe('tourist sign-in', () => {
  test('is offered by Buy now for a guest, goes on to checkout and keeps the identity for order lookup', async ({
    api: _api,
    page,
    checkA11y,
  }) => {
    await page.goto(paths.goodsDetail(1));
    await page.getByRole('button', { name: 'Buy now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guest sign-in' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your email');
    await dialog.getByLabel('Email', { exact: true }).fill('guest.buyer@example.com');
    await dialog.getByLabel('Phone number (optional)').fill('812345678');
    await dialog.getByRole('button', { name: /Country or region code/ }).click();
    await dialog.getByRole('combobox').fill('laos');
    await page.keyboard.press('Enter');
    const sent = page.waitForRequest('**/api/front/login/register/visitor');
    await dialog.getByRole('button', { name: 'Continue as guest' }).click();
    // The tourist form sends the dial code as a number.
    expect((await sent).postDataJSON()).toEqual({ email: 'guest.buyer@example.com', phone: '812345678', countryCode: 856 });
    await expect(dialog).toBeHidden();
    // The purchase goes on to checkout: no second press of Buy now.
    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\d+$/);
    await expect(page.getByRole('table', { name: 'Items in your order' }).getByTestId('order-line')).toHaveCount(1);
    const identity = (await page.context().cookies()).find((cookie) => cookie.name === 'visitorIdentity')?.value;
    expect(identity).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.evaluate(() => window.localStorage.getItem('visitorIdentity'))).toBe(identity);
  });

  test('is not offered when method/info says visitorOpen is off, even for Buy now', async ({ api, page }) => {
    await ok(api.mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { visitorOpen: false } }));
    await page.goto(paths.goodsDetail(1));
    await page.getByRole('button', { name: 'Buy now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByLabel('Phone number')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in as a guest' })).toHaveCount(0);
  });

  test('is not offered on a plain sign-in, and is with ?tourist=1', async ({ api: _api, page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole('button', { name: 'Sign in as a guest' })).toHaveCount(0);
    const flagged = await openModal(page, withQuery(START, { tourist: 1 }));
    await flagged.getByRole('button', { name: 'Sign in as a guest' }).click();
    await expect(page.getByRole('dialog', { name: 'Guest sign-in' })).toBeVisible();
  });
});

test.describe('sessions and redirects', () => {
  test('a token expiring mid-session opens the modal; signing in stays on the page and the action works', async ({
    api,
    page,
    shopper: _shopper,
  }) => {
    await page.goto(paths.goodsDetail(1));
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    // A marker in the page's memory: it survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    // Let the page's own first requests finish, so the expiry is met by the user's action and not a late load.
    await page.waitForLoadState('networkidle');
    await ok(api.mock.setClock({ body: { advanceMs: 25 * 60 * 60 * 1000 } }));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(paths.goodsDetail(1));
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  });

  test('a guest on a member page signs in on /login and returns there', async ({ api: _api, page, checkA11y }) => {
    await page.goto(paths.orderList());
    await expect(page).toHaveURL(paths.login({ redirect: paths.orderList() }));
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkA11y();
    await form.getByRole('button', { name: 'Email', exact: true }).click();
    await form.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(form);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(paths.orderList());
  });

  test("on /login the header's Sign in takes the user to the form on the page", async ({ api: _api, page }) => {
    await page.goto(paths.login());
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The form itself, not the placeholder shown under the heading until the form's code is in
    // (web/src/features/auth/components/login-page-panel.tsx): on a busy machine the click could beat it.
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').locator('form :focus')).toHaveCount(1);
  });

  for (const evil of ['//evil.example', 'https://evil.example']) {
    test(`?redirect=${evil} is refused: sign-in lands on home`, async ({ api: _api, page, baseURL }) => {
      await page.goto(paths.login({ redirect: evil }));
      const form = page.getByRole('main');
      await form.getByRole('button', { name: 'Email', exact: true }).click();
      await form.getByLabel('Email', { exact: true }).fill(DEMO.email);
      await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await agree(form);
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL ?? ''}/`);
    });
  }

  test('a signed-in user opening /login goes home', async ({ api: _api, page, shopper: _shopper }) => {
    await page.goto(paths.login({ redirect: paths.orderList() }));
    await expect(page).toHaveURL(paths.home());
  });
});
