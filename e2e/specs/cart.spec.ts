import type { ProductDetail, ProductSku } from '@contract';
import type { Locator, Page } from '@playwright/test';
import { ok, type MockClient } from '../fixtures/api';
import { test, expect } from '../fixtures/test';
import { cents, money } from '../fixtures/money';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

/** A product with at least two SKUs in stock (enough for the quantities used here), and those SKUs. */
async function productWithTwoSkus(api: MockClient, from = 1): Promise<{ detail: ProductDetail; skus: [ProductSku, ProductSku] }> {
  for (let id = from; id < from + 60; id += 1) {
    const detail = await ok(api.api.products.detail({ params: { id } }));
    const [a, b] = Object.values(detail.productValue).filter((sku) => sku.stock >= 4 && sku.stock < 999);
    if (a && b) return { detail, skus: [a, b] };
  }
  throw new Error('seed: no product with two stocked SKUs');
}

function cartTable(page: Page): Locator {
  return page.getByRole('table', { name: 'Shopping cart' });
}

function lineRow(page: Page, name: string): Locator {
  return cartTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

test.describe('shopping cart', () => {
  /** Signs in, puts two lines of one product and one of another in the cart, and opens it. */
  async function openFilledCart(page: Page, api: MockClient, asShopper: () => Promise<MockClient>) {
    const shopper = await asShopper();
    const first = await productWithTwoSkus(api, 1);
    const second = await productWithTwoSkus(api, first.detail.productInfo.id + 1);
    await ok(
      shopper.api.cart.save({ body: [{ productId: first.detail.productInfo.id, productAttrUnique: first.skus[0].id, cartNum: 1 }] }),
    );
    await ok(
      shopper.api.cart.save({ body: [{ productId: second.detail.productInfo.id, productAttrUnique: second.skus[0].id, cartNum: 2 }] }),
    );
    await page.goto(paths.shoppingCart());
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();
    return { shopper, first, second };
  }

  test('a product added on its page is in the cart with its shop, specification, price and the header count', async ({
    page,
    api,
    shopper: _shopper,
  }) => {
    const { detail, skus } = await productWithTwoSkus(api);
    await page.goto(paths.goodsDetail(detail.productInfo.id));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    // The message sits below the header, never over the search box, the cart or the menus.
    const [message, header] = await Promise.all([
      page.getByRole('status').filter({ hasText: 'Added to cart' }).boundingBox(),
      page.getByRole('banner').boundingBox(),
    ]);
    expect(message && header).toBeTruthy();
    expect(message?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(page.getByRole('link', { name: 'Shopping cart (1)' })).toBeVisible();
    await page.getByRole('link', { name: 'Shopping cart (1)' }).click();
    await expect(page).toHaveURL(paths.shoppingCart());
    const row = lineRow(page, detail.productInfo.storeName);
    await expect(row).toBeVisible();
    const chosen = Object.values(detail.productValue).find((sku) => sku.stock > 0) ?? skus[0];
    await expect(row.getByText(`Specification: ${chosen.sku}`)).toBeVisible();
    await expect(row.getByRole('spinbutton', { name: `Quantity of ${detail.productInfo.storeName}` })).toHaveValue('1');
    await expect(
      cartTable(page)
        .getByRole('rowheader')
        .getByRole('link', { name: `Visit ${detail.merchantInfo?.name ?? ''}` }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(money(cents(chosen.price)));
  });

  test('quantity changes update the subtotal and total and survive a reload; the stock bounds them', async ({ page, api, asShopper }) => {
    const { first } = await openFilledCart(page, api, asShopper);
    const name = first.detail.productInfo.storeName;
    const sku = first.skus[0];
    const quantity = page.getByRole('spinbutton', { name: `Quantity of ${name}` });
    const rowNames = () =>
      cartTable(page)
        .getByRole('spinbutton')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label')));
    await expect(cartTable(page).getByRole('spinbutton')).toHaveCount(2);
    const before = await rowNames();
    await page.getByRole('button', { name: `Increase quantity of ${name}` }).click();
    await expect(quantity).toHaveValue('2');
    await expect(lineRow(page, name).getByText(money(cents(sku.price) * 2))).toBeVisible();
    // The line stays where it was (the list comes back newest-updated first).
    expect(await rowNames()).toEqual(before);
    await page.reload();
    await expect(quantity).toHaveValue('2');
    // A line holds at most 99 (the real backend's cart limit) and never more than the stock.
    const cap = Math.min(sku.stock, 99);
    await quantity.fill(String(sku.stock + 10));
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(cap));
    await expect(page.getByRole('button', { name: `Increase quantity of ${name}` })).toBeDisabled();
    await page.reload();
    await expect(quantity).toHaveValue(String(cap));
  });

  test('selection drives the total; checkout needs a selected item and then starts a pre-order', async ({ page, api, asShopper }) => {
    const { first, second } = await openFilledCart(page, api, asShopper);
    // The badge and the page count the same things: lines (two lines, three units).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping cart (2)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cart summary' }).getByText('2 items selected')).toBeVisible();
    const a = cents(first.skus[0].price);
    const b = cents(second.skus[0].price) * 2;
    const total = page.getByTestId('cart-total');
    await expect(total).toHaveText(money(a + b));
    await page.getByRole('checkbox', { name: `Select ${second.detail.productInfo.storeName}` }).uncheck();
    await expect(total).toHaveText(money(a));
    const summary = page.getByRole('region', { name: 'Cart summary' });
    const selectAll = summary.getByRole('checkbox', { name: 'Select all' });
    // Some selected: "select all" shows mixed, and a click selects everything.
    await expect(selectAll).not.toBeChecked();
    expect(await selectAll.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    await selectAll.check();
    await expect(total).toHaveText(money(a + b));
    await selectAll.uncheck();
    await expect(total).toHaveText(money(0));
    await expect(summary.getByText('0 items selected')).toBeVisible();
    await summary.getByRole('button', { name: 'Check out' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select an item' })).toBeVisible();
    await selectAll.check();
    await expect(total).toHaveText(money(a + b));
    await summary.getByRole('button', { name: 'Check out' }).click();
    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\d{18}$/);
  });

  test('a line is removed after confirming, the selected ones together, and an empty cart says so', async ({ page, api, asShopper }) => {
    const { first, second } = await openFilledCart(page, api, asShopper);
    const firstName = first.detail.productInfo.storeName;
    await page.getByRole('button', { name: `Delete ${firstName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove from cart' });
    await expect(dialog).toContainText(`Remove ${firstName} from your cart?`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(lineRow(page, firstName)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${firstName}` }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your cart' })).toBeVisible();
    await expect(lineRow(page, firstName)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Shopping cart (1)' })).toBeVisible();

    await expect(lineRow(page, second.detail.productInfo.storeName)).toBeVisible();
    await page.getByRole('region', { name: 'Cart summary' }).getByRole('button', { name: 'Delete selected' }).click();
    await expect(dialog).toContainText('Remove the 1 selected item from your cart?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Go shopping' }).click();
    await expect(page).toHaveURL(paths.home());
  });

  test('another specification can be chosen for a line', async ({ page, api, asShopper }) => {
    const { first } = await openFilledCart(page, api, asShopper);
    const name = first.detail.productInfo.storeName;
    const [from, to] = first.skus;
    await page.getByRole('button', { name: `Change the specification of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a specification' });
    await expect(dialog).toBeVisible();
    const attrs = first.detail.productAttr;
    const values = to.sku.split(',');
    for (const [index, attr] of attrs.entries()) {
      const value = values[index] ?? '';
      const button = dialog.getByRole('group', { name: attr.attrName.trim() }).getByRole('button', { name: value, exact: true });
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    }
    await expect(dialog.getByText(`In stock: ${to.stock}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Specification changed' })).toBeVisible();
    await expect(lineRow(page, name).getByText(`Specification: ${to.sku}`)).toBeVisible();
    await expect(lineRow(page, name).getByText(`Specification: ${from.sku}`)).toHaveCount(0);
  });

  test('a sold-out line stays in the list, cannot be selected and can take another specification; a line whose product sold out is moved to the favourites; a product taken off sale is invalid and can be cleared', async ({
    page,
    api,
    asShopper,
  }) => {
    const { shopper, first, second } = await openFilledCart(page, api, asShopper);
    const name = first.detail.productInfo.storeName;
    const b = cents(second.skus[0].price) * 2;
    await ok(api.mock.patchRecord({ params: { collection: 'skus', id: first.skus[0].id }, body: { stock: 0 } }));
    await page.reload();
    // As the real backend answers: the line stays among the valid ones, marked sold out (attrStatus false).
    const row = lineRow(page, name);
    await expect(row.getByText('Sold out')).toBeVisible();
    await expect(row.getByRole('checkbox', { name: `Select ${name}` })).toBeDisabled();
    await expect(page.getByTestId('cart-total')).toHaveText(money(b));
    await expect(page.getByRole('region', { name: /Invalid items/ })).toBeHidden();

    // Opening a dialog does not move the page sideways (the scrollbar's room is kept while it stops the scrolling).
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    await row.getByRole('button', { name: `Change the specification of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a specification' });
    await expect(dialog).toBeVisible();
    expect((await heading.boundingBox())?.x).toBe(before?.x);
    // The sold-out specification is not offered again: the first one in stock is chosen.
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByText('Sold out')).toBeHidden();
    await expect(row.getByRole('checkbox', { name: `Select ${name}` })).toBeEnabled();

    // The shop replaced the line's specification and sold out every other one: the line is invalid, and the product
    // can only be kept in the favourites.
    const [line] = (await ok(shopper.api.cart.list({ query: { isValid: 'true' } }))).flatMap((group) =>
      group.cartInfoList.filter((item) => item.productId === first.detail.productInfo.id),
    );
    // The SKU id of a line is `attrId` (productAttrUnique is never filled on the wire).
    const skuId = line?.attrId;
    if (!skuId) throw new Error('the product is in the cart, with its specification');
    await ok(
      api.mock.patchRecord({
        params: { collection: 'skus', id: skuId },
        body: { productId: second.detail.productInfo.id },
      }),
    );
    for (const sku of Object.values(first.detail.productValue))
      if (sku.id !== skuId) await ok(api.mock.patchRecord({ params: { collection: 'skus', id: sku.id }, body: { stock: 0 } }));
    await page.reload();
    const gone = page.getByRole('region', { name: 'Invalid items (1)' });
    await gone.getByRole('button', { name: `Move ${name} to your favourites` }).click();
    await expect(page.getByText(`${name} is in your favourites now`)).toBeVisible();
    await expect(page.getByRole('region', { name: /Invalid items/ })).toBeHidden();
    const favourites = await ok(shopper.api.collections.productList({ query: { page: 1, limit: 100 } }));
    expect(favourites.list.map((item) => item.productId)).toContain(first.detail.productInfo.id);

    await ok(api.mock.patchRecord({ params: { collection: 'products', id: second.detail.productInfo.id }, body: { isShow: false } }));
    await page.reload();
    const invalid = page.getByRole('region', { name: 'Invalid items (1)' });
    await expect(invalid).toContainText(second.detail.productInfo.storeName);
    // Taken off sale: no specification can be chosen, so "Reselect" is not offered (its dialog could confirm nothing).
    await expect(invalid).toContainText('Taken off sale');
    await expect(invalid.getByRole('button', { name: `Choose ${second.detail.productInfo.storeName} again` })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear invalid items' }).click();
    await page.getByRole('dialog', { name: 'Remove from cart' }).getByRole('button', { name: 'Clear invalid items' }).click();
    await expect(page.getByRole('region', { name: /Invalid items/ })).toBeHidden();
    const left = await ok(shopper.api.cart.list({ query: { isValid: 'false' } }));
    expect(left).toEqual([]);
  });

  test('a guest is sent to sign in and comes back to the cart', async ({ page, api: _api }) => {
    await page.goto(paths.shoppingCart());
    await expect(page).toHaveURL(paths.login({ redirect: paths.shoppingCart() }));
  });

  test('the cart and its dialogs have no serious accessibility violations, a low stock warning included, and it speaks Chinese', async ({
    page,
    api,
    checkA11y,
    asShopper,
  }) => {
    const { first, second } = await openFilledCart(page, api, asShopper);
    await ok(api.mock.patchRecord({ params: { collection: 'skus', id: second.skus[0].id }, body: { stock: 3 } }));
    await page.reload();
    await expect(page.getByText('Only 3 left')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: `Change the specification of ${first.detail.productInfo.storeName}` }).click();
    await expect(page.getByRole('dialog', { name: 'Choose a specification' }).getByRole('button', { name: 'Confirm' })).toBeVisible();
    await checkA11y();
    await page.getByRole('dialog', { name: 'Choose a specification' }).getByRole('button', { name: 'Cancel' }).click();
    await page.goto(localizePath(paths.shoppingCart(), 'zh-CN'));
    await expect(page.getByRole('heading', { level: 1, name: '购物车' })).toBeVisible();
    await expect(page.getByRole('region', { name: '购物车结算' }).getByRole('button', { name: '去结算' })).toBeVisible();
  });

  test('at 1024 px the side window covers neither the quantity buttons nor the total and Check out', async ({ page, api, asShopper }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const { first } = await openFilledCart(page, api, asShopper);
    const side = await page.getByRole('complementary', { name: 'Quick service' }).boundingBox();
    const summary = page.getByRole('region', { name: 'Cart summary' });
    const targets = [
      page.getByRole('button', { name: `Increase quantity of ${first.detail.productInfo.storeName}` }),
      page.getByTestId('cart-total'),
      summary.getByRole('button', { name: 'Check out' }),
    ];
    for (const target of targets) {
      await expect(target).toBeInViewport({ ratio: 1 });
      const box = await target.boundingBox();
      expect(box && side).toBeTruthy();
      if (!box || !side) return;
      expect(box.x + box.width, await target.evaluate((el) => el.textContent ?? el.getAttribute('aria-label'))).toBeLessThanOrEqual(side.x);
    }
  });
});
