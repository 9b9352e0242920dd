import { latestCode, ok } from '../fixtures/api';
import { agree, expectSignedIn, openModal, START, tokenCookie } from '../fixtures/auth-modal';
import { test, expect, DEMO } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';
import { localizePath } from '../../web/src/lib/i18n/locales';

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
    const privacy = dialog.getByRole('link', { name: 'privacy agreement' });
    await expect(privacy).toHaveAttribute('href', paths.privacyAgreement());
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

  test('the "code sent" message covers no field of the sign-in modal (French, SMS code)', async ({ api: _api, page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(localizePath('/', 'fr'));
    await page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.getByRole('button', { name: 'Code SMS' }).click();
    const phone = dialog.getByLabel('Numéro de téléphone');
    await phone.fill(DEMO.phone);
    await dialog.getByRole('button', { name: 'Envoyer le code' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Le code de vérification a été envoyé' });
    await expect(sent).toBeInViewport({ ratio: 1 });
    const toastBox = await sent.boundingBox();
    const dialogBox = await dialog.locator('.modal-box').boundingBox();
    if (!toastBox || !dialogBox) throw new Error('the toast or the dialog has no box');
    // Clear of the dialog's box: above it, or below it when the box leaves no room above.
    const apart = toastBox.y + toastBox.height <= dialogBox.y || dialogBox.y + dialogBox.height <= toastBox.y;
    expect(apart, `toast ${JSON.stringify(toastBox)} over the dialog ${JSON.stringify(dialogBox)}`).toBe(true);
    // Still above the dialog in the top layer, and the field can be clicked where the toast used to sit.
    await phone.click();
    await expect(phone).toBeFocused();
  });

  test('state 6: register by email with the emailed code, then sign out and sign in again', async ({ api, page, checkA11y }) => {
    const email = 'new.shopper@example.com';
    const dialog = await openModal(page);
    const picture = dialog.locator('img[src*="login"]');
    await expect(picture).toBeVisible();
    const pictureBox = await picture.boundingBox();
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    // The picture stays put when the panel changes (the register panel is taller).
    expect(await register.locator('img[src*="login"]').boundingBox()).toEqual(pictureBox);
    await checkA11y();
    await register.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    const sendCode = register.getByRole('button', { name: 'Send code' });
    const oneLine = (await sendCode.boundingBox())?.height;
    await sendCode.click();
    const resend = register.getByRole('button', { name: /Resend in \d+ s/ });
    await expect(resend).toBeDisabled();
    // "Resend in 57 s" on one line: as tall as "Send code" was.
    expect((await resend.boundingBox())?.height).toBe(oneLine);
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
    await expect(page).toHaveURL(paths.home());
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
    // The new panel puts focus on its first field (on the next frame): then the shopper goes back to the tabs.
    await expect(register.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
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

test.describe('other languages', () => {
  test('the modal and its validation messages follow the locale (zh-CN)', async ({ api: _api, page, checkA11y }) => {
    await page.goto(localizePath(paths.aboutUs(), 'zh-CN'));
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
    await expect(dialog.getByRole('link', { name: '隐私协议' })).toHaveAttribute('href', localizePath(paths.privacyAgreement(), 'zh-CN'));
    await checkA11y();
  });
});
