import type { Page } from '@playwright/test';
import { ok, type MockClient } from '../fixtures/api';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/**
 * No layout shift (docs/performance.md, "Budgets"): content that arrives after the first paint (banners, activity
 * strips, images, the lazily loaded footer and side window, the shop card, the review block, toasts) has its space
 * reserved. CLS is summed from layout-shift entries without recent input, from the start of the navigation until
 * the page is idle (a plain sum: stricter than Lighthouse's largest session window). Budget 0.01, as docs/adr/0012
 * states.
 */
const CLS_BUDGET = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
    __shiftObserver?: PerformanceObserver;
  }
}

/** Layout-shift entries are not in the DOM typings: the fields read here. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
}

async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__shifts = [];
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '?';
      const label = node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? node.id;
      return `${node.tagName.toLowerCase()}${label ? `[${label}]` : ''}.${[...node.classList].slice(0, 4).join('.')}`;
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        window.__shifts?.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__shiftObserver = observer;
  });
}

/** Waits until the network is idle and two frames have been drawn, then reads every shift recorded so far. */
async function shiftsAfterIdle(page: Page): Promise<Shift[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const pending = window.__shiftObserver?.takeRecords() ?? [];
            for (const entry of pending as LayoutShiftEntry[])
              if (!entry.hadRecentInput) window.__shifts?.push({ value: entry.value, sources: [] });
            resolve(window.__shifts ?? []);
          }),
        );
      }),
  );
}

async function expectNoLayoutShift(page: Page, path: string, ready: () => Promise<void>): Promise<void> {
  await observeShifts(page);
  await page.goto(path);
  await ready();
  const shifts = await shiftsAfterIdle(page);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  test.info().annotations.push({ type: 'CLS', description: `${path}: ${cls.toFixed(4)}` });
  expect(cls, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
}

/** The first products (from id 1) with a SKU in stock. */
async function stockedProduct(api: MockClient, from = 1): Promise<{ productId: number; skuId: number }> {
  for (let id = from; id < from + 60; id += 1) {
    const detail = await ok(api.api.products.detail({ params: { id } }));
    const sku = Object.values(detail.productValue).find((s) => s.stock >= 5 && s.stock < 999);
    if (sku) return { productId: detail.productInfo.id, skuId: sku.id };
  }
  throw new Error('seed: no stocked product');
}

test.describe('layout stability (CLS at most 0.01)', () => {
  test('home', async ({ page, api }) => {
    void api;
    await expectNoLayoutShift(page, paths.home(), async () => {
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  });

  test('search', async ({ page, api }) => {
    void api;
    await expectNoLayoutShift(page, paths.goodsSearch({ keyword: 'a' }), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('product', async ({ page, api }) => {
    const { productId } = await stockedProduct(api);
    await expectNoLayoutShift(page, paths.goodsDetail(productId), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('shop', async ({ page, api }) => {
    void api;
    await expectNoLayoutShift(page, paths.merchant({ id: 1 }), async () => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });

  test('cart, signed in', async ({ page, api, shopper }) => {
    const { productId, skuId } = await stockedProduct(api);
    await ok(shopper.api.cart.save({ body: [{ productId, productAttrUnique: skuId, cartNum: 1 }] }));
    await expectNoLayoutShift(page, paths.shoppingCart(), async () => {
      await expect(page.getByRole('table', { name: 'Shopping cart' })).toBeVisible();
    });
  });

  test('checkout, signed in', async ({ page, api, shopper }) => {
    const { productId, skuId } = await stockedProduct(api);
    await ok(shopper.api.cart.save({ body: [{ productId, productAttrUnique: skuId, cartNum: 1 }] }));
    const groups = await ok(shopper.api.cart.list({ query: { isValid: 'true' } }));
    const orderDetails = groups.flatMap((g) => g.cartInfoList.map((line) => ({ shoppingCartId: line.id })));
    const { preOrderNo } = await ok(shopper.api.orders.preOrder({ body: { preOrderType: 'shoppingCart', orderDetails } }));
    await expectNoLayoutShift(page, paths.orderConfirm(preOrderNo), async () => {
      await expect(page.getByRole('button', { name: 'Submit order' })).toBeVisible();
    });
  });
});
