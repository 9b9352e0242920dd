import type { Page } from '@playwright/test';
import { ok } from '../fixtures/api';
import { E2E_CLOCK } from '../fixtures/mock-process';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/**
 * Visual regression at 1366 px (docs/visual-baselines.md): the seed and the mock's clock are fixed by the fixtures,
 * the browser's clock is fixed here, motion is reduced (the banner does not rotate) and animations are off. The
 * baselines live beside this file and change only deliberately, with --update-snapshots.
 */
test.use({ viewport: { width: 1366, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(E2E_CLOCK));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/** Waits until every picture inside the window has loaded, so a screenshot never catches one half-drawn. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

const still = { animations: 'disabled', caret: 'hide' } as const;
const shot = { ...still, maxDiffPixelRatio: 0.01 } as const;

test.describe('visual baselines at 1366 px', () => {
  test('home', async ({ api: _api, page }) => {
    await page.goto(paths.home());
    await expect(page.getByRole('region', { name: 'Featured promotions' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('home.png', shot);
  });

  test('search', async ({ api: _api, page }) => {
    await page.goto(paths.goodsSearch());
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('search.png', shot);
  });

  test('product', async ({ api: _api, page }) => {
    await page.goto(paths.goodsDetail(1));
    await expect(page.getByRole('button', { name: 'Buy now' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('product.png', shot);
  });

  test('cart', async ({ api: _api, page, shopper }) => {
    for (const productId of [1, 3]) {
      const detail = await ok(shopper.api.products.detail({ params: { id: productId } }));
      const sku = Object.values(detail.productValue).find((s) => s.stock > 2);
      if (sku) await ok(shopper.api.cart.save({ body: [{ productId, productAttrUnique: sku.id, cartNum: productId }] }));
    }
    await page.goto(paths.shoppingCart());
    await expect(page.getByRole('table', { name: 'Shopping cart' }).getByRole('spinbutton')).toHaveCount(2);
    await settle(page);
    await expect(page).toHaveScreenshot('cart.png', shot);
  });

  test('checkout', async ({ api: _api, page, shopper }) => {
    const detail = await ok(shopper.api.products.detail({ params: { id: 1 } }));
    const sku = Object.values(detail.productValue).find((s) => s.stock > 2);
    if (!sku) throw new Error('seed: product 1 has no stocked SKU');
    const { preOrderNo } = await ok(
      shopper.api.orders.preOrder({
        body: { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: sku.id, productNum: 2 }] },
      }),
    );
    await page.goto(paths.orderConfirm(preOrderNo));
    await expect(page.getByRole('button', { name: 'Submit order' })).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('checkout.png', shot);
  });

  test('order detail', async ({ api: _api, page, shopper }) => {
    const [order] = (await ok(shopper.api.orders.list({ query: { type: 3, page: 1, limit: 1 } }))).list;
    if (!order) throw new Error('seed: no completed order');
    await page.goto(paths.orderDetail(order.orderNo));
    await expect(page.getByText(order.orderNo).first()).toBeVisible();
    await settle(page);
    await expect(page).toHaveScreenshot('order-detail.png', shot);
  });
});

test.describe('pictures not shown', () => {
  test('a picture whose address fails, or still loading, shows its empty box, not the broken-picture icon and alt text', async ({
    api: _api,
    page,
  }) => {
    // The product's main picture (its chosen SKU's) is not found; its second thumbnail's answer never comes.
    await page.route('**/mock-images/sku/1.svg', (route) => route.fulfill({ status: 404, body: '' }));
    let held!: () => void;
    const requested = new Promise<void>((resolve) => (held = resolve));
    await page.route('**/mock-images/p/1-2.svg', () => held());
    await page.goto(paths.goodsDetail(1));
    const main = page.getByTestId('gallery-main');
    const missing = main.locator('img');
    await expect(missing).toBeVisible();
    await expect.poll(() => missing.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    await requested;
    const loading = page.getByRole('button', { name: 'Show image 2 of 3' });

    // Each box looks exactly as it does with no picture in it at all (inside its rounded corners, whose edge pixels
    // are anti-aliased against whatever the box holds).
    for (const box of [main, loading]) {
      const bounds = await box.boundingBox();
      if (!bounds) throw new Error('the picture box is not shown');
      const inset = 12;
      const clip = { x: bounds.x + inset, y: bounds.y + inset, width: bounds.width - 2 * inset, height: bounds.height - 2 * inset };
      const shown = await page.screenshot({ ...still, clip });
      await box.locator('img').evaluate((img) => (img.style.visibility = 'hidden'));
      expect(shown.equals(await page.screenshot({ ...still, clip }))).toBe(true);
    }
  });
});
