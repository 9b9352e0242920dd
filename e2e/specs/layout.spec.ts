import type { Page } from '@playwright/test';
import { ROUTE_SAMPLES, routePatterns, sampleUrl, type SampleOrder } from '../../web/src/app/route-samples';
import { ok } from '../fixtures/api';
import { seriousAxeFindings } from '../fixtures/axe';
import { openInApp } from '../fixtures/in-app';
import { preOrderFromCart, stockedProducts } from '../fixtures/shopping';
import { trackRequests, waitUntilShown } from '../fixtures/settled';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

const WIDTHS = [1024, 1366, 1920] as const;

/** The first URL that shows each route of the table (web/src/app/route-samples.ts), the order pages with `order`. */
function routeUrls(order: SampleOrder): string[] {
  const patterns = [...new Set(routePatterns().map(([pattern]) => pattern))];
  return patterns.map((pattern) => {
    const samples = ROUTE_SAMPLES[pattern];
    if (!samples) throw new Error(`${pattern} has no samples in web/src/app/route-samples.ts`);
    return sampleUrl(samples.shows[0], order);
  });
}

async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The route sweep shows each route once, at 1366 px, and checks it at every width by resizing the window: the
 * layout is CSS only (no script reads the window width), so a resize lays the page out as a load at that width
 * would, and one showing instead of four (three widths and the axe pass) keeps the sweep short. A part loads the app
 * once, with its first route, and opens the others in it as the router does, through the 404 page (openInApp: two
 * pages of a sweep could show the same text). Each route is checked
 * once the page shows what it loaded (waitUntilShown: content, late shell parts, no skeleton, no request under way)
 * rather than after half a second of network silence. The routes are split into four parts of about ten routes
 * each, so the workers share them and neither is left alone at the end of a run with a long part; a part costs a
 * context, a sign-in and a first load on top of its routes (docs/adr/0015-a-web-server-per-playwright-worker.md).
 */
const PARTS = 4;

