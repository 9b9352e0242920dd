import {
  BROKEN_TEXT,
  type CartMerchant,
  type ComputedPrice,
  type MasterOrderDetail,
  type ProductDetail,
  type MerchantOrderDetail,
} from '@contract';
import type { Page } from '@playwright/test';
import { seriousAxeFindings } from '../fixtures/axe';
import { cents, money } from '../fixtures/money';
import { fixtureData, serveRealWire, signInWithCookie, type RealWire } from '../fixtures/real-wire';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/**
 * The pages on the real backend's wire format (docs/backend-wire.md): every /api answer comes from the real-wire
 * fixtures (contract/fixtures/real-wire), not the mock. A page must render its main content with no broken text
 * (NaN, undefined, [object Object], null, a raw JSON text), no error page, and amounts that add up to the cent.
 * Requests the fixtures do not cover get HTTP 404 (the real answer to an unknown path) and fail the test.
 */

/**
 * The pages come from `vite preview` (playwright.config.ts), as before, not from the worker's own server; the spec
 * takes the worker fixtures' `test` only so its tests run in the same workers as the rest instead of two more
 * (Playwright starts a worker per set of fixtures), and it never asks for the worker's mock or server
 * (docs/adr/0015-a-web-server-per-playwright-worker.md).
 */
const PREVIEW = `http://localhost:${process.env.E2E_WEB_PORT ?? 4173}`;
test.use({ baseURL: PREVIEW });

async function open(
  page: Page,
  path: string,
  options: { signedIn?: boolean; variants?: Parameters<typeof serveRealWire>[1] } = {},
): Promise<RealWire> {
  const wire = await serveRealWire(page.context(), options.variants);
  if (options.signedIn !== false) await signInWithCookie(page, PREVIEW);
  await page.goto(path);
  return wire;
}

/** The checks every page passes on the real wire, once its main content is visible. */
async function expectSound(page: Page, wire: RealWire): Promise<void> {
  await expect(page.getByRole('link', { name: 'Back to home', exact: true })).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text.match(BROKEN_TEXT)?.[0] ?? null, 'broken text on the page').toBeNull();
  for (const title of ['Page error', 'Failed to load', 'Sorry, an error occurred']) expect(text).not.toContain(title);
  expect(wire.unserved, 'requests without a fixture').toEqual([]);
  expect(await seriousAxeFindings(page)).toEqual([]);
}

function mainHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

