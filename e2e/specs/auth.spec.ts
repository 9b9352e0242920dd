import type { Locator, Page } from '@playwright/test';
import { latestCode, ok } from '../fixtures/api';
import { test, expect, DEMO } from '../fixtures/test';

/** A page that is not home, so a login-required answer opens the modal there. */
const START = '/middlewares/about_us';

async function openModal(page: Page, path = START): Promise<Locator> {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

function signedInHeader(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Sign in' });
}

async function agree(scope: Locator) {
  await scope.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
}

async function expectSignedIn(page: Page, dialog: Locator, message = 'Signed in successfully') {
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(signedInHeader(page)).toBeHidden();
}

async function tokenCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'auth._token.local')?.value;
}

test.describe('sign-in modal', () => {
  test('state 2: email and password, Enter submits, the header refreshes, focus returns to the opener', async ({
    api: _api,
    page,
    checkA11y,
  }) => {
    const dialog = await openModal(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(dialog);
    await checkA11y();
    await dialog.getByLabel('Password', { exact: true }).press('Enter');
    await expectSignedIn(page, dialog);
    await expect(page).toHaveURL(START);
    await expect(page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
    expect(await tokenCookie(page)).toMatch(/^Bearer/);
  });

  test('state 1: phone and password, with the left picture, the privacy link and the close button', async ({
    api: _api,
    page,
    checkA11y,
  }) => {
    const dialog = await openModal(page);
    await expect(dialog.locator('img[src*="login"]')).toBeVisible();
    const privacy = dialog.getByRole('link', { name: 'Privacy agreement' });
    await expect(privacy).toHaveAttribute('href', '/middlewares/privacy_agreement');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await checkA11y();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeFocused();

    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByRole('button', { name: 'Phone', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await dialog.getByLabel('Phone number').fill(DEMO.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(dialog);
    const sent = page.waitForRequest('**/api/front/login/mobile/password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    // docs/storefront.md, Requests: the dial code goes with its plus sign.
    expect((await sent).postDataJSON()).toEqual({ phone: DEMO.phone, password: DEMO.password, countryCode: '+86' });
    await expectSignedIn(page, dialog);
  });

  test('a wrong password shows the server message inline and keeps the modal open', async ({ api: _api, page }) => {
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-pass1');
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Incorrect account or password' })).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
  });

  test('state 3: phone and SMS code from the outbox', async ({ api, page, checkA11y }) => {
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'SMS code' }).click();
    await checkA11y();
    await dialog.getByLabel('Phone number').fill(DEMO.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = await latestCode(api, DEMO.phone);
    await dialog.getByLabel('SMS verification code').fill(code);
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSignedIn(page, dialog);
  });

  test('state 6: register by email with the emailed code, then sign out and sign in again', async ({ api, page, checkA11y }) => {
    const email = 'new.shopper@example.com';
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await checkA11y();
    await register.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await register.getByRole('button', { name: 'Send code' }).click();
    await expect(register.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await register.getByLabel('Email verification code').fill(await latestCode(api, email));
    await register.getByLabel('Password', { exact: true }).fill('Fresh-pass9');
    await agree(register);
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expectSignedIn(page, register, 'Registration successful');

    // Log out (header) and sign in again with the new account.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /User\d+|My account/ })
      .click();
    await page.getByRole('list', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    const again = await openModal(page);
    await again.getByRole('button', { name: 'Email', exact: true }).click();
    await again.getByLabel('Email', { exact: true }).fill(email);
    await again.getByLabel('Password', { exact: true }).fill('Fresh-pass9');
    await agree(again);
    await again.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSignedIn(page, again);
  });

  test('state 6: register by phone with the SMS code, keyboard tabs', async ({ api, page, checkA11y }) => {
    const phone = '13900001111';
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByRole('tab', { name: 'Email' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(register.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true');
    await expect(register.getByRole('tab', { name: 'Phone' })).toBeFocused();
    await checkA11y();
    await register.getByLabel('Phone number').fill(phone);
    await register.getByRole('button', { name: 'Send code' }).click();
    await expect(register.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await register.getByLabel('SMS verification code').fill(await latestCode(api, phone));
    await register.getByLabel('Password', { exact: true }).fill('Fresh-pass9');
    await agree(register);
    // A slow server: the button shows it is working and takes no second click.
    await ok(api.mock.addFault({ body: { method: 'POST', path: '/api/front/login/register/mobile', delayMs: 1500, count: 1 } }));
    const submit = register.getByRole('button', { name: 'Register', exact: true });
    await submit.click();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expectSignedIn(page, register, 'Registration successful');
  });

  test('states 4 and 5: forgot password, emailed code, new password twice, then sign in with it', async ({ api, page, checkA11y }) => {
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await checkA11y();
    await forgot.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await expect(reset.getByText(DEMO.email)).toBeVisible();
    await expect(reset.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await checkA11y();
    await reset.getByLabel('Email verification code').fill(await latestCode(api, DEMO.email));
    await reset.getByLabel('New password', { exact: true }).fill('Brand-new7');
    await reset.getByLabel('Confirm new password').fill('Brand-new7');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password reset successfully' })).toBeVisible();

    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn.getByRole('button', { name: 'Email', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(signIn.getByLabel('Email', { exact: true })).toHaveValue(DEMO.email);
    await signIn.getByLabel('Password', { exact: true }).fill('Brand-new7');
    await agree(signIn);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectSignedIn(page, signIn);
  });

  test('focus stays inside the dialog and Escape closes it', async ({ api: _api, page }) => {
    const dialog = await openModal(page);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('validation', () => {
  test('every docs/product-rules.md message appears next to its field and is announced', async ({ api: _api, page }) => {
    const dialog = await openModal(page);
    // Email login: emailEmpty, emptyPassword, agreement.
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const email = dialog.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter your email');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Please enter your password');
    await expect(dialog.getByRole('alert').filter({ hasText: 'Please read and agree to the agreement' })).toBeVisible();
    // correctEmail
    await email.fill('not-an-email@');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    // Phone login: emptyPhone.
    await dialog.getByRole('button', { name: 'Phone', exact: true }).click();
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('Please enter your phone number');

    // SMS login: the send-code button needs the phone first; emptyCaptche, correctCaptche.
    await dialog.getByRole('button', { name: 'SMS code' }).click();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByLabel('Phone number')).toHaveAccessibleDescription('Please enter your phone number');
    await expect(dialog.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await dialog.getByLabel('Phone number').fill(DEMO.phone);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    const code = dialog.getByLabel('SMS verification code');
    await expect(code).toHaveAccessibleDescription('Please enter the verification code');
    await code.fill('12ab');
    await expect(code).toHaveAccessibleDescription('The verification code must be 6 digits');

    // Registration: the email send-code button needs the email; the password rule of the backend.
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByRole('button', { name: 'Send code' }).click();
    await expect(register.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription('Please enter your email');
    await register.getByLabel('Password', { exact: true }).fill('alllowercase');
    await register.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(register.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(/Password must be 8-20 characters/);

    // Forgot password: email required; reset: againPassword and diffPassword.
    await register.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('dialog', { name: 'Sign in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await expect(forgot.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your email');
    await forgot.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByLabel('New password', { exact: true }).fill('Brand-new7');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByLabel('Confirm new password')).toHaveAccessibleDescription('Please enter the password again');
    await reset.getByLabel('Confirm new password').fill('Brand-new8');
    await expect(reset.getByLabel('Confirm new password')).toHaveAccessibleDescription('The two passwords do not match');
  });

  test('the code button counts down 60 s, then reads Retry; the server refuses an early resend too', async ({ api, page }) => {
    await page.clock.install();
    const dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'SMS code' }).click();
    await dialog.getByLabel('Phone number').fill(DEMO.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await page.clock.runFor(30_000);
    await expect(dialog.getByRole('button', { name: /Resend in (30|29) s/ })).toBeDisabled();
    await page.clock.runFor(30_000);
    const retry = dialog.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled();

    // The mock's clock is frozen: the server still says it is too soon.
    await retry.click();
    await expect(dialog.getByRole('alert').filter({ hasText: /Please wait \d+ seconds/ })).toBeVisible();
    await expect(retry).toBeEnabled();
    const first = await latestCode(api, DEMO.phone);
    await ok(api.mock.setClock({ body: { advanceMs: 61_000 } }));
    await retry.click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const messages = await ok<unknown[]>(api.mock.outbox({ query: { to: DEMO.phone } }));
    expect(messages).toHaveLength(2);
    expect(typeof first).toBe('string');
  });
});

test.describe('country picker', () => {
  test('searches by name, Chinese name and dial code; keyboard picks; Escape closes only the list', async ({
    api: _api,
    page,
    checkA11y,
  }) => {
    const dialog = await openModal(page);
    const picker = dialog.getByRole('button', { name: /Country or region code: China \+86/ });
    await expect(picker).toBeVisible();
    await picker.click();
    const search = dialog.getByRole('combobox', { name: /Search by country name/ });
    await expect(search).toBeFocused();
    const list = dialog.getByRole('listbox', { name: 'Country or region code' });
    await expect(list).toHaveCSS('height', '378px');
    await checkA11y();

    await search.fill('thai');
    await expect(list.getByRole('option')).toHaveText([/Thailand\s*\+66/]);
    await search.fill('泰国');
    await expect(list.getByRole('option')).toHaveText([/Thailand\s*\+66/]);
    await search.fill('+856');
    await expect(list.getByRole('option').first()).toHaveText(/Laos\s*\+856/);
    await search.fill('66');
    await expect(list.getByRole('option').first()).toHaveText(/Thailand\s*\+66/);
    await search.press('Enter');
    await expect(dialog.getByRole('button', { name: /Country or region code: Thailand \+66/ })).toBeFocused();

    await dialog.getByRole('button', { name: /Country or region code/ }).click();
    await dialog.getByRole('combobox').fill('united');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: /Country or region code: United Kingdom \+44/ })).toBeVisible();

    await dialog.getByRole('button', { name: /Country or region code/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
  });
});

test.describe('tourist sign-in', () => {
  test('is offered by Buy now for a guest, goes on to checkout and keeps the identity for order lookup', async ({
    api: _api,
    page,
    checkA11y,
  }) => {
    await page.goto('/goods_detail/1');
    await page.getByRole('button', { name: 'Buy now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guest sign-in' });
    await expect(dialog).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveAccessibleDescription('Please enter your email');
    await dialog.getByLabel('Email', { exact: true }).fill('guest.buyer@example.com');
    await dialog.getByLabel('Phone number (optional)').fill('812345678');
    await dialog.getByRole('button', { name: /Country or region code/ }).click();
    await dialog.getByRole('combobox').fill('laos');
    await page.keyboard.press('Enter');
    const sent = page.waitForRequest('**/api/front/login/register/visitor');
    await dialog.getByRole('button', { name: 'Continue as guest' }).click();
    // The tourist form sends the dial code as a number.
    expect((await sent).postDataJSON()).toEqual({ email: 'guest.buyer@example.com', phone: '812345678', countryCode: 856 });
    await expect(dialog).toBeHidden();
    // The purchase goes on to checkout: no second press of Buy now.
    await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=PRE\d+$/);
    await expect(page.getByRole('table', { name: 'Items in your order' }).getByTestId('order-line')).toHaveCount(1);
    const identity = (await page.context().cookies()).find((cookie) => cookie.name === 'visitorIdentity')?.value;
    expect(identity).toMatch(/^[0-9a-f]{32}$/);
    expect(await page.evaluate(() => window.localStorage.getItem('visitorIdentity'))).toBe(identity);
  });

  test('is not offered when method/info says visitorOpen is off, even for Buy now', async ({ api, page }) => {
    await ok(api.mock.patchRecord({ params: { collection: 'settings', id: 1 }, body: { visitorOpen: false } }));
    await page.goto('/goods_detail/1');
    await page.getByRole('button', { name: 'Buy now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByLabel('Phone number')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign in as a guest' })).toHaveCount(0);
  });

  test('is not offered on a plain sign-in, and is with ?tourist=1', async ({ api: _api, page }) => {
    const dialog = await openModal(page);
    await expect(dialog.getByRole('button', { name: 'Sign in as a guest' })).toHaveCount(0);
    const flagged = await openModal(page, `${START}?tourist=1`);
    await flagged.getByRole('button', { name: 'Sign in as a guest' }).click();
    await expect(page.getByRole('dialog', { name: 'Guest sign-in' })).toBeVisible();
  });
});

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

  test('Google: consent page, callback, back on the page', async ({ api: _api, page }) => {
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

test.describe('sessions and redirects', () => {
  test('a token expiring mid-session opens the modal; signing in stays on the page and the action works', async ({ api, page, signIn }) => {
    await signIn();
    await page.goto('/goods_detail/1');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    // A marker in the page's memory: it survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    // Let the page's own first requests finish, so the expiry is met by the user's action and not a late load.
    await page.waitForLoadState('networkidle');
    await ok(api.mock.setClock({ body: { advanceMs: 25 * 60 * 60 * 1000 } }));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Email', exact: true }).click();
    await dialog.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(dialog);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/goods_detail/1');
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: /cart/i })).toBeVisible();
  });

  test('a guest on a member page signs in on /login and returns there', async ({ api: _api, page, checkA11y }) => {
    await page.goto('/users/order_list');
    await expect(page).toHaveURL('/login?redirect=%2Fusers%2Forder_list');
    const form = page.getByRole('main');
    await expect(form.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await checkA11y();
    await form.getByRole('button', { name: 'Email', exact: true }).click();
    await form.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await agree(form);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/users/order_list');
  });

  test("on /login the header's Sign in takes the user to the form on the page", async ({ api: _api, page }) => {
    await page.goto('/login');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').locator('form :focus')).toHaveCount(1);
  });

  for (const evil of ['//evil.example', 'https://evil.example']) {
    test(`?redirect=${evil} is refused: sign-in lands on home`, async ({ api: _api, page, baseURL }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(evil)}`);
      const form = page.getByRole('main');
      await form.getByRole('button', { name: 'Email', exact: true }).click();
      await form.getByLabel('Email', { exact: true }).fill(DEMO.email);
      await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await agree(form);
      await form.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${baseURL ?? ''}/`);
    });
  }

  test('a signed-in user opening /login goes home', async ({ api: _api, page, signIn }) => {
    await signIn();
    await page.goto('/login?redirect=%2Fusers%2Forder_list');
    await expect(page).toHaveURL('/');
  });
});

test.describe('provider scripts (real mode) and extensions', () => {
  test('a provider script that fails to load hides its icon; Facebook signs in through its SDK', async ({ api: _api, mock, page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBase: mock.url, socialMode: 'real', googleClientId: 'test-client', facebookAppId: 'test-app' } }),
    );
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

  test('Google in real mode: Identity Services renders the button and its credential signs in', async ({ api: _api, mock, page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { apiBase: mock.url, socialMode: 'real', googleClientId: 'test-client', facebookAppId: '' } }),
    );
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

test.describe('other languages', () => {
  test('the modal and its validation messages follow the locale (zh-CN)', async ({ api: _api, page, checkA11y }) => {
    await page.goto('/zh-CN/middlewares/about_us');
    await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '登录', exact: true }).click();
    await expect(dialog.getByLabel('手机号', { exact: true })).toHaveAccessibleDescription('请输入手机号');
    await expect(dialog.getByRole('alert').filter({ hasText: '请阅读并同意协议' })).toBeVisible();
    await dialog.getByRole('button', { name: /国家或地区区号/ }).click();
    await dialog.getByRole('combobox').fill('泰国');
    await expect(dialog.getByRole('option')).toHaveText([/泰国\s*\+66/]);
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('link', { name: '隐私协议' })).toHaveAttribute('href', '/zh-CN/middlewares/privacy_agreement');
    await checkA11y();
  });
});
