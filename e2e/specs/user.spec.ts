import { latestCode, ok } from '../fixtures/api';
import { routeInApp } from '../fixtures/in-app';
import { test, expect, DEMO } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe('profile', () => {
  test('the user name changes and shows in the header; an empty one is refused', async ({ page, api: _api, shopper: _shopper }) => {
    await page.goto(paths.userInfo());
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const name = page.getByRole('textbox', { name: 'User name' });
    await expect(name).toHaveValue('Demo Shopper');
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User name cannot be empty')).toBeVisible();
    await name.fill('Ada Shopper');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved successfully' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Ada Shopper')).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Ada Shopper');
  });

  test('a new photo is checked, uploaded and saved at once (kept across a reload); a file that is not an image is refused', async ({
    page,
    api: _api,
    shopper: _shopper,
  }) => {
    await page.goto(paths.userInfo());
    const picture = page.getByLabel('Change photo');
    await picture.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPG, PNG, GIF or WebP image.' })).toBeVisible();
    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const profile = page.getByRole('region', { name: 'Personal details' });
    await expect(profile.locator('img')).toHaveAttribute('src', /\/mock-images\/u\/user-\d+\.png$/);
    // Saved on pick: no separate Save is needed for the photo to stay.
    await expect(page.getByRole('status').filter({ hasText: 'Photo saved' })).toBeVisible();
    const src = await profile.locator('img').getAttribute('src');
    await page.reload();
    await expect(profile.locator('img')).toHaveAttribute('src', src ?? 'missing');
  });

  test('the password changes with a code sent to the own email', async ({ page, api, shopper: _shopper }) => {
    await page.goto(paths.userInfo());
    const password = page.getByRole('region', { name: 'Password' });
    await expect(password.getByRole('radio', { name: `Email ${DEMO.email}` })).toBeChecked();
    await password.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: /code/i })).toBeVisible();
    const code = await latestCode(api, DEMO.email);
    await password.getByRole('textbox', { name: 'Email verification code' }).fill(code);
    await password.getByLabel('New password', { exact: true }).fill('N3w-Passw0rd');
    await password.getByLabel('Confirm new password').fill('Other-Passw0rd');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The two passwords do not match')).toBeVisible();
    await password.getByLabel('Confirm new password').fill('N3w-Passw0rd');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
    // Still signed in here, and the new password works.
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await ok(api.api.auth.email({ body: { email: DEMO.email, password: 'N3w-Passw0rd' } }));
  });

  test('points: balance, earned, spent and frozen, with the records by kind', async ({ page, api: _api, shopper: _shopper }) => {
    await page.goto(paths.userInfo());
    const points = page.getByRole('region', { name: 'Points' });
    await expect(points.getByRole('definition').nth(0)).toHaveText('168');
    await expect(points.getByRole('definition').nth(1)).toHaveText('304');
    await expect(points.getByRole('definition').nth(2)).toHaveText('100');
    await expect(points.getByRole('definition').nth(3)).toHaveText('36');
    const rows = points.getByRole('tabpanel').getByRole('row');
    await expect(rows).toHaveCount(6);
    await expect(rows.nth(1)).toContainText('Order reward');
    await expect(rows.nth(1)).toContainText('Frozen');
    await points.getByRole('tab', { name: 'Spent' }).click();
    await expect(points.getByRole('tab', { name: 'Spent' })).toHaveAttribute('aria-selected', 'true');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Spent at checkout');
    await expect(rows.nth(1)).toContainText('−100');
    await points.getByRole('tab', { name: 'Spent' }).press('ArrowRight');
    await expect(points.getByRole('tab', { name: 'All' })).toBeFocused();
  });

  test('a backend without the points extension keeps the balance and hides the rest', async ({ page, api, signIn }) => {
    await ok(
      api.mock.addFault({
        body: { path: '/api/front/user/center/**', code: 404, message: 'Not found: GET /api/front/user/center/my/integral' },
      }),
    );
    await signIn();
    await page.goto(paths.userInfo());
    await expect(page.getByRole('region', { name: 'Account' }).getByText('168')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Points' })).toHaveCount(0);
  });

  test('a guest is sent to sign in, also from a password manager’s change-password link; the page passes axe and speaks Chinese', async ({
    page,
    api: _api,
    signIn,
    checkA11y,
  }) => {
    // Where a password manager sends a shopper to change a password (server/page-answer.ts, CHANGE_PASSWORD).
    await page.goto('/.well-known/change-password');
    await expect(page).toHaveURL(paths.login({ redirect: paths.userInfo() }));
    await signIn();
    await page.goto(paths.userInfo());
    await expect(page.getByRole('textbox', { name: 'User name' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await checkA11y();
    // The Chinese page in the app already loaded (the language comes from the path either way).
    await routeInApp(page, localizePath(paths.userInfo(), 'zh-CN'));
    await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
    await expect(page.getByRole('button', { name: '修改密码' })).toBeVisible();
  });
});