test.describe('real wire: catalog', () => {
  test('home', async ({ page }) => {
    const wire = await open(page, paths.home(), { signedIn: false });
    const products = fixtureData<{ list: { storeName: string }[] }>('home.indexProducts').list;
    await expect(page.getByText(products[0]?.storeName ?? '-').first()).toBeVisible();
    await expectSound(page, wire);
    // Page 1 of 3 with hasNextPage false (CommonPage.copyPageInfo): "more" comes from pageNum < pages.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => wire.served.filter((name) => name === 'home.indexProducts').length).toBe(2);
  });

  test('home with no group data configured (banners, hot keywords and activity blocks null)', async ({ page }) => {
    const wire = await open(page, paths.home(), {
      signedIn: false,
      variants: {
        'home.pcIndex': 'home.pcIndex.empty-groups',
        'home.hotKeywords': 'home.hotKeywords.empty',
        'home.activityBlocks': 'home.activityBlocks.empty',
      },
    });
    const products = fixtureData<{ list: { storeName: string }[] }>('home.indexProducts').list;
    await expect(page.getByText(products[0]?.storeName ?? '-').first()).toBeVisible();
    await expectSound(page, wire);
  });

  test('top sellers (a leaderboard row is a StoreProduct with only six columns read)', async ({ page }) => {
    const wire = await open(page, paths.topOne(), { signedIn: false });
    const first = fixtureData<{ storeName: string; sales: number }[]>('home.leaderboard')[0];
    await expect(page.getByText(first?.storeName ?? '-').first()).toBeVisible();
    await expectSound(page, wire);
  });

  test('search', async ({ page }) => {
    const wire = await open(page, paths.goodsSearch({ title: 'phone' }), { signedIn: false });
    await expect(mainHeading(page, 'Results for “phone”')).toBeVisible();
    const first = fixtureData<{ list: { storeName: string }[] }>('products.list').list[0];
    await expect(page.getByText(first?.storeName ?? '-').first()).toBeVisible();
    await expectSound(page, wire);
  });

  /** "Price $12.50" as the product page shows it (the label is its own element). */
  function priceText(price: string | undefined): RegExp {
    return new RegExp(`^Price\\s*${money(cents(price)).replace(/[$.]/g, '\\$&')}`);
  }

  function cartSaveBody(wire: RealWire): unknown {
    return wire.posted.find((entry) => entry.route === 'cart.save')?.body ?? null;
  }

  test('product, single-spec: no picker, and Add to cart sends the one SKU keyed "Default"', async ({ page }) => {
    const detail = fixtureData<ProductDetail>('products.detail.single-spec');
    const sku = detail.productValue.Default;
    expect(sku).toBeDefined();
    const wire = await open(page, paths.goodsDetail(detail.productInfo.id), {
      variants: { 'products.detail': 'products.detail.single-spec' },
    });
    await expect(mainHeading(page, detail.productInfo.storeName)).toBeVisible();
    await expect(page.getByText(priceText(sku?.price)).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Spec' })).toHaveCount(0);
    await expectSound(page, wire);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => cartSaveBody(wire)).toEqual([{ productId: detail.productInfo.id, productAttrUnique: sku?.id, cartNum: 1 }]);
    expect(wire.unserved).toEqual([]);
  });

  test('product, multi-spec: choosing values shows that SKU and Add to cart sends its id', async ({ page }) => {
    const detail = fixtureData<ProductDetail>('products.detail.multi-spec');
    const pink = detail.productValue['Pink,256GB'];
    expect(pink).toBeDefined();
    const wire = await open(page, paths.goodsDetail(detail.productInfo.id), {
      variants: { 'products.detail': 'products.detail.multi-spec' },
    });
    await expect(mainHeading(page, detail.productInfo.storeName)).toBeVisible();
    await expect(page.getByRole('button', { name: '512GB (Sold out)' })).toBeDisabled();
    await page.getByRole('group', { name: 'Color' }).getByRole('button', { name: 'Pink' }).click();
    await expect(page.getByText(priceText(pink?.price)).first()).toBeVisible();
    await expect(page.getByText(`In stock: ${pink?.stock ?? 0}`)).toBeVisible();
    await expectSound(page, wire);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => cartSaveBody(wire)).toEqual([{ productId: detail.productInfo.id, productAttrUnique: pink?.id, cartNum: 1 }]);
    expect(wire.unserved).toEqual([]);
  });
});

