import type { Page } from '@playwright/test';
import { pictureSrc } from '../fixtures/pictures';
import { ok, type MockClient } from '../fixtures/api';
import { receiveAfterSigningIn } from '../fixtures/coupons';
import { routeInApp } from '../fixtures/in-app';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

/** The seed's only self-operated shop, followed by the demo shopper. */
const SELF_SHOP = { id: 1, name: 'Mall Select (Self-operated)' };
/** A shop nobody follows in the seed (the demo shopper follows shop 1 only). */
const OTHER_SHOP = 3;

const shopProducts = (
  api: MockClient,
  query: { merId: number; cid?: number; priceOrder?: 'asc' | 'desc'; salesOrder?: 'asc' | 'desc'; page?: number },
) => ok(api.api.products.merchantProducts({ query: { page: 1, limit: 20, ...query } }));
const shopInfo = (api: MockClient, id: number) => ok(api.api.merchants.indexInfo({ params: { id } }));

/** Product names of the shop's grid (the region named by its heading), in page order. */
const gridNames = (page: Page, heading = 'All products') =>
  page.getByRole('region', { name: heading, exact: true }).getByRole('heading', { level: 3 });
/** Shop names of the street or search cards, in page order. */
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

test.describe('shop pages', () => {
  test("the product page's shop card opens the shop home, which lists that shop's products", async ({ page, api, checkA11y }) => {
    const detail = await ok(api.api.products.detail({ params: { id: 2 } }));
    const merId = detail.productInfo.merId;
    const [info, products] = await Promise.all([shopInfo(api, merId), shopProducts(api, { merId })]);

    await page.goto(paths.goodsDetail(2));
    await page.getByRole('link', { name: 'Enter shop' }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${merId}`));
    await expect(page.getByRole('heading', { level: 1, name: info.name })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('shop-product-count')).toHaveText(`${products.total} products`);
    await expect(gridNames(page)).toHaveText(products.list.map((p) => p.storeName));
    // The shop's home is titled by the shop's name alone, as the server titles it.
    await expect(page).toHaveTitle(`${info.name} - Tidewell`);
    await checkA11y();
  });

  test("the shop card shows the whole shop name; the shop's chat reads Chat and its goods start inside a 1366 x 900 window", async ({
    page,
    api: _api,
  }) => {
    // Product 1 is the self-operated shop's, whose customer service is a chat link (H5).
    await page.goto(paths.goodsDetail(1));
    await expect(page.getByRole('heading', { level: 2, name: SELF_SHOP.name })).toHaveText(SELF_SHOP.name);
    const title = await page.getByRole('heading', { level: 2, name: SELF_SHOP.name }).evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(title).toBe(true);
    await page.getByRole('link', { name: 'Enter shop' }).click();
    const chat = page.getByRole('link', { name: 'Chat with the shop (opens in a new tab)' });
    await expect(chat).toHaveText('Chat');
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('region', { name: 'All products', exact: true }).getByRole('listitem').first()).toBeInViewport();
  });

  test('sort and page live in the URL and survive a reload', async ({ page, api }) => {
    const merId = SELF_SHOP.id;
    await page.goto(paths.merchant(`id=${merId}`));
    await expect(page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const sort = page.getByRole('group', { name: 'Sort by' });
    await sort.getByRole('button', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${merId}&sort=price-desc`));
    const first = await shopProducts(api, { merId, priceOrder: 'desc' });
    await expect(gridNames(page)).toHaveText(first.list.map((p) => p.storeName));

    const pages = page.getByRole('navigation', { name: 'Shop product pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${merId}&sort=price-desc&page=2`));
    const second = await shopProducts(api, { merId, priceOrder: 'desc', page: 2 });
    await expect(gridNames(page)).toHaveText(second.list.map((p) => p.storeName));

    await page.reload();
    await expect(sort.getByRole('button', { name: 'Price: high to low' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(gridNames(page)).toHaveText(second.list.map((p) => p.storeName));

    // A new sort starts again at page 1.
    await sort.getByRole('button', { name: 'Best selling' }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${merId}&sort=sales`));
  });

  test('the category tab lists the chosen category of the shop', async ({ page, api }) => {
    const merId = OTHER_SHOP;
    const tree = await ok(api.api.products.merchantCategories({ params: { merId } }));
    const leaf = tree[0]?.childList?.[1];
    if (!leaf) throw new Error('the seed shop has no sub-category');
    const filtered = await shopProducts(api, { merId, cid: leaf.id });
    const all = await shopProducts(api, { merId });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);

    await page.goto(paths.merchant(`id=${merId}`));
    await page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Categories' }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${merId}`, 'category'));
    const nav = page.getByRole('navigation', { name: 'Shop categories' });
    await expect(nav.getByRole('link', { name: 'All products' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('shop-product-count')).toHaveText(`${all.total} products`);

    await nav.getByRole('link', { name: leaf.name }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${merId}&cid=${leaf.id}`, 'category'));
    await expect(nav.getByRole('link', { name: leaf.name })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: leaf.name })).toBeVisible();
    await expect(page.getByTestId('shop-product-count')).toHaveText(`${filtered.total} ${filtered.total === 1 ? 'product' : 'products'}`);
    await expect(gridNames(page, leaf.name)).toHaveText(filtered.list.map((p) => p.storeName));
  });

  test('coupon tab: a guest is asked to sign in; a shopper receives a coupon and it stays received', async ({ page, api, signIn }) => {
    const merId = OTHER_SHOP;
    const coupons = await ok(api.api.coupons.list({ query: { useType: 1, merId, page: 1, limit: 50 } }));
    const coupon = coupons.list.find((c) => !c.isLimited);
    if (!coupon) throw new Error('no unlimited shop coupon in the seed');

    await page.goto(paths.merchant(`id=${merId}`, 'coupon'));
    const section = page.getByRole('region', { name: 'Shop coupons' });
    await expect(section.getByRole('listitem')).toHaveCount(coupons.list.length);
    await expect(section.getByText("Sign in to receive this shop's coupons.")).toBeVisible();
    await receiveAfterSigningIn(page, section, coupon.name, signIn);
    const ticket = section.getByRole('listitem').filter({ hasText: coupon.name });
    await expect(ticket.getByText('Received')).toBeVisible();
    await expect(ticket.getByRole('button')).toHaveCount(0);
    await page.reload();
    await expect(ticket.getByText('Received')).toBeVisible();
  });

  test('qualification tab shows the shop data and opens a picture large; passes axe', async ({ page, api, checkA11y }) => {
    const detail = await ok(api.api.merchants.detail({ params: { id: SELF_SHOP.id } }));
    await page.goto(paths.merchant(`id=${SELF_SHOP.id}`));
    await page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Qualification' }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${SELF_SHOP.id}`, 'qualification'));
    const section = page.getByRole('region', { name: 'Shop qualification' });
    await expect(section.getByText(detail.intro ?? '')).toBeVisible();
    await expect(section.getByText(detail.address ?? '')).toBeVisible();
    await expect(section.getByRole('link', { name: detail.phone ?? '' })).toBeVisible();
    await expect(section.getByTestId('shop-followers')).toHaveText('1 follower');
    // Joined: the seed date in the shop's time zone, as the page formats it.
    const joined = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' }).format(
      new Date(`${detail.createTime.replace(' ', 'T')}+08:00`),
    );
    await expect(section.getByRole('definition').filter({ hasText: joined })).toHaveText(joined);
    await checkA11y();

    const pictures = JSON.parse(detail.qualificationPicture ?? '[]') as string[];
    await section.getByRole('button', { name: `Open qualification picture 1 of ${pictures.length}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Qualification picture' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Qualification picture 1 of ${pictures.length}` })).toHaveAttribute(
      'src',
      pictureSrc(pictures[0] ?? ''),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('follow: a guest is asked to sign in; the state toggles, survives a reload and counts a follower', async ({
    page,
    signIn,
    api: _api,
  }) => {
    await page.goto(paths.merchant(`id=${OTHER_SHOP}`, 'qualification'));
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await signIn();
    await page.reload();
    const followers = page.getByTestId('shop-followers');
    await expect(followers).toHaveText('0 followers');
    await page.getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    await expect(followers).toHaveText('1 follower');
    // Shown at once, disabled until the server has it (see collections.spec.ts): reload only after.
    await expect(page.getByRole('button', { name: 'Following' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
    await page.getByRole('button', { name: 'Following' }).click();
    await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
    await expect(followers).toHaveText('0 followers');
    await expect(page.getByRole('button', { name: 'Follow' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Follow' })).toBeVisible();
  });

  test('the shop street pages through the shops, recommended first; passes axe', async ({ page, api, checkA11y }) => {
    const [first, second] = await Promise.all([
      ok(api.api.merchants.street({ query: { page: 1, limit: 6 } })),
      ok(api.api.merchants.street({ query: { page: 2, limit: 6 } })),
    ]);
    expect(second.list.length).toBeGreaterThan(0);
    await page.goto(paths.home());
    await page.getByRole('link', { name: 'Shop street' }).first().click();
    await expect(page).toHaveURL(paths.merchantStreet());
    await expect(page.getByRole('heading', { level: 1, name: 'Shop street' })).toBeVisible();
    await expect(cardNames(page)).toHaveText(first.list.map((m) => m.name));
    const card = page.getByRole('article', { name: SELF_SHOP.name });
    await expect(card.getByText('Self-operated', { exact: true })).toBeVisible();
    await expect(card.getByRole('list', { name: `Products from ${SELF_SHOP.name}` }).getByRole('link')).toHaveCount(
      first.list[0]?.proList.length ?? 0,
    );
    await checkA11y();

    await page.getByRole('navigation', { name: 'Shop street pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(paths.merchantStreet({ page: 2 }));
    await expect(cardNames(page)).toHaveText(second.list.map((m) => m.name));
    await page.reload();
    await expect(cardNames(page)).toHaveText(second.list.map((m) => m.name));

    const shop = second.list[0];
    if (!shop) throw new Error('no shop on page 2');
    await page.getByRole('link', { name: `Enter shop: ${shop.name}` }).click();
    await expect(page).toHaveURL(paths.merchant(`id=${shop.id}`, 'home'));
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
  });

  test('merchant_more filters by name and self-operated, in the URL', async ({ page, api }) => {
    const tech = await ok(api.api.merchants.searchList({ query: { keywords: 'TECH', page: 1, limit: 8 } }));
    expect(tech.total).toBeGreaterThan(0);
    await page.goto(paths.merchantMore());
    await expect(page.getByRole('heading', { level: 1, name: 'Find shops' })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(8);

    const filters = page.getByRole('search', { name: 'Shop filters' });
    await filters.getByRole('searchbox', { name: 'Shop name' }).fill('TECH');
    await filters.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(paths.merchantMore({ keywords: 'TECH' }));
    await expect(cardNames(page)).toHaveText(tech.list.map((m) => m.name));
    await expect(page.getByTestId('shop-count')).toHaveText(`${tech.total} ${tech.total === 1 ? 'shop' : 'shops'}`);

    await filters.getByRole('checkbox', { name: 'Self-operated only' }).check();
    await expect(page).toHaveURL(paths.merchantMore({ keywords: 'TECH', isSelf: 1 }));
    await expect(page.getByRole('heading', { name: 'No shops match these filters.' })).toBeVisible();

    await filters.getByRole('searchbox', { name: 'Shop name' }).fill('');
    await filters.getByRole('searchbox', { name: 'Shop name' }).press('Enter');
    await expect(page).toHaveURL(paths.merchantMore({ isSelf: 1 }));
    await expect(cardNames(page)).toHaveText([SELF_SHOP.name]);
    await page.reload();
    await expect(filters.getByRole('checkbox', { name: 'Self-operated only' })).toBeChecked();
    await expect(cardNames(page)).toHaveText([SELF_SHOP.name]);
  });

  test('an unknown or invalid shop id shows the 404 page', async ({ page, api: _api }) => {
    await page.goto(paths.merchant({ id: 987654 }));
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Merchant does not exist')).toBeVisible();
    // In the app already loaded (the next page's text differs); the third shows the same text, so it loads.
    await routeInApp(page, paths.merchant({ id: 'abc' }, 'coupon'));
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // On purpose without the shop id, which paths.merchant() always asks for.
    await page.goto('/merchant/merchant/home');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('an old link to a page past the last of a shop’s products, or to a category it no longer has: the shop, with a 404 in place of its products; passes axe', async ({
    page,
    api,
    checkA11y,
  }) => {
    const all = await shopProducts(api, { merId: SELF_SHOP.id });
    const response = await page.goto(paths.merchant({ id: SELF_SHOP.id, page: all.pages + 1 }, 'category'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: SELF_SHOP.name })).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page).toHaveTitle(/^Page error - /);
    await checkA11y();
    // The shop's own navigation takes the shopper back to its products.
    const nav = page.getByRole('navigation', { name: 'Shop categories' });
    await nav.getByRole('link', { name: 'All products' }).click();
    await expect(page.getByTestId('shop-product-count')).toHaveText(`${all.total} products`);
    await expect(page).toHaveTitle(new RegExp(`^${SELF_SHOP.name.replace(/[()]/g, '\\$&')}`));

    const unknown = await page.goto(paths.merchant({ id: SELF_SHOP.id, cid: 999999 }, 'category'));
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All products' })).toBeVisible();
  });

  test('the shop page speaks Chinese under /zh-CN', async ({ page, api: _api }) => {
    await page.goto(localizePath(paths.merchant(`id=${SELF_SHOP.id}`, 'qualification'), 'zh-CN'));
    const tabs = page.getByRole('navigation', { name: '店铺栏目' });
    await expect(tabs.getByRole('link', { name: '资质' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: '首页' })).toHaveAttribute(
      'href',
      localizePath(paths.merchant(`id=${SELF_SHOP.id}`, 'home'), 'zh-CN'),
    );
    await expect(page.getByRole('heading', { level: 2, name: '店铺资质' })).toBeVisible();
    await expect(page.getByTestId('shop-followers')).toHaveText('1 人关注');
    await expect(page.getByText('自营', { exact: true })).toBeVisible();
  });
});
