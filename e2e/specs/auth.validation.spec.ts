import { latestCode, ok } from '../fixtures/api';
import { openModal } from '../fixtures/auth-modal';
import { test, expect, DEMO } from '../fixtures/test';

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
    const messages = await ok(api.mock.outbox({ query: { to: DEMO.phone } }));
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
