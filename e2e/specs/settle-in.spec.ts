import type { Page } from '@playwright/test';
import { latestCode, ok, records, type MockClient } from '../fixtures/api';
import { routeInApp } from '../fixtures/in-app';
import { test, expect } from '../fixtures/test';
import { paths } from '../../web/src/lib/routing/paths';

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const OWNER = 'owner@fresh.test';

/** Opens the settle-in form and sends a whole application. */
async function applyAsMerchant(page: Page, api: MockClient) {
  await page.goto(paths.merchantSettled());
  await fillAndSubmit(page, api);
}

/** Fills and submits a whole application through the form, with the code the mock "emailed". */
async function fillAndSubmit(page: Page, api: MockClient) {
  const form = page.getByRole('form', { name: 'Merchant settle-in application' });
  await form.getByRole('textbox', { name: 'Company name' }).fill('Fresh Foods Ltd');
  await form.getByRole('textbox', { name: 'Real name' }).fill('Ada Owner');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(OWNER);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await form.getByRole('textbox', { name: 'Email verification code' }).fill(await latestCode(api, OWNER));
  await form.getByRole('combobox', { name: 'Merchant category' }).selectOption({ label: 'Apparel' });
  await form.getByRole('combobox', { name: 'Store type' }).selectOption({ label: 'Specialty store' });
  await form.getByRole('textbox', { name: 'Business address' }).fill('1 Market Street');
  await form.getByLabel('Add picture').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('img', { name: 'Qualification picture 1' })).toBeVisible();
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await form.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'within 15 working days' })).toBeVisible();
}

async function onlyApplicationId(api: MockClient): Promise<number> {
  const data = { list: await records(api, 'merchantApplications', 10) };
  const first = data.list[0];
  if (!first) throw new Error('no application stored');
  return first.id;
}

test.describe('merchant settle-in', () => {
  test('an empty submit shows the spec messages; a file that is not a JPG/PNG is refused', async ({
    page,
    api: _api,
    shopper: _shopper,
  }) => {
    await page.goto(paths.merchantSettled());
    await expect(page.getByRole('heading', { level: 1, name: 'Apply as merchant' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Merchant settle-in application' });
    await form.getByRole('button', { name: 'Submit application' }).click();
    for (const text of [
      'Please enter the company name',
      'Please enter your real name',
      'Please enter the verification code',
      'Please select a merchant category',
      'Please upload a qualification picture',
      'Please read and agree to the settlement agreement',
    ]) {
      await expect(form.getByRole('alert').filter({ hasText: text })).toBeVisible();
    }
    await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Add picture').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(form.getByRole('alert').filter({ hasText: 'notes.txt is not a JPG, PNG or JPEG picture.' })).toBeVisible();
    await form.getByLabel('Add picture').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(form.getByRole('alert').filter({ hasText: 'anim.gif is not a JPG, PNG or JPEG picture.' })).toBeVisible();
    await expect(form.getByRole('img')).toHaveCount(0);
  });

  test('a full application with the emailed code and one picture is recorded "to be reviewed"', async ({
    page,
    api,
    shopper: _shopper,
  }) => {
    await applyAsMerchant(page, api);
    await page.getByRole('link', { name: 'View my applications' }).first().click();
    await expect(page).toHaveURL(paths.applicationRecord());
    const card = page.getByRole('article', { name: 'Fresh Foods Ltd' });
    await expect(card.getByText('To be reviewed')).toBeVisible();
    await expect(card.getByText('Apparel')).toBeVisible();
    await expect(card.getByText('Specialty store')).toBeVisible();
    await expect(card.getByRole('link', { name: /Resubmit/ })).toHaveCount(0);
  });

  test('rejected with a reason: the record shows it and Resubmit opens the form prefilled; approved shows approved', async ({
    page,
    api,
    shopper: _shopper,
  }) => {
    await applyAsMerchant(page, api);
    const id = await onlyApplicationId(api);
    await ok(api.mock.auditSettleIn({ params: { id }, body: { decision: 'reject', reason: 'The licence picture is blurred' } }));

    await page.goto(paths.applicationRecord());
    const card = page.getByRole('article', { name: 'Fresh Foods Ltd' });
    await expect(card.getByText('Failed')).toBeVisible();
    await expect(card.getByText('The licence picture is blurred')).toBeVisible();
    await card.getByRole('link', { name: 'Resubmit Fresh Foods Ltd' }).click();
    await expect(page).toHaveURL(paths.merchantSettled(`resubmit=${id}`));
    const form = page.getByRole('form', { name: 'Merchant settle-in application' });
    await expect(form.getByRole('textbox', { name: 'Company name' })).toHaveValue('Fresh Foods Ltd');
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(OWNER);
    await expect(form.getByRole('combobox', { name: 'Merchant category' })).toHaveValue('2');
    await expect(form.getByRole('combobox', { name: 'Store type' })).toHaveValue('2');
    await expect(form.getByRole('img', { name: 'Qualification picture 1' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'The licence picture is blurred' })).toBeVisible();

    // The resubmission is a new application; the platform approves it.
    // The mock clock is fixed: move it past the 60 s resend limit of the first code.
    await ok(api.mock.setClock({ body: { advanceMs: 61_000 } }));
    await form.getByRole('button', { name: 'Send code' }).click();
    // The countdown shows once the new code is sent: only then does the outbox hold it (not the first one).
    await expect(form.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await form.getByRole('textbox', { name: 'Email verification code' }).fill(await latestCode(api, OWNER));
    await form.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await form.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'within 15 working days' })).toBeVisible();
    const list = { list: await records(api, 'merchantApplications', 10) };
    const pending = list.list.find((a) => a.auditStatus === 1);
    if (!pending) throw new Error('the resubmission was not stored');
    await ok(api.mock.auditSettleIn({ params: { id: pending.id }, body: { decision: 'approve' } }));
    await page.goto(paths.applicationRecord());
    await expect(page.getByRole('article', { name: 'Fresh Foods Ltd' })).toHaveCount(2);
    await expect(page.getByRole('article', { name: 'Fresh Foods Ltd' }).first().getByText('Approved')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Fresh Foods Ltd' }).nth(1).getByText('Failed')).toBeVisible();
  });

  test('a guest is sent to sign in; both pages and the agreement dialog pass axe', async ({ page, api: _api, signIn, checkA11y }) => {
    await page.goto(paths.merchantSettled());
    await expect(page).toHaveURL(paths.login({ redirect: paths.merchantSettled() }));
    // The second page in the app already loaded: the guard is the same on a load and on a route change.
    await routeInApp(page, paths.applicationRecord());
    await expect(page).toHaveURL(paths.login({ redirect: paths.applicationRecord() }));

    await signIn();
    await page.goto(paths.applicationRecord());
    await expect(page.getByText('You have not applied yet.')).toBeVisible();
    await checkA11y();

    // Signed in by the load above; the form opens in the app already loaded.
    await routeInApp(page, paths.merchantSettled());
    const form = page.getByRole('form', { name: 'Merchant settle-in application' });
    await expect(form.getByRole('combobox', { name: 'Merchant category' }).getByRole('option', { name: 'Apparel' })).toBeAttached();
    await checkA11y();
    await form.getByRole('button', { name: 'merchant settlement agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merchant settlement agreement' });
    await expect(dialog.getByText('expected within 15 working days')).toBeVisible();
    await checkA11y();
    await dialog.getByRole('button', { name: 'I agree' }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
  });
});
