import type { AwaitingReviewLine } from '@contract';
import type { Page } from '@playwright/test';
import { ok, type MockClient } from '../fixtures/api';
import { openInApp, routeInApp } from '../fixtures/in-app';
import { expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

const LIST = paths.evaluationList();

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const starsOf = (page: Page, name: string) => page.getByRole('radiogroup', { name });

/** The seeded completed order's line still to review (mock-server/README.md "Orders"), read as the shopper. */
async function waitingLine(shopper: MockClient): Promise<AwaitingReviewLine> {
  const [line, ...rest] = (await ok(shopper.api.reviews.awaitingList({ query: { page: 1, limit: 20 } }))).list;
  if (!line || rest.length > 0) throw new Error('seed: expected exactly one line waiting for a review');
  return line;
}

test.describe('writing reviews', () => {
  test('the waiting line is reviewed with both scores, text and a photo; it shows on the product and the order', async ({
    page,
    checkA11y,
    asShopper,
  }) => {
    const line = await waitingLine(await asShopper());
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const card = page.getByRole('listitem', { name: line.productName });
    await expect(card).toContainText(line.merName);
    await expect(card).toContainText(line.merOrderNo);
    await checkA11y();

    await card.getByRole('link', { name: `Write a review of ${line.productName}` }).click();
    await expect(page).toHaveURL(paths.evaluationConfirm({ orderNo: line.merOrderNo, productId: line.productId, orderInfoId: line.id }));
    await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Item being reviewed' })).toContainText(line.productName);
    await starsOf(page, 'Product quality').getByRole('radio', { name: '4 out of 5' }).check();
    await starsOf(page, 'Service attitude').getByRole('radio', { name: '3 out of 5' }).check();
    await expect(starsOf(page, 'Product quality').getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    await expect(starsOf(page, 'Service attitude').getByRole('radio', { name: '3 out of 5' })).toBeChecked();
    const text = 'Sturdy and exactly as pictured; the shop answered quickly.';
    await page.getByRole('textbox', { name: 'Your review' }).fill(text);
    await expect(page.getByText(`${text.length} / 512 characters`)).toBeVisible();
    await page.getByLabel('Add photos').setInputFiles(png('mine.png'));
    await expect(page.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
    await expect(page.getByText('1 of 5 photos')).toBeVisible();
    await checkA11y();
    await page.getByRole('button', { name: 'Submit review' }).click();

    await expect(toast(page, 'Thank you! Your review has been posted.')).toBeVisible();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByRole('heading', { name: 'Nothing is waiting for a review' })).toBeVisible();
    await checkA11y();

    // The order no longer offers the line for review.
    await page.goto(paths.orderDetail(line.merOrderNo));
    await expect(page.getByRole('link', { name: line.productName, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Evaluate / })).toHaveCount(0);

    // The product's reviews list it first, with its photo.
    await page.goto(paths.goodsDetail(line.productId));
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const mine = reviews.getByRole('article').filter({ hasText: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible();

    // Coming back to the form of a reviewed line says so.
    await page.goto(paths.evaluationConfirm({ orderNo: line.merOrderNo, productId: line.productId, orderInfoId: line.id }));
    await expect(page.getByRole('heading', { name: 'You have already reviewed this item.' })).toBeVisible();
  });

  test('empty text and more than 5 photos are refused; an unknown line is reported', async ({ page, asShopper }) => {
    const line = await waitingLine(await asShopper());
    await page.goto(paths.evaluationConfirm({ orderNo: line.merOrderNo, productId: line.productId, orderInfoId: line.id }));
    const text = page.getByRole('textbox', { name: 'Your review' });
    await text.fill('   ');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Please fill in your review experience')).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Add photos').setInputFiles(Array.from({ length: 6 }, (_, i) => png(`p${i + 1}.png`)));
    await expect(page.getByRole('alert').filter({ hasText: 'You can add up to 5 photos.' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Your photo/ })).toHaveCount(5);
    // Full: no more can be added until one is removed.
    await expect(page.getByLabel('Add photos')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove photo 5' }).click();
    await expect(page.getByRole('img', { name: /^Your photo/ })).toHaveCount(4);
    await page.getByLabel('Add photos').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.txt: choose a JPG, PNG, GIF or WebP image.' })).toBeVisible();
    await expect(page).toHaveURL(/evaluation_confirm/);

    // An unknown line, then the page without one, in the app already loaded (the second through the 404 page: the
    // two show the same heading).
    await routeInApp(page, paths.evaluationConfirm({ orderNo: line.merOrderNo, productId: line.productId, orderInfoId: 99999 }));
    await expect(page.getByRole('heading', { name: 'This order item could not be found.' })).toBeVisible();
    // Typed on purpose without the line id, which paths.evaluationConfirm() always asks for.
    await openInApp(page, '/users/evaluation_confirm?orderNo=SH1&productId=1');
    await expect(page.getByRole('heading', { name: 'This order item could not be found.' })).toBeVisible();
  });

  test('a guest is sent to sign in from both pages', async ({ page, api: _api }) => {
    await page.goto(LIST);
    await expect(page).toHaveURL(/\/login/);
    // The second page in the app already loaded: the guard is the same on a load and on a route change.
    await routeInApp(page, paths.evaluationConfirm({ orderNo: 'SH1', productId: 1, orderInfoId: 1 }));
    await expect(page).toHaveURL(/\/login\?redirect=%2Fusers%2Fevaluation_confirm/);
  });
});
