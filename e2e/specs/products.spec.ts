import { ok, records, type MockClient } from '../fixtures/api';
import { receiveAfterSigningIn } from '../fixtures/coupons';
import { routeInApp } from '../fixtures/in-app';
import { expect, test } from '../fixtures/test';
import { cents, money } from '../fixtures/money';
import { pictureSrc } from '../fixtures/pictures';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

/**
 * A multi-spec product whose first in-stock combination (the picker's start) has, for the same first value, one
 * sold-out second value and another in-stock one with a different price.
 */
async function findSkuCase(api: MockClient) {
  for (let id = 1; id <= 200; id += 1) {
    const detail = await ok(api.api.products.detail({ params: { id } }));
    if (detail.productAttr.length !== 2) continue;
    const [first, second] = detail.productAttr.map((a) => a.attrValues.split(','));
    if (!first || !second) continue;
    const combos = first.flatMap((a) => second.map((b) => [a, b] as const));
    const start = combos.find(([a, b]) => (detail.productValue[`${a},${b}`]?.stock ?? 0) > 0);
    if (!start) continue;
    const soldOut = second.find((b) => detail.productValue[`${start[0]},${b}`]?.stock === 0);
    const other = second.find((b) => b !== start[1] && (detail.productValue[`${start[0]},${b}`]?.stock ?? 0) > 0);
    if (!soldOut || !other) continue;
    const startSku = detail.productValue[`${start[0]},${start[1]}`];
    const otherSku = detail.productValue[`${start[0]},${other}`];
    if (!startSku || !otherSku || startSku.price === otherSku.price) continue;
    return { detail, attrNames: detail.productAttr.map((a) => a.attrName), start, soldOut, other, startSku, otherSku };
  }
  throw new Error('no product with a sold-out combination in the seed');
}

