import { readFileSync } from 'node:fs';
import { ok } from '../fixtures/api';
import { logOutFromMenu } from '../fixtures/auth-modal';
import { routeInApp } from '../fixtures/in-app';
import { test, expect } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

test.describe('app shell', () => {
  test('home shows the header, the open category flyout, the footer and the side window', async ({ api: _api, page }) => {
    await page.goto(paths.home());
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home' }).first()).toBeVisible();
    await expect(header.getByRole('button', { name: 'Collect site' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Apply as merchant' })).toHaveAttribute('href', paths.merchantSettled());
    // In mock mode the link opens the page that says what a real deployment's merchant admin would be (config.json).
    await expect(header.getByRole('link', { name: /Merchant login/ })).toHaveAttribute('href', paths.merchantAdmin());
    await expect(header.getByRole('link', { name: /Mobile mall/ })).toHaveAttribute('target', '_blank');
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(header.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    const hot = header.getByRole('list', { name: 'Popular searches' }).getByRole('link');
    await expect(hot).toHaveCount(3);
    await expect(header.getByRole('link', { name: /Shopping cart/ })).toBeVisible();
    await expect(header.getByRole('button', { name: /Language/ })).toContainText('English');

    // Always open on home.
    const flyout = page.getByRole('navigation', { name: 'Product categories' });
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('button').first()).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Genuine goods' })).toBeVisible();
    await expect(footer).toContainText('© 2020-2025');
    for (const name of ['About us', 'Privacy policy', 'Return policy']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('target', '_blank');
    }

    const side = page.getByRole('complementary', { name: 'Quick service' });
    await expect(side.getByRole('link', { name: 'Settle in' })).toBeVisible();
    await expect(side.getByRole('button', { name: 'Top' })).toBeVisible();
    await side.getByRole('button', { name: 'Service' }).click();
    const panel = page.getByRole('region', { name: 'Customer service' });
    await expect(panel).toContainText('Telephone');
    await expect(panel.getByRole('link', { name: '400-800-8888' })).toHaveAttribute('href', 'tel:4008008888');
    await expect(panel.getByRole('link', { name: 'Call now' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  });

  test('the category flyout opens on hover elsewhere and a sub-category searches by cid', async ({ api: _api, page }) => {
    await page.goto(paths.aboutUs());
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page).toHaveTitle('About us - Tidewell');
    const flyout = page.getByRole('navigation', { name: 'Product categories' });
    await expect(flyout).toBeHidden();
    await page.getByRole('button', { name: 'All categories' }).hover();
    await expect(flyout).toBeVisible();
    const first = flyout.getByRole('button').first();
    await first.hover();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const sub = flyout
      .locator(`[id="${(await first.getAttribute('aria-controls')) ?? ''}"]`)
      .getByRole('link')
      .nth(1);
    const name = await sub.textContent();
    await sub.click();
    await expect(page).toHaveURL(/\/goods\/goods_search\?cid=\d+$/);
    expect(name?.trim()).toBeTruthy();
  });

  test('a hot keyword searches by title', async ({ api: _api, page }) => {
    await page.goto(paths.home());
    const keyword = page.getByRole('list', { name: 'Popular searches' }).getByRole('link').first();
    const title = (await keyword.textContent())?.trim() ?? '';
    await keyword.click();
    await expect(page).toHaveURL(paths.goodsSearch(`title=${encodeURIComponent(title)}`));
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue(title);
  });

  test('the search box submits the typed title', async ({ api: _api, page }) => {
    await page.goto(paths.home());
    await page.getByRole('searchbox', { name: 'Search products' }).fill('green tea');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(paths.goodsSearch('title=green+tea'));
  });

  test('switching to Chinese changes the text and the URL and survives a reload', async ({ api: _api, page }) => {
    await page.goto(paths.returnPolicy());
    await expect(page.getByRole('heading', { level: 1, name: 'Return policy' })).toBeVisible();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect(page).toHaveURL(localizePath(paths.returnPolicy(), 'zh-CN'));
    await expect(page.getByRole('heading', { level: 1, name: '退货政策' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '退货政策' })).toBeVisible();
    // The cookie keeps the choice for an unprefixed address too.
    await page.goto(paths.home());
    await expect(page).toHaveURL(localizePath(paths.home(), 'zh-CN'));
    await expect(page.getByRole('banner').getByRole('link', { name: '首页' }).first()).toBeVisible();

    await page.getByRole('button', { name: /语言/ }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(paths.home());
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('an unknown route shows the 404 page with a way home', async ({ api: _api, page, checkA11y }) => {
    // A URL of no route, typed on purpose.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page error' })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle('Page error - Tidewell');
    await checkA11y();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(paths.home());
  });

  test('a guest opening a member page is sent to sign in with the path remembered', async ({ api: _api, page }) => {
    await page.goto(paths.orderList());
    await expect(page).toHaveURL(paths.login({ redirect: paths.orderList() }));
  });

  test('the user dropdown shows the account and server menus, and logging out ends the session', async ({
    api,
    page,
    context,
    shopper: _shopper,
  }) => {
    // A server menu entry whose pc_url resolves to another site ("/.//host" is "//host" once the dot goes) and
    // one pointing at another site explicitly.
    await Promise.all([
      ok(
        api.mock.patchRecord({ params: { collection: 'userMenus', id: 6 }, body: { name: 'Partner deals', pc_url: '/.//evil.example/x' } }),
      ),
      ok(
        api.mock.patchRecord({
          params: { collection: 'userMenus', id: 4 },
          body: { name: 'Help centre', pc_url: 'https://help.example/faq' },
        }),
      ),
    ]);
    await page.goto(paths.home());
    await page.evaluate(() => window.localStorage.setItem('something', 'left behind'));
    const account = page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ });
    await account.click();
    await expect(page.getByText('shopper@example.com')).toBeVisible();
    const menu = page.getByRole('list', { name: 'My account' });
    await expect(menu.getByRole('link', { name: 'My orders' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Refunds' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Reviews' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Coupons', exact: true })).toBeVisible();
    // A blank pc_url entry is not shown, nor the one leading off-site; the explicit one opens in a new tab as an external link.
    await expect(menu.getByText('Mobile only: scan to pay')).toHaveCount(0);
    await expect(menu.getByText('Partner deals')).toHaveCount(0);
    const help = menu.getByRole('link', { name: 'Help centre (opens in a new tab)' });
    await expect(help).toHaveAttribute('href', 'https://help.example/faq');
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    // Every other link of the menu stays on the site.
    const origin = new URL(page.url()).origin;
    const hrefs = await menu
      .locator('a:not([target="_blank"])')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) expect(new URL(href).origin).toBe(origin);

    await menu.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(paths.home());
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'auth._token.local')).toBeUndefined();
    expect(await page.evaluate(() => window.localStorage.getItem('something'))).toBeNull();
  });

  test('logging out from a member page lands on home, not on sign-in', async ({ api: _api, page, shopper: _shopper }) => {
    await page.goto(paths.couponList());
    await logOutFromMenu(page);
    await expect(page).toHaveURL(paths.home());
  });

  test('a sign-out in another tab moves an open member page to sign-in when it is looked at again', async ({
    api: _api,
    page,
    context,
    shopper: _shopper,
  }) => {
    await page.goto(paths.couponList());
    await expect(page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
    const other = await context.newPage();
    await other.goto(paths.home());
    await logOutFromMenu(other);
    await expect(other.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    await other.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(paths.login({ redirect: paths.couponList() }));
  });

  test("the cart badge counts the signed-in shopper's lines and resets on logout", async ({ api: _api, page, shopper }) => {
    await ok(shopper.api.cart.save({ body: [{ productId: 1, productAttrUnique: 1, cartNum: 2 }] }));
    await page.goto(paths.home());
    const cart = page.getByRole('banner').getByRole('link', { name: /Shopping cart/ });
    await expect(cart).toHaveAccessibleName('Shopping cart (1)');
    await expect(cart).toHaveAttribute('href', paths.shoppingCart());
    await logOutFromMenu(page);
    await expect(cart).toHaveAccessibleName('Shopping cart (0)');
  });

  test('a token the server no longer knows is dropped when the page loads', async ({ api: _api, page, context, shopper }) => {
    await ok(shopper.api.auth.logout());
    await page.goto(paths.home());
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'auth._token.local')).toBeUndefined();
  });

  test('collect site shows the bookmark shortcut tip', async ({ api: _api, page }) => {
    await page.goto(paths.home());
    await page.getByRole('button', { name: 'Collect site' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Ctrl\+D|Cmd\+D/ })).toBeVisible();
  });

  test('the header stays on screen after scrolling past 120 px', async ({ api: _api, page }) => {
    await page.goto(paths.privacyPolicy());
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeInViewport();
  });

  test('policy links open the static page in a new tab', async ({ api: _api, page, context }) => {
    await page.goto(paths.home());
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('contentinfo')
        .getByRole('link', { name: /Privacy policy/ })
        .click(),
    ]);
    await expect(popup).toHaveURL(/\/middlewares\/privacy_policy$/);
    await expect(popup.getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
  });

  test('a slow page load shows the top progress bar until the page arrives', async ({ api: _api, page }) => {
    await page.goto(paths.aboutUs());
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/top-one-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top sellers' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toBeVisible();
    release();
    await expect(page).toHaveURL(paths.topOne());
    await expect(bar).toBeHidden();
  });

  test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ api: _api, page }) => {
    await page.route('**/assets/top-one-page-*.js', (route) => route.abort());
    await page.goto(paths.home());
    await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeVisible();
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top sellers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Failed to load' })).toBeVisible();
    await expect(page).toHaveURL(paths.topOne());
    expect(documentLoads).toBe(1);
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunkReloadAt'))).toMatch(/^\d+$/);
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('the static pages are written in every language', async ({ api: _api, page }) => {
    // The app loads once; each page after the first is opened in it as the router does (the language comes from the
    // path either way), and each heading is waited for in its language.
    let loaded = false;
    for (const locale of ['en', 'zh-CN', 'es', 'fr', 'th', 'lo']) {
      const pages = JSON.parse(readFileSync(`web/src/locales/${locale}/pages.json`, 'utf8')) as Record<
        string,
        { title: string; s1: { heading: string } }
      >;
      const prefix = locale === 'en' ? '' : `/${locale}`;
      for (const [path, key] of [
        ['privacy_agreement', 'privacyAgreement'],
        ['return_policy', 'returnPolicy'],
      ] as const) {
        const url = `${prefix}/middlewares/${path}`;
        if (loaded) await routeInApp(page, url);
        else await page.goto(url);
        loaded = true;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[key]?.title ?? '');
        await expect(page.getByRole('heading', { level: 2, name: pages[key]?.s1.heading })).toBeVisible();
      }
    }
  });

  test('home has no serious accessibility violations', async ({ api: _api, page, checkA11y }) => {
    await page.goto(paths.home());
    await expect(page.getByRole('navigation', { name: 'Product categories' }).getByRole('button').first()).toBeVisible();
    await checkA11y();
  });

  test('the open contact panel has no serious accessibility violations', async ({ api: _api, page, checkA11y }) => {
    await page.goto(paths.aboutUs());
    await page.getByRole('button', { name: 'Service' }).click();
    await expect(page.getByRole('region', { name: 'Customer service' })).toBeVisible();
    await checkA11y();
  });

  test('the language dropdown is keyboard-usable and accessible when open', async ({ api: _api, page, checkA11y }) => {
    await page.goto(paths.aboutUs());
    const language = page.getByRole('button', { name: /Language/ });
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Français' })).toBeVisible();
    await checkA11y();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Français' })).toBeHidden();
    await expect(language).toBeFocused();
  });

  test('the category flyout opens on Enter or the arrow keys, not on focus', async ({ api: _api, page }) => {
    await page.goto(paths.aboutUs());
    const trigger = page.getByRole('button', { name: 'All categories' });
    const flyout = page.getByRole('navigation', { name: 'Product categories' });
    // The closed menu's categories have arrived (the list is there, hidden) before the key is pressed: ArrowDown
    // focuses the first one, which must exist by then.
    await expect(
      page
        .getByRole('navigation', { name: 'Product categories', includeHidden: true })
        .getByRole('button', { includeHidden: true })
        .first(),
    ).toBeAttached();
    await trigger.focus();
    await expect(flyout).toBeHidden();
    await page.keyboard.press('ArrowDown');
    await expect(flyout).toBeVisible();
    const first = flyout.getByRole('button').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(flyout.getByRole('button').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = flyout.locator(`[id="${(await first.getAttribute('aria-controls')) ?? ''}"]`);
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/goods\/goods_search\?cid=\d+$/);
  });

  test('on home, Tab walks the top categories without opening them', async ({ api: _api, page }) => {
    await page.goto(paths.home());
    const flyout = page.getByRole('navigation', { name: 'Product categories' });
    const first = flyout.getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Tab');
    await expect(flyout.getByRole('button').nth(1)).toBeFocused();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(flyout.getByRole('button').nth(1)).toHaveAttribute('aria-expanded', 'false');
  });
});
