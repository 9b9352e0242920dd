import { ok, type MockClient } from '../fixtures/api';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

const LIST = paths.collectionList();
/** The seed's demo shopper follows the self-operated shop. */
const SEEDED_SHOP = 'Mall Select (Self-operated)';

const productName = async (api: MockClient, id: number) => (await ok(api.api.products.detail({ params: { id } }))).productInfo.storeName;
const favourites = async (client: MockClient) => ok(client.api.collections.productList({ query: { page: 1, limit: 100 } }));

test.describe('favourites page', () => {
  test('a product favourited on its page shows first in the list, linked to its page', async ({ page, api, shopper: _shopper }) => {
    const name = await productName(api, 10);
    await page.goto(paths.goodsDetail(10));
    const favourite = page.getByRole('button', { name: 'Favourite' });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // The button shows pressed at once and stays disabled until the server has the favourite: leaving the page
    // before could cancel the write (seen once the next load got faster, docs/adr/0015-a-web-server-per-playwright-worker.md).
    await expect(favourite).toBeEnabled();

    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('5 favourite products')).toBeVisible();
    const first = page.getByRole('article').first();
    await expect(first).toHaveAccessibleName(name);
    await expect(first.getByRole('link', { name })).toHaveAttribute('href', paths.goodsDetail(10));
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(paths.goodsDetail(10));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('removing one asks first; once removed the product page shows it not favourited', async ({ page, api, shopper: _shopper }) => {
    const name = await productName(api, 37);
    await page.goto(LIST);
    const card = page.getByRole('article', { name });
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');
    // Back and Forward stay inside the app, so the product page below comes from the query cache unless the
    // removal refreshed it.
    await page.goBack();

    await card.getByRole('button', { name: `Remove ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from favourites?' });
    await expect(dialog).toContainText(`“${name}” will be removed from your favourites.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Remove ${name}` }).click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Removed 1 product from your favourites')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('3 favourite products')).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(paths.goodsDetail(37));
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('manage mode selects all on the page and removes them together', async ({ page, checkA11y, shopper: client }) => {
    await ok(client.api.collections.batchAddProducts({ body: { id: [7, 8], category: 'store' } }));
    const names = (await favourites(client)).list.map((f) => f.storeName);
    expect(names).toHaveLength(6);

    await page.goto(LIST);
    await expect(page.getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Manage' }).click();
    const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
    const removeSelected = page.getByRole('button', { name: /^Remove selected/ });
    await expect(removeSelected).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select ${names[1] ?? ''}` }).check();
    await expect(selectAll).toHaveJSProperty('indeterminate', true);
    await expect(removeSelected).toHaveText('Remove selected (1)');
    await selectAll.check();
    await expect(removeSelected).toHaveText('Remove selected (6)');
    await checkA11y();

    await removeSelected.click();
    const dialog = page.getByRole('dialog', { name: 'Remove from favourites?' });
    await expect(dialog).toContainText('6 products will be removed from your favourites.');
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Removed 6 products from your favourites')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No favourite products yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', paths.goodsSearch());
    expect((await favourites(client)).total).toBe(0);
  });

  test('pages through favourites; emptying the last page goes back to the one before', async ({ page, shopper: client }) => {
    await ok(client.api.collections.batchAddProducts({ body: { id: Array.from({ length: 10 }, (_, i) => 40 + i), category: 'store' } }));
    await page.goto(LIST);
    await expect(page.getByText('14 favourite products')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Favourite product pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(paths.collectionList({ page: 2 }));
    // Newest first: the seed's two oldest favourites are on the last page.
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('button', { name: 'Manage' }).click();
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByRole('button', { name: 'Remove selected (2)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByText('12 favourite products')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: 'Favourite product pages' })).toHaveCount(0);
  });

  test('the shops tab lists the followed shop, survives a reload, and unfollowing removes it', async ({ page, shopper }) => {
    await page.goto(LIST);
    const shopsTab = page.getByRole('tab', { name: 'Shops' });
    await shopsTab.click();
    await expect(page).toHaveURL(paths.collectionList({ tab: 'shops' }));
    await expect(shopsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: SEEDED_SHOP })).toHaveAttribute('href', paths.merchant({ id: 1 }));

    await page.reload();
    await expect(shopsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Shops' }).getByRole('link', { name: SEEDED_SHOP })).toBeVisible();
    // The tab list works from the keyboard: the arrow moves to and shows the other tab.
    await shopsTab.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Products' })).toBeFocused();
    await expect(page).toHaveURL(LIST);
    await page.getByRole('tab', { name: 'Products' }).press('ArrowRight');
    await expect(page).toHaveURL(paths.collectionList({ tab: 'shops' }));

    await page.getByRole('button', { name: `Unfollow ${SEEDED_SHOP}` }).click();
    await expect(page.getByText(`You no longer follow ${SEEDED_SHOP}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You do not follow any shops yet' })).toBeVisible();
    const follows = await ok(shopper.api.collections.merchantList({ query: { page: 1, limit: 20 } }));
    expect(follows.total).toBe(0);
  });

  test('another shopper sees none of the demo shopper’s favourites', async ({ page, signIn, api: _api }) => {
    await signIn('second@example.com');
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: 'No favourite products yet' })).toBeVisible();
    await page.getByRole('tab', { name: 'Shops' }).click();
    await expect(page.getByRole('heading', { name: 'You do not follow any shops yet' })).toBeVisible();
  });

  test('a guest is sent to sign in, with the tab remembered', async ({ page, api: _api }) => {
    await page.goto(paths.collectionList({ tab: 'shops' }));
    await expect(page).toHaveURL(paths.login({ redirect: paths.collectionList({ tab: 'shops' }) }));
  });

  test('both tabs pass axe', async ({ page, api: _api, checkA11y, shopper: _shopper }) => {
    await page.goto(LIST);
    await expect(page.getByRole('article')).toHaveCount(4);
    await checkA11y();
    await page.getByRole('tab', { name: 'Shops' }).click();
    await expect(page.getByRole('link', { name: SEEDED_SHOP })).toBeVisible();
    await checkA11y();
  });
});
