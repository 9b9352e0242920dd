import { ok } from '../fixtures/api';
import { expectSignedIn, openModal, signedInHeader, START } from '../fixtures/auth-modal';
import { e2eConfig, expect, test } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

test.describe('social sign-in (mock mode)', () => {
  test('Twitter: consent page, callback, back on the page', async ({ api: _api, page }) => {
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Sign in with Twitter' }).click();
    await expect(page.getByRole('heading', { name: /Authorize app/ })).toBeVisible();
    // The consent page's default name is longer than its own 15-character pattern: type a valid one.
    await page.getByLabel('Twitter screen name').fill('mock_tweeter');
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(START);
    await expect(signedInHeader(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: /@mock_tweeter/ })).toBeVisible();
  });

  test('Google: a crafted callback link signs nobody in; consent page, callback, back on the page', async ({ api: _api, page }) => {
    // Login CSRF: a link to the callback with a token someone else chose, and no state this browser kept.
    const crafted = new URLSearchParams({
      mock_oauth: 'google',
      state: '0'.repeat(32),
      id_token: 'mock-google:attacker@example.com:Attacker',
    });
    await page.goto(`${paths.callbackTwitter()}?${crafted.toString()}`);
    await expect(page.getByRole('alert')).toHaveText('The sign-in could not be completed. Please try again.');
    await expect(signedInHeader(page)).toBeVisible();

    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByLabel('Google account email').fill('g.fan@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(START);
    await expect(signedInHeader(page)).toBeHidden();
  });

  test('Facebook: signs in, and an unavailable account gets the translated message', async ({ api: _api, page }) => {
    let dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(START);
    await expect(signedInHeader(page)).toBeHidden();

    await page.context().clearCookies();
    dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Sign in with Facebook' }).click();
    await page.getByLabel('Facebook user id').fill('fb-blocked-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Facebook login is unavailable for the current user');
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });
});

test.describe('provider scripts (real mode) and extensions', () => {
  test('a provider script that fails to load hides its icon; Facebook signs in through its SDK', async ({ api: _api, mock, web, page }) => {
    // The runtime config of a real deployment, given by the server (inline on pages it renders, /config.json on the rest).
    await web.pointAt({ ...e2eConfig(''), socialMode: 'real', googleClientId: 'test-client', facebookAppId: 'test-app' }, mock.url);
    await page.route('https://accounts.google.com/**', (route) => route.abort());
    // A stand-in for the Facebook SDK: login succeeds, /me answers the profile the page put in window.fbProfile.
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.FB = { init() {}, login(cb) { cb({ authResponse: {} }); }, api(path, params, cb) { cb(window.fbProfile); } };',
      }),
    );
    const dialog = await openModal(page);
    await expect(dialog.getByRole('button', { name: 'Sign in with Twitter' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
    const facebook = dialog.getByRole('button', { name: 'Sign in with Facebook' });
    await expect(facebook).toBeVisible();

    await page.evaluate(() => Object.assign(window, { fbProfile: { id: 'fb-blocked-1', name: 'Blocked' } }));
    await facebook.click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Facebook login is unavailable for the current user' })).toBeVisible();

    await page.evaluate(() =>
      Object.assign(window, {
        fbProfile: { id: 'fb-real-1', name: 'Real Facebook', email: 'real.fb@example.com', picture: { data: { url: '' } } },
      }),
    );
    await facebook.click();
    await expectSignedIn(page, dialog);
  });

  test('getCaptchaOpen: a backend without it still asks for codes; "off" drops the code field', async ({ api, page }) => {
    await ok(api.mock.addFault({ body: { method: 'GET', path: '/api/front/login/getCaptchaOpen', code: 404, message: 'Not Found' } }));
    let dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' }).getByLabel('Email verification code')).toBeVisible();

    await ok(api.mock.clearFaults({}));
    await ok(api.mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { captchaOpen: false } }));
    dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(register.getByLabel('Email verification code')).toHaveCount(0);
  });

  test('Google in real mode: Identity Services renders the button and its credential signs in', async ({ api: _api, mock, web, page }) => {
    await web.pointAt({ ...e2eConfig(''), socialMode: 'real', googleClientId: 'test-client', facebookAppId: '' }, mock.url);
    // A stand-in for accounts.google.com/gsi/client: its button hands the page a credential the mock accepts.
    await page.route('https://accounts.google.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { id: {
          initialize(options) { window.gsiCallback = options.callback; },
          renderButton(parent) {
            const b = document.createElement('button');
            b.type = 'button';
            b.textContent = 'Google (stub)';
            b.onclick = () => window.gsiCallback({ credential: 'mock-google:gsi.user@example.com:GSI User' });
            parent.appendChild(b);
          },
        } } };`,
      }),
    );
    const dialog = await openModal(page);
    // Facebook has no app id in this config: no icon rather than a broken one.
    await expect(dialog.getByRole('button', { name: 'Sign in with Facebook' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Google (stub)' }).click();
    await expectSignedIn(page, dialog);
    await expect(page.getByRole('banner').getByRole('button', { name: /GSI User/ })).toBeVisible();
  });
});
