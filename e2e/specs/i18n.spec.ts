import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';
import { preOrderFromCart, stockedProducts } from '../fixtures/shopping';

const LOCALES = ['en', 'zh-CN', 'es', 'fr', 'th', 'lo'] as const;

function catalog<T>(locale: string, ns: string): T {
  return JSON.parse(readFileSync(new URL(`../../web/src/locales/${locale}/${ns}.json`, import.meta.url), 'utf8')) as T;
}

/** Six languages (docs/storefront.md), en unprefixed, the others as the first path segment; lao is an alias of lo. */
test.describe('languages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: the shell and a page render in ${locale}`, async ({ api: _api, page }) => {
      const text = catalog<{ header: { signIn: string } }>(locale, 'common');
      const ranking = catalog<{ ranking: { title: string } }>(locale, 'products').ranking;
      const prefix = locale === 'en' ? '' : `/${locale}`;
      await page.goto(`${prefix}/goods/top_one`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('banner').getByRole('button', { name: text.header.signIn })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: ranking.title })).toBeVisible();
    });
  }

  test('the original shop\'s "lao" prefix is accepted as lo', async ({ api: _api, page }) => {
    // The original shop's alias is typed on purpose: localizePath() only writes the canonical prefix. The page's own
    // parameter comes along; one it does not read is dropped (docs/storefront.md, "Links from other sites").
    await page.goto('/lao/goods/goods_search?title=tea&x=1');
    await expect(page).toHaveURL(localizePath(paths.goodsSearch({ title: 'tea' }), 'lo'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'lo');
  });

  test('a shopper who pays by PayPal on a French page comes back to the result in French', async ({ api, page, asShopper }) => {
    // PayPal returns to the backend's result address, which has no language prefix.
    const preOrderNo = await preOrderFromCart(await asShopper(), await stockedProducts(api, 1));
    const fr = {
      checkout: catalog<{ submit: { label: string } }>('fr', 'checkout'),
      payments: catalog<{ result: { successTitle: string } }>('fr', 'payments'),
    };
    await page.goto(localizePath(paths.orderConfirm(preOrderNo), 'fr'));
    await page.getByRole('radio', { name: /^PayPal/ }).check();
    await page.getByRole('button', { name: fr.checkout.submit.label }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { level: 1, name: fr.payments.result.successTitle })).toBeVisible();
    await expect(page).toHaveURL(/^[^?]*\/fr\/order\/payment_result\?/);
  });
});
