import type { Page } from '@playwright/test';
import { ok } from '../fixtures/api';
import { routeInApp } from '../fixtures/in-app';
import { test, expect } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

function couponList(page: Page, name: string) {
  return page.getByRole('list', { name });
}

test.describe('coupons page', () => {
  test('my coupons: unused ones, then used and expired ones, kept in the URL', async ({ page, api: _api, shopper: _shopper }) => {
    await page.goto(paths.couponList());
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    const views = page.getByRole('tablist', { name: 'Coupon views' });
    await expect(views.getByRole('tab', { name: 'My coupons' })).toHaveAttribute('aria-selected', 'true');
    // Styled as tabs: apart from each other, not run-together text.
    const [mine, center] = await Promise.all([
      views.getByRole('tab', { name: 'My coupons' }).boundingBox(),
      views.getByRole('tab', { name: 'Get coupons' }).boundingBox(),
    ]);
    expect((center?.x ?? 0) - ((mine?.x ?? 0) + (mine?.width ?? 0))).toBeGreaterThanOrEqual(0);
    expect(mine?.height).toBeGreaterThanOrEqual(36);
    const unused = couponList(page, 'Unused');
    const yearEnd = unused.getByRole('listitem').filter({ hasText: 'Year-end gift $12 off $80' });
    await expect(yearEnd).toContainText('Not started');
    await expect(yearEnd).toContainText('$12.00 off');
    await expect(yearEnd).toContainText('Spend $80.00 or more');
    // Its dates are written as every other date of the shop is ("Dec 1, 2026"), not as ISO days.
    await expect(yearEnd).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} to [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(yearEnd.getByRole('link', { name: /Use .* now/ })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Show my coupons' }).getByRole('link', { name: 'Used / expired' }).click();
    await expect(page).toHaveURL(paths.couponList({ status: 'unusable' }));
    const past = couponList(page, 'Used / expired');
    await expect(past.getByRole('listitem')).toHaveCount(3);
    await expect(past.getByRole('listitem').filter({ hasText: 'Spring gift' })).toContainText('Used');
    await expect(past.getByRole('listitem').filter({ hasText: 'Welcome back' })).toContainText('Expired');
    await expect(past.getByRole('listitem').filter({ hasText: 'Loyalty' })).toContainText('Expired');
    await page.reload();
    await expect(past.getByRole('listitem')).toHaveCount(3);
    await page.goBack();
    await expect(yearEnd).toBeVisible();
  });

  test('the coupon centre lists shop, product and platform coupons; a received one becomes usable', async ({
    page,
    api,
    shopper: _shopper,
  }) => {
    const shopCoupons = await ok(api.api.coupons.list({ query: { useType: 1, page: 1, limit: 12 } }));
    const first = shopCoupons.list[0];
    if (!first) throw new Error('seed: no shop coupon');
    await page.goto(paths.couponList());
    await page.getByRole('tablist', { name: 'Coupon views' }).getByRole('tab', { name: 'Get coupons' }).click();
    await expect(page).toHaveURL(paths.couponList({ view: 'center' }));
    const shops = couponList(page, 'Shop coupons');
    const ticket = shops.getByRole('listitem').filter({ hasText: first.name });
    await expect(ticket).toContainText(first.isFixedTime ? 'Valid' : `Valid for ${first.day} days after receipt`);
    await ticket.getByRole('button', { name: `Receive now: ${first.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Received successfully' })).toBeVisible();
    await expect(ticket.getByText('Received', { exact: true })).toBeVisible();

    const kinds = page.getByRole('navigation', { name: 'Kind of coupon' });
    await kinds.getByRole('link', { name: 'Platform coupons' }).click();
    await expect(page).toHaveURL(paths.couponList({ view: 'center', type: 3 }));
    const platform = couponList(page, 'Platform coupons');
    await expect(platform.getByRole('listitem').filter({ hasText: 'Platform $2 no threshold' })).toContainText('No minimum spend');
    await expect(platform.getByRole('listitem').filter({ hasText: 'Platform $2 no threshold' })).toContainText(/\d+ left/);
    await kinds.getByRole('link', { name: 'Product coupons' }).click();
    await expect(couponList(page, 'Product coupons').getByRole('listitem').first()).toContainText('For selected products');

    await page.getByRole('tablist', { name: 'Coupon views' }).getByRole('tab', { name: 'My coupons' }).click();
    const mine = couponList(page, 'Unused').getByRole('listitem').filter({ hasText: first.name });
    await expect(mine.getByRole('link', { name: `Use ${first.name} now` })).toBeVisible();
  });

  test('a guest is sent to sign in', async ({ page, api: _api }) => {
    await page.goto(paths.couponList({ view: 'center' }));
    await expect(page).toHaveURL(paths.login({ redirect: paths.couponList({ view: 'center' }) }));
  });

  test('both views pass axe, and the page speaks Chinese', async ({ page, api: _api, checkA11y, shopper: _shopper }) => {
    await page.goto(paths.couponList());
    await expect(couponList(page, 'Unused')).toBeVisible();
    await checkA11y();
    // The other two views in the app already loaded: a load is not what is under test here.
    await routeInApp(page, paths.couponList({ view: 'center' }));
    await expect(couponList(page, 'Shop coupons')).toBeVisible();
    await checkA11y();
    await routeInApp(page, localizePath(paths.couponList({ view: 'center', type: 3 }), 'zh-CN'));
    await expect(page.getByRole('heading', { level: 1, name: '优惠券' })).toBeVisible();
    await expect(
      couponList(page, '平台券')
        .getByRole('button', { name: /^立即领取/ })
        .first(),
    ).toBeVisible();
  });
});