test.describe('real wire: cart and checkout', () => {
  test('cart, valid lines (a sold-out line stays unselectable; a removed-SKU line joins the invalid ones)', async ({ page }) => {
    const wire = await open(page, paths.shoppingCart(), {
      variants: {
        'cart.list': (url) => (url.searchParams.get('isValid') === 'false' ? 'cart.list.invalid' : 'cart.list.valid'),
        // The cart reads an invalid line's product to offer choosing again only when a SKU can be bought: product 1 has
        // several specifications, product 2 one.
        'products.detail': (url) => (url.pathname.endsWith('/1') ? 'products.detail.multi-spec' : 'products.detail.single-spec'),
      },
    });
    await expect(mainHeading(page, 'Shopping cart')).toBeVisible();
    const lines = fixtureData<CartMerchant[]>('cart.list.valid').flatMap((shop) => shop.cartInfoList);
    const buyable = lines.filter((line) => line.attrStatus && (line.stock ?? 0) > 0 && line.price !== null);
    const total = buyable.reduce((sum, line) => sum + cents(line.price) * line.cartNum, 0);
    await expect(page.getByTestId('cart-total')).toHaveText(money(total));
    const table = page.getByRole('table', { name: 'Shopping cart' });
    const soldOut = table.getByRole('row').filter({ hasText: 'Specification: White,512GB' });
    await expect(soldOut.getByRole('checkbox')).toBeDisabled();
    // A line whose SKU was deleted comes in the valid list with price, suk, attrId and stock null: it has no price to
    // show, so the cart lists it with the invalid lines, to choose again or remove, and never claims a price ($0.00).
    await expect(
      table.getByRole('row').filter({ hasText: 'Nimbus Pro Smartphone A10' }).filter({ hasNotText: 'Specification:' }),
    ).toHaveCount(0);
    const invalid = page.getByRole('region', { name: /Invalid items/ });
    await expect(invalid).toContainText('Nimbus Pro Smartphone A10');
    await expect(invalid.getByRole('button', { name: 'Choose Nimbus Pro Smartphone A10 again' }).first()).toBeVisible();
    await expect(invalid).not.toContainText('$0.00');
    await expectSound(page, wire);
  });

  test('cart, invalid lines only (suk, price, attrId and stock null)', async ({ page }) => {
    const wire = await open(page, paths.shoppingCart(), {
      variants: {
        'cart.list': (url) => (url.searchParams.get('isValid') === 'false' ? 'cart.list.invalid' : 'cart.list.empty'),
        // The cart reads an invalid line's product to offer choosing again only when a SKU can be bought: product 1 has
        // several specifications, product 2 one.
        'products.detail': (url) => (url.pathname.endsWith('/1') ? 'products.detail.multi-spec' : 'products.detail.single-spec'),
      },
    });
    await expect(mainHeading(page, 'Shopping cart')).toBeVisible();
    const invalid = fixtureData<CartMerchant[]>('cart.list.invalid').flatMap((shop) => shop.cartInfoList);
    const region = page.getByRole('region', { name: `Invalid items (${invalid.length})` });
    for (const line of invalid) await expect(region.getByText(line.storeName)).toBeVisible();
    await expectSound(page, wire);
  });

  test('checkout: totals are the pre-order and computed price to the cent', async ({ page }) => {
    await page
      .context()
      .route('https://www.sandbox.paypal.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>PayPal</title><h1>PayPal</h1>' }),
      );
    const wire = await open(page, paths.orderConfirm('PRE202611261700000001'), {
      variants: {
        'checkout.computedPrice': (_url, body) =>
          (body as { couponId?: unknown } | null)?.couponId === 11 ? 'checkout.computedPrice.with-coupon' : 'checkout.computedPrice',
      },
    });
    await expect(mainHeading(page, 'Confirm your order')).toBeVisible();
    const price = fixtureData<ComputedPrice>('checkout.computedPrice');
    await expect(page.getByTestId('total-pay')).toContainText(money(cents(price.payFee)));
    await expect(page.getByTestId('total-goods')).toContainText(money(cents(price.proTotalFee)));
    await expect(page.getByTestId('total-freight')).toContainText(money(cents(price.freightFee)));
    expect(cents(price.proTotalFee) + cents(price.freightFee) - cents(price.couponFee)).toBe(cents(price.payFee));
    await expectSound(page, wire);

    // With the coupon the computed price changes; the page shows the new figures, which still add up.
    const withCoupon = fixtureData<ComputedPrice>('checkout.computedPrice.with-coupon');
    expect(cents(withCoupon.proTotalFee) + cents(withCoupon.freightFee) - cents(withCoupon.couponFee)).toBe(cents(withCoupon.payFee));
    await page.getByRole('combobox', { name: 'Coupon' }).selectOption({ label: '$20 off $300 ($20.00 off orders over $300.00)' });
    await expect(page.getByTestId('total-pay')).toContainText(money(cents(withCoupon.payFee)));
    await expect(page.getByTestId('total-coupon')).toContainText(money(cents(withCoupon.couponFee)));

    // PayPal: the order is created and the browser leaves for the absolute approval address pay/payment answers.
    const payment = fixtureData<{ redirect: string }>('payments.payment');
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(payment.redirect);
    expect(wire.posted.find((entry) => entry.route === 'checkout.create')?.body).toMatchObject({ couponId: 11, payType: 'paypal' });
  });

  test('payment result: PayPal approved', async ({ page }) => {
    const wire = await open(page, paths.paymentResult({ status: 1, token: '5O190127TN364715T', PayerID: 'QYR5Z8XDVJNXQ' }));
    await expect(mainHeading(page, 'Payment successful')).toBeVisible();
    const paid = fixtureData<{ payPrice: string }>('payments.paypalSuccess');
    await expect(page.getByTestId('paid-amount')).toContainText(money(cents(paid.payPrice)));
    await expectSound(page, wire);
  });

  test('payment result: PayPal cancelled', async ({ page }) => {
    const wire = await open(
      page,
      paths.paymentResult({ status: '0', local_order_no: 'PT202512310800000005', token: '5O190127TN364715T' }),
      {
        variants: {
          'cart.list': (url) => (url.searchParams.get('isValid') === 'false' ? 'cart.list.invalid' : 'cart.list.valid'),
          // The cart reads an invalid line's product to offer choosing again only when a SKU can be bought: product 1 has
          // several specifications, product 2 one.
          'products.detail': (url) => (url.pathname.endsWith('/1') ? 'products.detail.multi-spec' : 'products.detail.single-spec'),
        },
      },
    );
    await expect(mainHeading(page, 'Payment cancelled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy again' })).toBeVisible();
    await expectSound(page, wire);
    expect(wire.posted.find((entry) => entry.route === 'payments.paypalCancel')?.body).toEqual({ token: '5O190127TN364715T' });
    const lines = fixtureData<MasterOrderDetail>('orders.masterDetail').orderList.flatMap((shop) => shop.orderInfoList);
    await page.getByRole('button', { name: 'Buy again' }).click();
    await expect(page).toHaveURL(/\/order\/shopping_cart$/);
    expect(wire.posted.find((entry) => entry.route === 'cart.save')?.body).toEqual(
      lines.map((line) => ({ productId: line.productId, productAttrUnique: line.attrValueId, cartNum: line.payNum })),
    );
  });
});

