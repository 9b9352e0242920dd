import type { BrowserContext, Page, Route } from '@playwright/test';
import { ok } from '../fixtures/api';
import { routeInApp } from '../fixtures/in-app';
import { e2eConfig, expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/** The parts a product page loads after itself (lib/react/deferred-part.tsx): the reviews, the shop card, its follow button. */
const PRODUCT_PARTS = ['review-section', 'shop-card', 'follow-button'];

/**
 * Holds the code of the deferred parts named (their chunks' names) until every one has been asked for and the
 * browser is offline, then fails it, as a slow phone losing its connection would. `offline()` takes the browser
 * offline once all of them are held; later requests pass.
 */
async function holdPartsUntilOffline(
  page: Page,
  context: BrowserContext,
  parts = PRODUCT_PARTS,
): Promise<{ offline: () => Promise<void> }> {
  let goOffline: () => void = () => undefined;
  const wentOffline = new Promise<void>((resolve) => (goOffline = resolve));
  let holding = true;
  const deferredCode = new RegExp(`/assets/(${parts.join('|')})-[^/]+\\.js$`);
  const held = new Set<string>();
  let everyPartHeld: () => void = () => undefined;
  const allHeld = new Promise<void>((resolve) => (everyPartHeld = resolve));
  await page.route(deferredCode, async (route) => {
    if (!holding) return route.continue();
    held.add(deferredCode.exec(route.request().url())?.[1] ?? '');
    if (held.size === parts.length) everyPartHeld();
    await wentOffline;
    return route.abort('internetdisconnected');
  });
  return {
    offline: async () => {
      await allHeld;
      await context.setOffline(true);
      goOffline();
      holding = false;
    },
  };
}

/** docs/storefront.md, Errors: how the web behaves when the backend fails, driven through the mock's fault injection. */
test.describe('failures', () => {
  test('a dropped connection gives a retryable error state, and Try again loads the results', async ({ api, page, web, mock }) => {
    // The shopper's own connection to the API drops: the browser calls the mock directly here, so the mock's dropped
    // connection is the browser's (behind the shop's origin it is the server's, the test below).
    await web.pointAt(e2eConfig(mock.url));
    // The client (and the browser, on a reset connection) retries a transport error by itself; while the network
    // stays down the user gets the error state.
    await ok(api.mock.addFault({ body: { method: 'GET', path: '/api/front/product/list', drop: true } }));
    // The server's render missed the results too: a 503 no cache keeps, which the page carries on from.
    const response = await page.goto(paths.goodsSearch({ title: 'headphones' }));
    expect(response?.status()).toBe(503);
    await expect(page.getByText('The network is unavailable. Check your connection and try again.')).toBeVisible({ timeout: 15_000 });
    await ok(api.mock.clearFaults({}));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByText('The network is unavailable. Check your connection and try again.')).toHaveCount(0);
  });

  test('behind the shop’s origin, a backend that drops the connection gives the error state; Try again loads the results', async ({
    api,
    page,
  }) => {
    // The browser's call reaches the shop's server, whose call to the backend fails: a 502 from the server (never a
    // hang), which the page shows as the shop not answering, not as the shopper's network.
    await ok(api.mock.addFault({ body: { method: 'GET', path: '/api/front/product/list', drop: true } }));
    const response = await page.goto(paths.goodsSearch({ title: 'headphones' }));
    expect(response?.status()).toBe(503);
    const failed = page.getByRole('main').getByRole('alert');
    await expect(failed).toContainText("The shop's server is not answering.", { timeout: 15_000 });
    await expect(page.getByText('The network is unavailable. Check your connection and try again.')).toHaveCount(0);
    await ok(api.mock.clearFaults({}));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('behind the shop’s origin, a backend that drops connections costs the shopper nothing: the read is asked again', async ({
    api,
    page,
  }) => {
    await page.goto(paths.home());
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Two dropped connections. The server asks again itself when the call went out on a connection it kept (a read
    // is safe to repeat; docs/deploying.md), once; a call on a new connection that is dropped is answered 502, and
    // the list asks again. So at least one 502 reaches the browser, whichever connection each call went out on.
    await ok(api.mock.addFault({ body: { method: 'GET', path: '/api/front/product/list', drop: true, count: 2 } }));
    const gateway = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/front/product/list' && r.status() === 502);
    await routeInApp(page, paths.goodsSearch({ title: 'headphones' }));
    await gateway;
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    // Both drops were met.
    expect(await ok(api.mock.listFaults({}))).toEqual([]);
  });

  test('when every call fails, home keeps its frame and says so once, in its own words, with Try again', async ({ api, page }) => {
    await ok(api.mock.addFault({ body: { path: '/api/**', code: 500 } }));
    const response = await page.goto(paths.home());
    expect(response?.status()).toBe(503);
    expect(response?.headers()['cache-control']).toBe('no-store');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('The home page could not be loaded.');
    await expect(alert).toContainText('System exception');
    await expect(page.getByText(/Injected fault/)).toHaveCount(0);
    // The frame stays: the shop's name as the logo link, the search box.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tidewell' })).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeVisible();
    await ok(api.mock.clearFaults({}));
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test("an application error shows the server's message; without one the catalogue's default", async ({ api, page }) => {
    await ok(
      api.mock.addFault({ body: { method: 'GET', path: '/api/front/product/list', code: 500, message: 'Search is resting', count: 1 } }),
    );
    // Searched from the header of a page the server does not render: the one-shot fault meets the browser's
    // request (a first visit to the results would spend it on the server's render, which leaves it to the client).
    await page.goto(paths.login());
    await page.getByRole('searchbox').fill('headphones');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByText('Search is resting')).toBeVisible();
    await ok(api.mock.clearFaults({}));
    await ok(api.mock.addFault({ body: { method: 'GET', path: '/api/front/product/list', code: 403, message: '', count: 1 } }));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No permission')).toBeVisible();
  });

  test('a failed action toasts its message and leaves the page usable', async ({ api, page, shopper: _shopper }) => {
    await ok(
      api.mock.addFault({ body: { method: 'POST', path: '/api/front/cart/save', code: 500, message: 'Stock is being counted', count: 1 } }),
    );
    await page.goto(paths.goodsDetail(1));
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    await addToCart.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Stock is being counted' })).toBeVisible();
    await addToCart.click();
    await expect(page.getByRole('status').filter({ hasText: /added to cart/i })).toBeVisible();
  });

  test("offline before the reviews' code has arrived, the product page stays as it is; the reviews come with the connection", async ({
    api: _api,
    context,
    page,
  }) => {
    // The reviews and the shop card load their code after the page: held until the shopper is offline.
    const parts = await holdPartsUntilOffline(page, context);
    await page.goto(paths.goodsDetail(1));
    const name = page.getByRole('heading', { level: 1 });
    const productName = await name.textContent();
    await parts.offline();
    // The aborted code is not the page's: the shopper keeps reading the product, and no error page replaces it.
    await expect(page.getByText('The network is unavailable. Check your connection and try again.')).toHaveCount(0);
    await expect(name).toHaveText(productName ?? '');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    // A tab clicked meanwhile cannot work without the reviews' code: the page says why instead of doing nothing.
    await page.getByRole('tab', { name: /^Positive/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The network is unavailable' })).toBeVisible();
    await expect(name).toHaveText(productName ?? '');
    // Back online, the reviews' code arrives and the section works: its tabs switch the list. Chrome answers a
    // failed import again with its failure, so the page is reloaded for it, and this is the reloaded page
    // (docs/adr/0018-no-fallback-on-the-first-paint.md, what the connection's return brings). The reviews' own code
    // is awaited, on the page that loads it.
    const arrived = page.waitForResponse(/\/assets\/review-section-[^/]+\.js$/);
    await context.setOffline(false);
    expect((await arrived).ok()).toBe(true);
    const positive = page.getByRole('tab', { name: /^Positive/ });
    await positive.click();
    await expect(positive).toHaveAttribute('aria-selected', 'true');
    await expect(name).toHaveText(productName ?? '');
  });

  test("a shop link clicked offline before the shop card's code has arrived opens the shop once the connection is back, though that code never comes", async ({
    api: _api,
    context,
    page,
  }) => {
    // The code of the parts loaded after the page fails while the shopper is offline: Chrome keeps a failed import for
    // the life of the document, so none of it arrives on this page, and the error page would reload it.
    const parts = await holdPartsUntilOffline(page, context);
    await page.goto(paths.goodsDetail(1));
    const productUrl = page.url();
    await parts.offline();
    // The card is the server's markup: its link is there, and a click on it is held, with the reason nothing happens.
    const enterShop = page.getByRole('link', { name: 'Enter shop' });
    const shopPath = await enterShop.getAttribute('href');
    expect(shopPath).toMatch(/^\/merchant\/merchant\?id=\d+$/);
    await enterShop.click();
    await expect(page.getByRole('alert').filter({ hasText: 'The network is unavailable' })).toBeVisible();
    expect(page.url()).toBe(productUrl);
    // Back online, the parts' code fails again at once; the shop the shopper asked for is loaded as a page instead of
    // the product page being reloaded.
    await context.setOffline(false);
    // Each failed part asks for that page, and a later load replaces one under way: the address, not one navigation.
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`, { timeout: 15_000 }).toBe(shopPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("a footer link to a new tab opens at once, before the footer's code has arrived", async ({ api: _api, page }) => {
    // The footer is the server's markup until its code comes (held here until the tab has opened): a link that opens
    // a new tab needs none of it, so the click is the browser's, not held for a replay the browser would refuse.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/footer-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(paths.home());
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: /Privacy policy/ });
    const opened = page.waitForEvent('popup');
    await privacy.click();
    const tab = await opened;
    await tab.waitForLoadState('domcontentloaded');
    expect(new URL(tab.url()).pathname).toBe(paths.privacyPolicy());
    release();
  });

  test('offline, a page whose code is not loaded yet says so and comes back with the connection; the sign-in modal leaves the page in place', async ({
    api: _api,
    context,
    page,
  }) => {
    await page.goto(paths.goodsDetail(1));
    const name = page.getByRole('heading', { level: 1 });
    await expect(name).toBeVisible();
    await context.setOffline(true);
    // The modal's code has not been loaded yet: the product page stays, and a message says why nothing opened.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The network is unavailable' })).toBeVisible();
    await expect(name).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A page whose code is not loaded yet: the error page in the frame, not the browser's own offline page.
    await page.getByRole('link', { name: 'Top sellers' }).first().click();
    await expect(page.getByRole('main')).toContainText('The network is unavailable. Check your connection and try again.');
    await expect(page).toHaveURL(/\/goods\/top_one$/);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Top sellers', level: 1 })).toBeVisible();
  });

  test("offline before the frame's footer and side window have their code, a page opened meanwhile comes back with the connection", async ({
    api: _api,
    context,
    page,
  }) => {
    // The footer and the side window fetch their code after the page's load (lib/react/deferred-part.tsx): both are
    // held until the shopper is offline, as a slow phone would. Back online, Chrome answers both imports with their
    // failure, one after the other: the frame's error page must keep the reload the first one asked for
    // (components/layout/chunk-reload.ts).
    const parts = await holdPartsUntilOffline(page, context, ['footer', 'side-window']);
    await page.goto(paths.goodsDetail(1));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await parts.offline();
    await page.getByRole('link', { name: 'Top sellers' }).first().click();
    await expect(page.getByRole('main')).toContainText('The network is unavailable. Check your connection and try again.');
    await expect(page).toHaveURL(/\/goods\/top_one$/);
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Top sellers', level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a page whose code is lost as the connection drops says the network is unavailable, not the browser’s own page, and comes back with the connection', async ({
    api: _api,
    context,
    page,
  }) => {
    await page.goto(paths.goodsDetail(1));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The connection drops as the shopper clicks: the page's code fails, and so does any request to the site, while
    // the browser still says it is online (it learns of a lost connection apart from its requests).
    let connected = false;
    const drop = (route: Route) => (connected ? route.continue() : route.abort('internetdisconnected'));
    await page.route(/\/assets\/top-one-page-[^/]+\.js$/, drop);
    await page.route(/\/config\.json$/, drop);
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });
    await page.getByRole('link', { name: 'Top sellers' }).first().click();
    // Not reloaded into the browser's offline page: the error page in the frame says why.
    await expect(page.getByRole('main')).toContainText('The network is unavailable. Check your connection and try again.');
    await expect(page).toHaveURL(/\/goods\/top_one$/);
    expect(documentLoads).toBe(0);
    // The connection comes back (the browser saw it go, then return): the page reloads, once, and is there.
    connected = true;
    await context.setOffline(true);
    await context.setOffline(false);
    // The server's markup shows the heading before the reloaded document's load event.
    await expect.poll(() => documentLoads).toBe(1);
    await expect(page.getByRole('heading', { name: 'Top sellers', level: 1 })).toBeVisible();
  });
});
