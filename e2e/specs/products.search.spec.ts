import type { Page } from '@playwright/test';
import { ok } from '../fixtures/api';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/** Prices shown on the product cards of the result grid, in page order. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('link')
    .allInnerTexts();
  return texts.map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN));
}

async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();
}

test.describe('search', () => {
  test('searches by keyword, sorts by price both ways, filters by price, pages, and reload keeps it all', async ({
    page,
    api,
    checkA11y,
  }) => {
    // A long journey (an axe scan, five result lists, a reload and Back): give it room on a busy machine.
    test.slow();
    const keyword = 'er';
    const all = await ok(api.api.products.list({ query: { keyword, page: 1, limit: 20 } }));
    expect(all.total).toBeGreaterThan(20);
    await page.goto(paths.goodsSearch(`title=${keyword}`));
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${keyword}”` })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(`${all.total} products`);
    await checkA11y();

    const sort = page.getByRole('group', { name: 'Sort by' });
    await sort.getByRole('button', { name: 'Price: low to high' }).click();
    await expect(sort.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The cheapest 20 as the server orders them; the page must show exactly those, in that order.
    const cheapest = await ok(api.api.products.list({ query: { keyword, priceOrder: 'asc', page: 1, limit: 20 } }));
    const ascending = cheapest.list.map((p) => Number(p.price));
    expect(ascending).toHaveLength(20);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await expect.poll(() => cardPrices(page)).toEqual(ascending);

    await sort.getByRole('button', { name: 'Price: high to low' }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    const dearest = await ok(api.api.products.list({ query: { keyword, priceOrder: 'desc', page: 1, limit: 20 } }));
    const descending = dearest.list.map((p) => Number(p.price));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(ascending[ascending.length - 1] ?? 0);
    await expect.poll(() => cardPrices(page)).toEqual(descending);

    const range = page.getByRole('form', { name: 'Price range' });
    await range.getByLabel('Minimum price').fill('50');
    await range.getByLabel('Maximum price').fill('300');
    await range.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/minPrice=50&maxPrice=300&sort=price-desc$/);
    const filtered = await ok(
      api.api.products.list({ query: { keyword, minPrice: 50, maxPrice: 300, priceOrder: 'desc', page: 2, limit: 20 } }),
    );
    await expect(page.getByTestId('result-count')).toHaveText(`${filtered.total} products`);
    // The grid renders its cards in a background pass (ProductGrid, useDeferredValue): the count can be there first.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 0 && prices.every((price) => price >= 50 && price <= 300);
      })
      .toBe(true);

    const pages = page.getByRole('navigation', { name: 'Search result pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => cardNames(page)).toEqual(filtered.list.map((p) => p.storeName));

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${keyword}”` })).toBeVisible();
    await expect(sort.getByRole('button', { name: 'Price: high to low' })).toHaveAttribute('aria-pressed', 'true');
    await expect(range.getByLabel('Minimum price')).toHaveValue('50');
    await expect(range.getByLabel('Maximum price')).toHaveValue('300');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => cardNames(page)).toEqual(filtered.list.map((p) => p.storeName));

    await page.goBack();
    await expect(page).toHaveURL(/maxPrice=300&sort=price-desc$/);
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('an empty result offers the hot keywords', async ({ page, api }) => {
    const hot = (await ok(api.api.home.hotKeywords())) ?? [];
    await page.goto(paths.goodsSearch({ title: 'zzzz-nothing-matches' }));
    await expect(page.getByRole('heading', { name: 'No products found for “zzzz-nothing-matches”' })).toBeVisible();
    const first = hot[0];
    if (!first) throw new Error('no hot keywords seeded');
    await page.getByRole('link', { name: first.title, exact: true }).last().click();
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${first.title}”` })).toBeVisible();
  });

  test('shows the category path as breadcrumbs', async ({ page, api }) => {
    const tree = await ok(api.api.products.categoryTree());
    const top = tree[0];
    const mid = top?.childList?.[0];
    const leaf = mid?.childList?.[0];
    if (!top || !mid || !leaf) throw new Error('category tree too shallow');
    await page.goto(paths.goodsSearch(`cid=${leaf.id}`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: top.name })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: mid.name })).toBeVisible();
    await expect(crumbs.getByText(leaf.name)).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: mid.name }).click();
    await expect(page).toHaveURL(new RegExp(`cid=${mid.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: mid.name })).toBeVisible();
  });
});