test.describe('product detail', () => {
  test('shows gallery, prices, sales, stock, guarantees and info lines; passes axe', async ({ page, api, checkA11y }) => {
    const detail = await ok(api.api.products.detail({ params: { id: 2 } }));
    const info = detail.productInfo;
    await page.goto(paths.goodsDetail(2));
    await expect(page.getByRole('heading', { level: 1, name: info.storeName })).toBeVisible();
    await expect(page.getByText(`Sold: ${info.sales + info.ficti}`).first()).toBeVisible();
    for (const line of info.storeInfo.split('\n')) await expect(page.getByRole('listitem').filter({ hasText: line })).toBeVisible();
    const guarantees = page.getByRole('region', { name: 'Service guarantees' });
    for (const g of detail.guaranteeList ?? []) await expect(guarantees.getByText(g.name, { exact: true })).toBeVisible();
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    await expect(thumbs).toHaveCount((JSON.parse(info.sliderImage) as string[]).length);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: `${info.storeName}, image 2 of 3` })).toBeVisible();
    await checkA11y();
  });

  test('the gallery shows the chosen colour: each SKU has its own picture of the goods', async ({ page, api, mock }) => {
    const detail = await ok(api.api.products.detail({ params: { id: 1 } }));
    const [colourAttr, sizeAttr] = detail.productAttr;
    if (colourAttr?.attrName !== 'Color' || !sizeAttr) throw new Error('seed: product 1 has a colour and a size');
    await page.goto(paths.goodsDetail(1));
    const colours = page.getByRole('group', { name: 'Color' });
    const colour = (await colours.getByRole('button', { pressed: true }).innerText()).trim();
    const size = (await page.getByRole('group', { name: sizeAttr.attrName }).getByRole('button', { pressed: true }).innerText()).trim();
    const before = detail.productValue[`${colour},${size}`];
    const target = colourAttr.attrValues.split(',').find((c) => c !== colour && (detail.productValue[`${c},${size}`]?.stock ?? 0) > 0);
    const after = target ? detail.productValue[`${target},${size}`] : undefined;
    if (!before || !target || !after) throw new Error('seed: product 1 needs two stocked colours of one size');
    const main = page.getByRole('img', { name: detail.productInfo.storeName, exact: true });
    await expect(main).toHaveAttribute('src', pictureSrc(before.image));
    await colours.getByRole('button', { name: target, exact: true }).click();
    await expect(main).toHaveAttribute('src', pictureSrc(after.image));
    // Two different pictures, not one picture under two names.
    const [a, b] = await Promise.all(
      [before.image, after.image].map(async (path) => (await fetch(path.startsWith('http') ? path : `${mock.url}${path}`)).text()),
    );
    expect(a).not.toBe(b);
  });

  test('picks SKUs: a sold-out combination is disabled, price and stock follow the SKU, quantity is bounded', async ({ page, api }) => {
    const c = await findSkuCase(api);
    await page.goto(paths.goodsDetail(c.detail.productInfo.id));
    const firstGroup = page.getByRole('group', { name: c.attrNames[0] });
    const secondGroup = page.getByRole('group', { name: c.attrNames[1] });
    await expect(firstGroup.getByRole('button', { name: c.start[0], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(secondGroup.getByRole('button', { name: c.start[1], exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(money(cents(c.startSku.price)), { exact: true }).first()).toBeVisible();
    await expect(secondGroup.getByRole('button', { name: new RegExp(`^${c.soldOut}`) })).toBeDisabled();

    await secondGroup.getByRole('button', { name: c.other, exact: true }).click();
    await expect(secondGroup.getByRole('button', { name: c.other, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(money(cents(c.otherSku.price)), { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('sku-stock')).toHaveText(`In stock: ${c.otherSku.stock}`);
    await expect(page.getByTestId('gallery-main').getByRole('img')).toHaveAttribute('src', pictureSrc(c.otherSku.image));

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill(String(c.otherSku.stock + 50));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(c.otherSku.stock));
    await expect(page.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  });

  test('adds to the cart for a signed-in shopper and asks a guest to sign in for buy now', async ({ page, api: _api, signIn }) => {
    await page.goto(paths.goodsDetail(2));
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/\/goods_detail\/2$/);
    await expect(page.getByRole('dialog')).toBeVisible();
    await signIn();
    await page.reload();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await page.getByRole('button', { name: 'Buy now' }).click();
    // Buy now starts checkout with a pre-order of the chosen SKU (docs/backend-wire.md, Checkout).
    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\d{18}$/);
  });

  test('favourite toggles and survives a reload', async ({ page, signIn, api: _api }) => {
    await page.goto(paths.goodsDetail(3));
    const favourite = page.getByRole('button', { name: 'Favourite' });
    await favourite.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await signIn();
    await page.reload();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // Pressed at once, disabled until the server has it (see collections.spec.ts): reload only after.
    await expect(favourite).toBeEnabled();
    await page.reload();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await expect(favourite).toBeEnabled();
    await page.reload();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  });

  test('follows the shop from the shop card', async ({ page, api: _api, shopper: _shopper }) => {
    await page.goto(paths.goodsDetail(3));
    const card = page.getByRole('region').filter({ has: page.getByRole('link', { name: 'Enter shop' }) });
    await card.getByRole('button', { name: 'Follow' }).click();
    await expect(card.getByRole('button', { name: 'Following' })).toBeVisible();
    await page.reload();
    await expect(card.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Enter shop' })).toHaveAttribute('href', /\/merchant\/merchant\?id=\d+$/);
  });

  test('review tab counts match the summary and each tab lists its reviews', async ({ page, api }) => {
    const counts = await ok(api.api.reviews.config({ params: { productId: 1 } }));
    await page.goto(paths.goodsDetail(1));
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await expect(reviews.getByRole('tab', { name: `All (${counts.sumCount})` })).toHaveAttribute('aria-selected', 'true');
    await expect(reviews.getByRole('tab', { name: `Positive (${counts.goodCount})` })).toBeVisible();
    await expect(reviews.getByRole('tab', { name: `Neutral (${counts.inCount})` })).toBeVisible();
    await expect(reviews.getByRole('tab', { name: `Negative (${counts.poorCount})` })).toBeVisible();
    await expect(reviews.getByTestId('review-summary')).toContainText(`${counts.sumCount} reviews`);
    await reviews.getByRole('tab', { name: `Negative (${counts.poorCount})` }).click();
    await expect(page).toHaveURL(/reviewType=3/);
    await expect(reviews.getByRole('article')).toHaveCount(Math.min(5, counts.poorCount));
    for (const label of await reviews
      .getByRole('article')
      .getByRole('img', { name: /^Rated/ })
      .all())
      await expect(label).toHaveAttribute('aria-label', 'Rated 1 out of 5');
    await reviews.getByRole('tab', { name: /^Negative/ }).press('Home');
    await expect(reviews.getByRole('tab', { name: /^All/ })).toBeFocused();
    await expect(reviews.getByRole('article')).toHaveCount(Math.min(5, counts.sumCount));
  });

  test('opens a review photo large in a dialog', async ({ page, api }) => {
    let productId = 0;
    for (let id = 1; id <= 24 && productId === 0; id += 1) {
      const list = await ok(api.api.reviews.list({ params: { productId: id }, query: { type: 0, page: 1, limit: 5 } }));
      if (list.list.some((r) => r.pics.length > 0)) productId = id;
    }
    expect(productId).toBeGreaterThan(0);
    await page.goto(paths.goodsDetail(productId));
    await page
      .getByRole('button', { name: /^Open photo 1 of/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Review photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Review photo 1 of/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('an unknown product id shows the 404 page', async ({ page, api: _api }) => {
    await page.goto(paths.goodsDetail(987654));
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Product does not exist')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
  });

  test('a description with a script tag and an onerror handler does not run them', async ({ page, api }) => {
    const rows = { list: await records(api, 'products', 50) };
    const unsafe = rows.list.find((p) => p.content.includes('<script') && p.content.includes('onerror'));
    if (!unsafe) throw new Error('no unsafe description in the seed');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(paths.goodsDetail(unsafe.id));
    const description = page.getByRole('region', { name: 'Product details' });
    await expect(description.getByText(/^Brand: /)).toBeVisible();
    await expect(description.locator('script')).toHaveCount(0);
    await expect(description.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
  test('product coupons: a guest is asked to sign in, a shopper receives one and it shows as received', async ({ page, api, signIn }) => {
    const detail = await ok(api.api.products.detail({ params: { id: 1 } }));
    const coupons = await ok(
      api.api.coupons.list({ query: { useType: 2, productId: 1, merId: detail.productInfo.merId, page: 1, limit: 20 } }),
    );
    const coupon = coupons.list.find((c) => !c.isLimited || c.lastTotal > 0);
    if (!coupon) throw new Error('no claimable product coupon in the seed');
    await page.goto(paths.goodsDetail(1));
    const section = page.getByRole('region', { name: 'Coupons' });
    await receiveAfterSigningIn(page, section, coupon.name, signIn);
    await expect(section.getByRole('button', { name: `Receive now: ${coupon.name}` })).toHaveCount(0);
    await expect(section.getByText('Received')).toBeVisible();
    await page.reload();
    await expect(section.getByText('Received')).toBeVisible();
  });

  test('a product opened in the app shows its coupon row with the page, never after it', async ({ page, api }) => {
    const detail = await ok(api.api.products.detail({ params: { id: 1 } }));
    const name = detail.productInfo.storeName;
    await page.goto(paths.home());
    await expect(page.getByRole('contentinfo')).toBeAttached();
    // The row's code is held until the product's data is in: a page that did not wait for it would show without it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/product-coupons-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    // Whether the coupon row was there when the product's name first showed.
    await page.evaluate((productName) => {
      const probe = window as unknown as { __rowWithName?: boolean };
      const observer = new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === productName);
        if (!heading) return;
        probe.__rowWithName = document.getElementById('product-coupons-title') !== null;
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, name);
    const answers = Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/front/product/detail/1'),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/front/coupons' && r.url().includes('productId=1')),
    ]);
    await routeInApp(page, paths.goodsDetail(1));
    await answers;
    expect(asked).toBe(true);
    await expect(page.getByRole('heading', { name, level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Coupons' })
        .getByRole('button', { name: /^Receive now: / })
        .first(),
    ).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __rowWithName?: boolean }).__rowWithName)).toBe(true);
  });

  test('the product page lays out the same from the server as when opened in the app', async ({ page, api: _api }) => {
    // The gaps below the parts the browser keeps from the server until their code is here (the coupon row, the shop
    // card): to the colour choice, and to the top sellers link.
    const coupons = page.getByRole('region', { name: 'Coupons' });
    const colour = page.getByText('Color', { exact: true });
    const shopCard = page.locator('section[aria-labelledby="shop-card-title"]');
    const topSellers = page.getByRole('link', { name: 'See the top sellers' });
    const gaps = async () => {
      const [row, choice, card, link] = await Promise.all([coupons, colour, shopCard, topSellers].map((l) => l.boundingBox()));
      if (!row || !choice || !card || !link) throw new Error('a part of the product page is not laid out');
      return { belowCoupons: choice.y - (row.y + row.height), belowCard: link.y - (card.y + card.height) };
    };
    await page.goto(paths.goodsDetail(1));
    await expect(shopCard).toBeVisible();
    const fromServer = await gaps();
    await page.goto(paths.home());
    await routeInApp(page, paths.goodsDetail(1));
    await expect(shopCard).toBeVisible();
    const inApp = await gaps();
    expect(fromServer.belowCoupons).toBeGreaterThan(0);
    expect(fromServer.belowCard).toBeGreaterThan(0);
    expect(inApp).toEqual(fromServer);
  });

  test('the product page speaks the chosen language', async ({ page, api: _api }) => {
    await page.goto(localizePath(paths.goodsDetail(1), 'zh-CN'));
    await expect(page.getByRole('button', { name: '加入购物车' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^全部（\d+）$/ })).toBeVisible();
    // The French search in the app already loaded (the language comes from the path either way).
    await routeInApp(page, localizePath(paths.goodsSearch({ title: 'er' }), 'fr'));
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « er »' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Trier par' })).toBeVisible();
  });
});