test.describe('layout from 1024 to 1920 px', () => {
  for (let part = 0; part < PARTS; part += 1) {
    test(`route sweep ${part + 1} of ${PARTS}: no route scrolls sideways at ${WIDTHS.join(', ')} px, and none has a serious or critical axe finding (1366 px, signed in)`, async ({
      page,
      asShopper,
    }) => {
      test.setTimeout(150_000);
      const shopper = await asShopper();
      const [order] = (await ok(shopper.api.orders.list({ query: { type: 3, page: 1, limit: 1 } }))).list;
      const [line] = order?.orderInfoList ?? [];
      const sample = { orderNo: order?.orderNo ?? '', productId: line?.productId ?? 0, orderInfoId: line?.id ?? 0 };
      const urls = routeUrls(sample).filter((_, index) => index % PARTS === part);
      const wide: string[] = [];
      const found: string[] = [];
      const requests = trackRequests(page);
      for (const [index, url] of urls.entries()) {
        await page.setViewportSize({ width: 1366, height: 900 });
        if (index === 0) await page.goto(url);
        else await openInApp(page, url);
        await expect(page.locator('main')).not.toBeEmpty();
        await waitUntilShown(page, requests);
        for (const finding of await seriousAxeFindings(page)) found.push(`${url}: ${finding}`);
        // The width it loaded at first, as it is: one resize fewer per route.
        for (const width of [1366, ...WIDTHS.filter((other) => other !== 1366)]) {
          if (width !== 1366) await page.setViewportSize({ width, height: 900 });
          const { scrollWidth, clientWidth } = await horizontalOverflow(page);
          if (scrollWidth > clientWidth) wide.push(`${url} at ${width} px: ${scrollWidth} > ${clientWidth}`);
        }
      }
      expect(urls.length).toBeGreaterThan(0);
      expect(wide).toEqual([]);
      expect(found).toEqual([]);
    });
  }

  test('names of any length from the backend or the shopper break inside their boxes: no page scrolls sideways at 1024 px', async ({
    api,
    page,
    asShopper,
  }) => {
    test.setTimeout(120_000);
    // One word of 240 characters or more, as a merchant's typing, a model number or a pasted link may be.
    const long = (word: string) => word.repeat(Math.ceil(240 / word.length));
    const patch = async (collection: string, id: number, body: Record<string, unknown>) => {
      await ok(api.mock.patchRecord({ params: { collection, id }, body }));
    };
    const records = async (collection: string) =>
      (await ok(api.mock.listCollection({ params: { collection }, query: { limit: 1000 } }))).list;
    const [picked] = await stockedProducts(api, 1);
    if (!picked) throw new Error('seed: no stocked product');
    const { id, merId, categoryId } = picked.detail.productInfo;
    const shopName = (shopId: unknown) => long(`Shop${String(shopId)}name`);
    const names = {
      product: long('Productname'),
      shop: shopName(merId),
      hotKeyword: long('Hotkeyword'),
      shopIntro: long('Shopintro'),
      points: long('Pointsrecord'),
      menuEntry: long('Partnerdeals'),
      category: long('Categoryname'),
      shopCategory: long('Shopcategory'),
      subcategory: long('Subcategory'),
      skuValue: long('Colourvalue'),
      activity: long('Activityname'),
      orderLine: long('Orderline'),
      address: long('Addressline'),
      nickname: long('Nickname'),
    };
    // Its description as a merchant may paste it: sizes set for a wider page, a long line, a long word.
    const content = [
      `<table width="2000" border="1"><tr>${'<td>Column</td>'.repeat(30)}</tr></table>`,
      '<img src="/mock-images/p/1.svg" width="3000" height="300" alt="Wide">',
      `<pre>${'line '.repeat(300)}</pre><p>${long('Descriptionword')}</p>`,
    ].join('');
    await patch('products', id, { storeName: names.product, content });
    // The product's first specification value, on its buttons and in its SKUs' names (the cart's and checkout's lines).
    const attr = (await records('productAttrs')).find((record) => record.productId === id);
    const value = String(attr?.attrValues ?? '').split(',')[0] ?? '';
    await patch('productAttrs', Number(attr?.id), { attrValues: String(attr?.attrValues).replace(value, names.skuValue) });
    for (const sku of (await records('skus')).filter((record) => record.productId === id)) {
      await patch('skus', Number(sku.id), {
        sku: String(sku.sku).replace(value, names.skuValue),
        attrValue: String(sku.attrValue).replace(JSON.stringify(value), JSON.stringify(names.skuValue)),
      });
    }
    for (const shop of await records('merchants')) await patch('merchants', Number(shop.id), { name: shopName(shop.id) });
    await patch('merchants', merId, { intro: names.shopIntro, address: names.shopIntro });
    await patch('hotKeywords', 1, { title: names.hotKeyword });
    await patch('userMenus', 5, { name: names.menuEntry, pc_url: 'https://partner.example.com/deals' });
    for (const record of (await records('pointsRecords')).filter((one) => one.uid === 1)) {
      await patch('pointsRecords', Number(record.id), { title: names.points });
    }
    if (categoryId !== null) await patch('categories', categoryId, { name: names.category });
    // A second-level category: a button among its parent's subcategories on the parent's browse page.
    const subcategory = (await records('categories')).find((record) => record.level === 2);
    if (!subcategory) throw new Error('seed: no second-level category');
    await patch('categories', Number(subcategory.id), { name: names.subcategory });
    const shopCategory = (await records('shopCategories')).find((record) => record.merId === merId && record.pid !== 0);
    await patch('shopCategories', Number(shopCategory?.id), { name: names.shopCategory });
    await patch('activities', 1, { name: names.activity });
    await patch('users', 1, { nickname: names.nickname });
    await patch('addresses', 1, { detail: names.address });
    for (const order of (await records('storeOrders')).filter((record) => record.uid === 1)) {
      const lines = Array.isArray(order.lines) ? (order.lines as Record<string, unknown>[]) : [];
      await patch('storeOrders', Number(order.id), { lines: lines.map((line) => ({ ...line, productName: names.orderLine })) });
    }
    const shopper = await asShopper();
    const preOrderNo = await preOrderFromCart(shopper, [picked]);
    const [order] = (await ok(shopper.api.orders.list({ query: { type: 3, page: 1, limit: 1 } }))).list;
    const [shipping] = (await ok(shopper.api.orders.list({ query: { type: 1, page: 1, limit: 1 } }))).list;
    if (!order || !shipping) throw new Error('seed: the demo shopper has no completed or awaiting-shipment order');
    await ok(
      shopper.api.refunds.apply({
        body: { orderNo: shipping.orderNo, text: 'Item arrived damaged', refund_reason_wap_explain: 'n'.repeat(100) },
      }),
    );
    const keyword = 'k'.repeat(100);
    // Each page with a long name it shows (so the check is not met by a page that shows none).
    const pages: [string, string][] = [
      ['/', names.activity],
      [paths.goodsSearch({ cid: categoryId ?? 1 }), categoryId === null ? 'Electronics' : names.category],
      [paths.goodsSearch({ cid: Number(subcategory.pid) }), names.subcategory],
      [paths.goodsSearch({ title: keyword }), keyword],
      [paths.goodsDetail(id), names.skuValue],
      [paths.merchant({ id: merId }), names.shop],
      [paths.merchant({ id: merId, cid: Number(shopCategory?.id) }, 'category'), names.shopCategory],
      [paths.merchant({ id: merId }, 'qualification'), names.shopIntro],
      [paths.activityList({ id: 1 }), names.activity],
      [paths.shoppingCart(), names.product],
      [paths.orderConfirm(preOrderNo), names.address],
      [paths.orderList(), names.orderLine],
      [paths.orderDetail(order.orderNo), names.orderLine],
      [paths.addressList(), names.address],
      [paths.userInfo(), names.points],
      [paths.refundList(), shopName(shipping.merId)],
      [paths.evaluationList(), shopName(order.merId)],
    ];
    await page.setViewportSize({ width: 1024, height: 900 });
    const requests = trackRequests(page);
    const wide: string[] = [];
    for (const [index, [url, name]] of pages.entries()) {
      if (index === 0) await page.goto(url);
      else await openInApp(page, url);
      await expect(page.getByRole('main').getByText(name).first(), url).toBeAttached();
      await waitUntilShown(page, requests);
      const { scrollWidth, clientWidth } = await horizontalOverflow(page);
      if (scrollWidth > clientWidth) wide.push(`${url}: ${scrollWidth} > ${clientWidth}`);
    }
    expect(wide).toEqual([]);
    // The header, on every page above, held the shopper's long nickname and a long hot keyword.
    await expect(page.getByRole('banner').getByText(names.nickname).first()).toBeAttached();
    await expect(page.getByRole('banner').getByRole('link', { name: names.hotKeyword })).toBeAttached();
    // The user menu's entries from the backend wrap inside its panel.
    await page.getByRole('banner').getByRole('button', { name: names.nickname }).click();
    await expect(page.getByRole('link', { name: names.menuEntry })).toBeVisible();
    const open = await horizontalOverflow(page);
    expect(open.scrollWidth).toBeLessThanOrEqual(open.clientWidth);
  });

  test('at 1024 px the header keeps the cart and the language menu on screen', async ({ api: _api, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const control of [header.getByRole('link', { name: /Shopping cart/ }), header.getByRole('button', { name: /Language/ })]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
  });

  test("the side window never covers the home strip's View all link", async ({ api: _api, page }) => {
    // One load, then each width by resizing (the layout is CSS only, as for the route sweep).
    await page.goto('/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const side = await page.getByRole('complementary', { name: 'Quick service' }).boundingBox();
      const viewAll = page.getByRole('link', { name: /View all/ }).first();
      await viewAll.scrollIntoViewIfNeeded();
      const side2 = await page.getByRole('complementary', { name: 'Quick service' }).boundingBox();
      const link = await viewAll.boundingBox();
      expect(side && side2 && link).toBeTruthy();
      if (!side2 || !link) return;
      expect(overlaps(side2, link), `at ${width} px`).toBe(false);
      // Nothing in the content column reaches under the side window.
      const main = await page.locator('main .layout-width').first().boundingBox();
      expect((main?.x ?? 0) + (main?.width ?? 0), `at ${width} px`).toBeLessThanOrEqual(side2.x);
    }
  });

  test('home: equal margins, the category panel level with the banner and clear of the side window, the logo uncovered while scrolling', async ({
    api: _api,
    page,
  }) => {
    test.setTimeout(90_000);
    // One load, then each width by resizing (the layout is CSS only, as for the route sweep).
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Featured promotions' });
    const panel = page.getByRole('navigation', { name: 'Product categories' });
    const side = page.getByRole('complementary', { name: 'Quick service' });
    const service = side.getByRole('button', { name: 'Service' });
    await expect(banner).toBeVisible();
    await expect(panel.getByRole('button').first()).toBeVisible();
    /** The element drawn at the centre of a locator's box is the locator's own element or inside it. */
    const drawnOnTop = (selector: string) =>
      page.evaluate((sel) => {
        const el = document.querySelector(sel);
        if (!el) return 'missing';
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit && (el.contains(hit) || hit.contains(el)) ? 'drawn' : `covered by ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`;
      }, selector);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.mouse.move(0, 0);
      await page.evaluate(() => window.scrollTo(0, 0));
      const margins = await page.evaluate(() => {
        const column = document.querySelector('main .layout-width')?.getBoundingClientRect();
        // The body, not the root's clientWidth (Chromium counts the scrollbar's gutter in the latter).
        return {
          left: column?.left ?? -1,
          right: document.body.getBoundingClientRect().right - (column?.right ?? 0),
          scrollX: (window.scrollTo(100, 0), window.scrollX),
        };
      });
      expect(Math.abs(margins.left - margins.right), `margins at ${width} px: ${JSON.stringify(margins)}`).toBeLessThanOrEqual(1);
      expect(margins.scrollX, `no sideways scroll at ${width} px`).toBe(0);
      const [panelBox, bannerBox] = await Promise.all([panel.boundingBox(), banner.boundingBox()]);
      expect(
        Math.abs((panelBox?.y ?? 0) + (panelBox?.height ?? 0) - ((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0))),
        `panel and banner end together at ${width} px`,
      ).toBeLessThanOrEqual(2);
      // The categories fill the panel: no dark band under the last one.
      const lastTop = await panel.getByRole('listitem').last().boundingBox();
      expect(
        (panelBox?.y ?? 0) + (panelBox?.height ?? 0) - ((lastTop?.y ?? 0) + (lastTop?.height ?? 0)),
        `at ${width} px`,
      ).toBeLessThanOrEqual(16);
      // A sub-category panel opened by the pointer stays clear of the side window.
      await panel.getByRole('button').first().hover();
      // The open one: each top category's sub-category panel is a div with an id, hidden while closed.
      const sub = panel.locator('div[id]:not([hidden])');
      await expect(sub).toBeVisible();
      await expect(service).toBeInViewport({ ratio: 1 });
      const [subBox, sideBox] = await Promise.all([sub.boundingBox(), side.boundingBox()]);
      expect((subBox?.x ?? 0) + (subBox?.width ?? 0), `sub-category panel at ${width} px`).toBeLessThanOrEqual(sideBox?.x ?? 0);
      expect(await drawnOnTop('aside button[aria-controls]'), `Service at ${width} px`).toBe('drawn');
      await page.mouse.move(0, 0);
      // The fixed header stays above the open panel while the page scrolls under it.
      for (const y of [60, 200, 450]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => drawnOnTop('header a:has(> img)'), { message: `logo at ${width} px, scrolled ${y} px` }).toBe('drawn');
      }
    }
  });

  test('French: the category bar keeps "Toutes les catégories" on one line at 1024 and 1366 px; order states and actions do not wrap', async ({
    api: _api,
    page,
    asShopper,
  }) => {
    await asShopper();
    await page.goto('/fr/');
    const all = page.getByRole('button', { name: 'Toutes les catégories' });
    await expect(all).toBeVisible();
    for (const width of [1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      const fit = await all.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        height: el.getBoundingClientRect().height,
      }));
      expect(fit.scroll, `at ${width} px`).toBeLessThanOrEqual(fit.client);
      expect(fit.height, `at ${width} px`).toBe(40);
      const label = await all.locator('span').boundingBox();
      expect(label?.height ?? 99, `one line at ${width} px`).toBeLessThan(24);
    }
    // My orders at 1024 px: every card's state and every action label on one line.
    await page.setViewportSize({ width: 1024, height: 900 });
    await openInApp(page, localizePath(paths.orderList(), 'fr'));
    await expect(page.getByRole('article').first()).toBeVisible();
    const wrapped = await page.getByRole('article').evaluateAll((cards) =>
      cards.flatMap((card) =>
        [...card.querySelectorAll('header > span:last-child, footer > a, footer > button')].flatMap((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          return lines > 1 ? [`${el.textContent ?? ''}: ${lines} lines`] : [];
        }),
      ),
    );
    expect(wrapped).toEqual([]);
  });

  // The Latin-script languages, whose widths the test machines measure with real fonts: they have none for Thai, Lao
  // or Chinese, whose text they draw as boxes of another width.
  test('the top bar keeps every entry on one line at 1024 px in English, Spanish and French, signed in', async ({
    api: _api,
    page,
    asShopper,
  }) => {
    await asShopper();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/');
    const bar = page.locator('[data-top-bar]');
    for (const locale of ['en', 'es', 'fr'] as const) {
      await openInApp(page, localizePath(paths.topOne(), locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(bar.getByRole('button', { name: /DS|Demo/ }).first()).toBeVisible();
      const fit = await bar.evaluate((el) => {
        // A text that wraps has client rects on more than one line (screen-reader-only text left out).
        const wrapped: string[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) wrapped.push(node.textContent);
        }
        return { overflow: el.scrollWidth - el.clientWidth, wrapped };
      });
      expect(fit, locale).toEqual({ overflow: 0, wrapped: [] });
    }
  });

  test('a client navigation puts focus on the new page heading; the first load leaves it on the document', async ({ api: _api, page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Top sellers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Top sellers' })).toBeFocused();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop street' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // On the mock, "Merchant login" opens the app's own page about the merchant admin, not the mock's API docs.
    await page.getByRole('banner').getByRole('link', { name: 'Merchant login' }).click();
    await expect(page).toHaveURL(paths.merchantAdmin());
    await expect(page.getByRole('heading', { level: 1, name: 'Merchant admin' })).toBeFocused();
  });

  test('home reaches the first product in under 15 Tabs through the skip link', async ({ api: _api, page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    let tabs = 1;
    for (; tabs < 15; tabs += 1) {
      await page.keyboard.press('Tab');
      const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
      if (/\/goods_detail\/\d+/.test(href)) break;
    }
    expect(tabs + 1).toBeLessThan(15);
  });

  test('banner pickers are 24 px targets', async ({ api: _api, page }) => {
    await page.goto('/');
    const pickers = page.getByRole('region', { name: 'Featured promotions' }).getByRole('button', { name: /Show slide/ });
    await expect(pickers).toHaveCount(4);
    for (const box of await Promise.all((await pickers.all()).map((p) => p.boundingBox()))) {
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    }
  });
});