test.describe('real wire: orders', () => {
  test('order list', async ({ page }) => {
    const wire = await open(page, paths.orderList({ orderStatus: 2 }), { variants: { 'orders.express': 'orders.express.after-shipping' } });
    await expect(mainHeading(page, 'My orders')).toBeVisible();
    const order = fixtureData<{ list: { orderNo: string }[] }>('orders.list').list[0];
    await expect(page.getByText(order?.orderNo ?? '-').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Page 3' })).toBeVisible();
    await expectSound(page, wire);
    await page.getByRole('button', { name: 'View logistics' }).click();
    await expect(page.getByRole('dialog').getByText('Out for delivery')).toBeVisible();
    expect(wire.unserved).toEqual([]);
  });

  test('master order detail (unpaid, two shops)', async ({ page }) => {
    const detail = fixtureData<MasterOrderDetail>('orders.masterDetail');
    const wire = await open(page, paths.orderDetail(detail.orderNo));
    await expect(mainHeading(page, 'Order details')).toBeVisible();
    await expect(page.getByText(detail.orderNo).first()).toBeVisible();
    await expect(page.getByText(money(cents(detail.payPrice))).first()).toBeVisible();
    expect(cents(detail.proTotalPrice) + cents(detail.payPostage) - cents(detail.couponPrice)).toBe(cents(detail.payPrice));
    await expectSound(page, wire);
  });

  for (const [variant, express] of [
    ['shipped', 'orders.express.after-shipping'],
    ['awaiting-shipment', 'orders.express.before-shipping'],
  ] as const) {
    test(`merchant order detail and logistics, ${variant}`, async ({ page }) => {
      const name = variant === 'shipped' ? 'orders.detail' : `orders.detail.${variant}`;
      const detail = fixtureData<MerchantOrderDetail>(name);
      const wire = await open(page, paths.orderDetail(detail.orderNo), {
        variants: { 'orders.detail': name, 'orders.express': express },
      });
      await expect(mainHeading(page, 'Order details')).toBeVisible();
      await expect(page.getByText(detail.orderNo).first()).toBeVisible();
      await expect(page.getByText(money(cents(detail.payPrice))).first()).toBeVisible();
      expect(cents(detail.proTotalPrice) + cents(detail.payPostage) - cents(detail.couponPrice)).toBe(cents(detail.payPrice));
      const delivery = page.getByRole('region', { name: 'Delivery' });
      if (variant === 'shipped') await expect(delivery.getByText('Out for delivery')).toBeVisible();
      else await expect(delivery.getByText('Not shipped yet.')).toBeVisible();
      await expectSound(page, wire);
    });
  }
});

test.describe('real wire: after-sales and account', () => {
  test('refund list', async ({ page }) => {
    const wire = await open(page, paths.refundList());
    await expect(mainHeading(page, 'Refunds')).toBeVisible();
    await expectSound(page, wire);
  });

  test('refund detail', async ({ page }) => {
    const detail = fixtureData<{ refundOrderNo: string; refundPrice: string }>('refunds.detail');
    const wire = await open(page, paths.refundDetail(detail.refundOrderNo));
    await expect(mainHeading(page, 'Refund details')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: money(cents(detail.refundPrice)) })).toBeVisible();
    await expectSound(page, wire);
  });

  test('refund application form', async ({ page }) => {
    const info = fixtureData<{ orderNo: string }>('refunds.applyInfo');
    const wire = await open(page, paths.refundConfirm(info.orderNo));
    await expect(mainHeading(page, 'Apply for a refund')).toBeVisible();
    await expectSound(page, wire);
  });

  test('reviews to write', async ({ page }) => {
    const wire = await open(page, paths.evaluationList());
    await expect(mainHeading(page, 'Reviews')).toBeVisible();
    await expectSound(page, wire);
  });

  test('addresses', async ({ page }) => {
    const wire = await open(page, paths.addressList());
    await expect(mainHeading(page, 'Addresses')).toBeVisible();
    // Saved without a phone or a post code: phone and countryCode "" and postCode 0 (the columns' defaults).
    const bare = page.getByRole('listitem', { name: 'Alex Morgan' });
    await expect(bare.getByRole('term')).toHaveText(['Email', 'Country/region', 'Address']);
    await expectSound(page, wire);
  });

  test('coupons', async ({ page }) => {
    const wire = await open(page, paths.couponList());
    await expect(mainHeading(page, 'Coupons')).toBeVisible();
    await expectSound(page, wire);
  });

  test('favourites: products and shops', async ({ page }) => {
    const wire = await open(page, paths.collectionList());
    await expect(mainHeading(page, 'Favourites')).toBeVisible();
    await expectSound(page, wire);
    await page.goto(paths.collectionList({ tab: 'shops' }));
    await expect(mainHeading(page, 'Favourites')).toBeVisible();
    await expectSound(page, wire);
  });

  test('shop home and street', async ({ page }) => {
    const shop = fixtureData<{ id: number; name: string }>('merchants.indexInfo');
    const wire = await open(page, paths.merchant(`id=${shop.id}`), { signedIn: false });
    await expect(mainHeading(page, shop.name)).toBeVisible();
    await expectSound(page, wire);
    await page.goto(paths.merchantStreet());
    await expect(mainHeading(page, 'Shop street')).toBeVisible();
    await expectSound(page, wire);
  });

  test('settle-in: form and application records', async ({ page }) => {
    const wire = await open(page, paths.merchantSettled());
    await expect(mainHeading(page, 'Apply as merchant')).toBeVisible();
    await expectSound(page, wire);
    await page.goto(paths.applicationRecord());
    await expect(
      page.getByText(fixtureData<{ list: { name: string }[] }>('settleIn.settledRecord').list[0]?.name ?? '-').first(),
    ).toBeVisible();
    await expectSound(page, wire);
  });
});
