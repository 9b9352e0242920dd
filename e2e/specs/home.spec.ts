import { ok } from '../fixtures/api';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

test.describe('home', () => {
  test('shows banners with carousel controls, activity blocks, shop street and recommended products with load more', async ({
    page,
    api,
    checkA11y,
  }) => {
    const blocks = (await ok(api.api.home.activityBlocks())) ?? [];
    await page.goto(paths.home());
    const carousel = page.getByRole('region', { name: 'Featured promotions' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 4' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: 'Slide 2 of 4' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).press('ArrowLeft');
    await expect(carousel.getByRole('group', { name: 'Slide 1 of 4' })).toBeVisible();

    for (const block of blocks) await expect(page.getByRole('heading', { level: 2, name: block.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop street' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Top sellers' })).toBeVisible();

    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await expect(recommended.getByRole('listitem')).toHaveCount(10);
    await recommended.getByRole('button', { name: 'Load more' }).click();
    await expect(recommended.getByRole('listitem')).toHaveCount(20);
    await checkA11y();
  });

  test('hides blocks whose lists are empty instead of breaking', async ({ page, api }) => {
    // The home data is read once through the API and served emptied: a handler that fetched per request could
    // still be waiting on the server when the test ends (a disposed response, reported as a failure).
    const home = await ok(api.api.home.pcIndex());
    const emptied = { code: 200, message: 'ok', data: { ...home, banner: null, bastBanner: null, shopStreetHeaderImag: null } };
    await page.route('**/api/front/activity/index/list', (route) => route.fulfill({ json: { code: 200, message: 'ok', data: null } }));
    await page.route('**/api/pc/home/index', (route) => route.fulfill({ json: emptied }));
    // The server renders a first visit to home from the mock's own data, so the emptied answers reach the client on
    // a visit within the app: open a page the server does not render, then go home from the header.
    await page.goto(paths.login());
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('region', { name: 'Recommended for you' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Shop street' })).toHaveCount(0);
  });

  test('browses from home to a category to a product', async ({ page, api }) => {
    const tree = await ok(api.api.products.categoryTree());
    const top = tree[0];
    const mid = top?.childList?.[0];
    if (!top || !mid) throw new Error('no categories');
    await page.goto(paths.home());
    // The category panel is always open on home; a top category opens its sub-categories.
    const panel = page.getByRole('navigation', { name: 'Product categories' });
    await panel.getByRole('button', { name: top.name }).click();
    await panel.getByRole('link', { name: mid.name, exact: true }).click();
    await expect(page).toHaveURL(paths.goodsSearch({ cid: mid.id }));
    await expect(page.getByRole('heading', { level: 1, name: mid.name })).toBeVisible();
    const first = (await ok(api.api.products.list({ query: { cid: mid.id, page: 1, limit: 20 } }))).list[0];
    if (!first) throw new Error('empty category');
    await page
      .getByRole('link', { name: new RegExp(first.storeName) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: first.storeName })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: top.name })).toBeVisible();
  });
});

test.describe('activities and rankings', () => {
  test('the activity page shows its banner, instruction and products', async ({ page, api, checkA11y }) => {
    const detail = await ok(api.api.home.activityDetail({ params: { aid: 1 } }));
    const products = await ok(api.api.home.activityProducts({ params: { aid: 1 }, query: { page: 1, limit: 20 } }));
    await page.goto(paths.activityList({ id: 1 }));
    await expect(page.getByRole('heading', { level: 1, name: detail.name })).toBeVisible();
    if (detail.instruction) await expect(page.getByText(detail.instruction)).toBeVisible();
    const section = page.getByRole('region', { name: 'Products in this activity' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(products.list.map((p) => p.storeName));
    await checkA11y();
  });

  test('the activity page without an id lists every promotion to pick from', async ({ page, api, checkA11y }) => {
    const blocks = (await ok(api.api.home.activityBlocks({}))) ?? [];
    expect(blocks.length).toBeGreaterThan(0);
    await page.goto(paths.activityList());
    await expect(page.getByRole('heading', { level: 1, name: 'All promotions' })).toBeVisible();
    for (const block of blocks)
      await expect(page.getByRole('link', { name: new RegExp(`^${block.name}`) })).toHaveAttribute(
        'href',
        paths.activityList(`id=${block.id}`),
      );
    await checkA11y();
    const [first] = blocks;
    await page.getByRole('link', { name: new RegExp(`^${first?.name ?? ''}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: first?.name ?? '' })).toBeVisible();
  });

  test('the ranking page lists the leaderboard in order', async ({ page, api, checkA11y }) => {
    const board = await ok(api.api.home.leaderboard());
    await page.goto(paths.topOne());
    await expect(page.getByRole('heading', { level: 1, name: 'Top sellers' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Top sellers' });
    await expect(list.getByRole('listitem')).toHaveCount(board.length);
    for (const [i, row] of board.slice(0, 3).entries()) {
      await expect(list.getByRole('listitem').nth(i)).toContainText(`Rank ${i + 1}`);
      await expect(list.getByRole('listitem').nth(i)).toContainText(row.storeName);
    }
    await checkA11y();
  });
});
