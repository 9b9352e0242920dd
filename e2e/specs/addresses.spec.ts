import type { AddressEdit } from '@contract';
import type { Locator, Page } from '@playwright/test';
import { createMockClient, ok } from '../fixtures/api';
import { DEMO, expect, test } from '../fixtures/test';
import { localizePath } from '../../web/src/lib/i18n/locales';
import { paths } from '../../web/src/lib/routing/paths';

/** The address form's country: the searchable country picker, with a flag picture per country. */
async function chooseCountry(dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: /^Country\/region:/ }).click();
  await dialog.getByRole('combobox').fill(name.slice(0, 4).toLowerCase());
  const option = dialog.getByRole('option', { name: new RegExp(name) });
  await expect(option.locator('img')).toHaveAttribute('src', /\.svg$/);
  await option.click();
  await expect(dialog.getByRole('button', { name: `Country/region: ${name}` })).toBeVisible();
}

const PATH = paths.addressList();

const cards = (page: Page, label = 'Saved addresses') => page.getByRole('list', { name: label }).getByRole('listitem');
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const defaultBadge = (scope: Locator, text = 'Default') => scope.getByText(text, { exact: true });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('address book', () => {
  test('lists the seeded addresses, the default first and marked; passes axe', async ({
    api: _api,
    page,
    checkA11y,
    shopper: _shopper,
  }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account pages' }).getByRole('link', { name: 'Addresses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const items = cards(page);
    await expect(items).toHaveCount(2);
    // The default (the older address) comes before the newer one.
    await expect(items.nth(0).getByRole('heading', { name: 'Demo Shopper' })).toBeVisible();
    await expect(defaultBadge(items.nth(0))).toBeVisible();
    await expect(items.nth(1).getByRole('heading', { name: 'Alex Morgan' })).toBeVisible();
    await expect(defaultBadge(items.nth(1))).toHaveCount(0);
    for (const text of ['+86 13800138000', DEMO.email, 'China', 'Room 1502, 88 Century Avenue, Pudong New Area, Shanghai', '200120']) {
      await expect(items.nth(0)).toContainText(text);
    }
    await expect(items.nth(1)).toContainText('+1 4155550123');
    // No "set as default" on the default itself.
    await expect(items.nth(0).getByRole('button', { name: /Set as default/ })).toHaveCount(0);
    await expect(items.nth(1).getByRole('button', { name: 'Set as default: Alex Morgan' })).toBeVisible();
    await checkA11y();
  });

  test('adds (errors first), edits, sets the default and deletes after a confirmation', async ({
    api: _api,
    page,
    checkA11y,
    shopper: client,
  }) => {
    await page.goto(PATH);
    await expect(cards(page)).toHaveCount(2);

    // Add: the country starts as the backend guesses it from the IP (address/ip/info: loopback reads as the
    // United States); an otherwise empty form shows every required field's message first.
    await page.getByRole('button', { name: 'Add address' }).click();
    const add = page.getByRole('dialog', { name: 'Add address' });
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Consignee name')).toBeFocused();
    await expect(add.getByRole('button', { name: 'Country/region: United States' })).toBeVisible();
    await expect(add.getByText('+1', { exact: true })).toBeVisible();
    // axe sees the dialog as the user does once it has opened (checkA11y also waits for its fade-in to end).
    await expect(add.getByRole('heading', { name: 'Add address' })).toBeVisible();
    await checkA11y();
    await add.getByRole('button', { name: 'Save' }).click();
    for (const message of ['Please fill in the consignee name', 'Please enter your email', 'Please fill in the detailed address']) {
      await expect(add.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    await expect(add.getByLabel('Consignee name')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y();

    await add.getByLabel('Consignee name').fill('Hans Müller');
    await add.getByLabel('Email').fill('hans@example.com');
    await chooseCountry(add, 'Germany');
    await expect(add.getByText('+49', { exact: true })).toBeVisible();
    await add.getByLabel('Phone (optional)').fill('15123456789');
    await add.getByLabel('Post code (optional)').fill('10#15');
    await add.getByLabel('Detailed address').fill('Unter den Linden 1, Berlin');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByRole('alert').filter({ hasText: 'Please fill in a valid post code' })).toBeVisible();
    await add.getByLabel('Post code (optional)').fill('10117');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(toast(page, 'Address added')).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    // Not the default: it comes right after it, newest first.
    await expect(cards(page).nth(1).getByRole('heading')).toHaveText('Hans Müller');
    const hans = card(page, 'Hans Müller');
    await expect(hans).toContainText('+49 15123456789');
    await expect(defaultBadge(hans)).toHaveCount(0);
    const saved = (await ok(client.api.addresses.list({ query: { page: 1, limit: 20 } }))).list.find((a) => a.realName === 'Hans Müller');
    expect(saved).toMatchObject({
      email: 'hans@example.com',
      country: 'Germany',
      countryCode: '49',
      phone: '15123456789',
      postCode: 10117,
      isDefault: false,
    });

    // Edit: the form starts from the address.
    await hans.getByRole('button', { name: 'Edit Hans Müller' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit address' });
    await expect(edit.getByLabel('Consignee name')).toHaveValue('Hans Müller');
    await expect(edit.getByRole('button', { name: 'Country/region: Germany' })).toBeVisible();
    await expect(edit.getByLabel('Detailed address')).toHaveValue('Unter den Linden 1, Berlin');
    await edit.getByLabel('Detailed address').fill('Friedrichstraße 43, Berlin');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(toast(page, 'Address saved')).toBeVisible();
    await expect(hans).toContainText('Friedrichstraße 43, Berlin');
    await expect(cards(page)).toHaveCount(3);

    // Set as default: the badge moves and the card comes first.
    await hans.getByRole('button', { name: 'Set as default: Hans Müller' }).click();
    await expect(toast(page, 'Default address updated')).toBeVisible();
    await expect(cards(page).nth(0).getByRole('heading')).toHaveText('Hans Müller');
    await expect(defaultBadge(hans)).toBeVisible();
    await expect(defaultBadge(card(page, 'Demo Shopper'))).toHaveCount(0);
    expect((await ok(client.api.addresses.getDefault({})))?.realName).toBe('Hans Müller');

    // Delete: cancel keeps it, confirm removes it; the newest remaining address becomes the default.
    await hans.getByRole('button', { name: 'Delete Hans Müller' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Hans Müller, Friedrichstraße 43, Berlin');
    await expect(confirm.getByRole('heading', { name: 'Delete this address?' })).toBeVisible();
    await checkA11y();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(3);
    await expect(hans).toBeVisible();
    await hans.getByRole('button', { name: 'Delete Hans Müller' }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, 'Address deleted')).toBeVisible();
    await expect(cards(page)).toHaveCount(2);
    // The focused Delete button is gone: focus stays in the list.
    await expect(page.getByRole('list', { name: 'Saved addresses' })).toBeFocused();
    await expect(hans).toHaveCount(0);
    await expect(defaultBadge(card(page, 'Alex Morgan'))).toBeVisible();
    await expect(cards(page).nth(0).getByRole('heading')).toHaveText('Alex Morgan');
  });

  test("a new shopper sees the empty state; the first address becomes the default; the server's refusal shows in the form", async ({
    api: _api,
    mock,
    page,
    signIn,
  }) => {
    const token = await signIn(DEMO.secondEmail);
    await page.goto(PATH);
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Add address' }).last().click();
    const add = page.getByRole('dialog', { name: 'Add address' });
    await add.getByLabel('Consignee name').fill('Somchai Jaidee');
    await add.getByLabel('Email').fill('somchai@example.com');
    await chooseCountry(add, 'Thailand');
    await add.getByLabel('Detailed address').fill('99 Sukhumvit Road, Bangkok');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(defaultBadge(card(page, 'Somchai Jaidee'))).toBeVisible();

    // Fill the book up to the limit through the API, then try one more through the form.
    const client = createMockClient(mock.url, token);
    const body: AddressEdit = { realName: 'Filler', email: 'filler@example.com', country: 'Thailand', detail: 'Bangkok', isDefault: false };
    for (let i = 2; i <= 20; i += 1) await ok(client.api.addresses.edit({ body: { ...body, realName: `Filler ${i}` } }));
    await page.reload();
    await expect(cards(page)).toHaveCount(20);
    await page.getByRole('button', { name: 'Add address' }).click();
    await add.getByLabel('Consignee name').fill('One too many');
    await add.getByLabel('Email').fill('more@example.com');
    // The country the form starts with (the IP guess) will do: the picker was exercised above.
    await add.getByLabel('Detailed address').fill('Chiang Mai');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByRole('alert')).toHaveText('You can save at most 20 addresses');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await expect(add).toBeHidden();
    await expect(cards(page)).toHaveCount(20);
  });

  test('the country picker chooses nothing by itself, and its list fits in the Add address dialog', async ({
    api,
    page,
    shopper: _shopper,
  }) => {
    // The IP guess answers late: after the reader has opened the list, typed and pressed Escape.
    await ok(api.mock.addFault({ body: { method: 'POST', path: '/api/front/address/ip/info', delayMs: 1500, count: 1 } }));
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(PATH);
    const guessed = page.waitForResponse((response) => response.url().endsWith('/api/front/address/ip/info'));
    await page.getByRole('button', { name: 'Add address' }).click();
    const add = page.getByRole('dialog', { name: 'Add address' });
    const field = add.getByRole('button', { name: 'Country/region: Choose a country or region' });
    await field.click();
    await expect(add.getByRole('option', { name: /France/ })).toBeAttached();
    await page.keyboard.type('France');
    await page.keyboard.press('Escape');
    await expect(add.getByRole('listbox')).toHaveCount(0);
    await guessed;
    // The guess has arrived: it is not applied to a field the reader has been choosing in.
    await field.click();
    await expect(add.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(field).toHaveText(/Choose a country or region/);
    await expect(add.getByText('+1', { exact: true })).toHaveCount(0);

    // The whole list is inside the dialog's box, at both desktop widths.
    for (const width of [1366, 1024]) {
      await page.setViewportSize({ width, height: 768 });
      await field.click();
      const list = add.getByRole('listbox');
      await expect(list).toBeVisible();
      const box = await add.locator('.modal-box').boundingBox();
      const listBox = await list.boundingBox();
      if (!box || !listBox) throw new Error('the dialog or the list has no box');
      expect(listBox.y).toBeGreaterThanOrEqual(box.y);
      expect(listBox.y + listBox.height).toBeLessThanOrEqual(box.y + box.height);
      await page.keyboard.press('End');
      await expect(add.getByRole('option').last()).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
    }
  });

  test('a guest is sent to /login and comes back after signing in', async ({ api: _api, page }) => {
    await page.goto(PATH);
    await expect(page).toHaveURL(paths.login({ redirect: paths.addressList() }));
    const form = page.getByRole('main');
    await form.getByRole('button', { name: 'Email', exact: true }).click();
    await form.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await form.getByRole('checkbox', { name: 'I have read and agree to the' }).check();
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(PATH);
    await expect(cards(page)).toHaveCount(2);
  });

  test('zh-CN: the page, the form and its messages are in Chinese', async ({ api: _api, page, checkA11y, shopper: _shopper }) => {
    await page.goto(localizePath(paths.addressList(), 'zh-CN'));
    await expect(page.getByRole('heading', { level: 1, name: '收货地址' })).toBeVisible();
    const items = cards(page, '已保存的地址');
    await expect(items).toHaveCount(2);
    await expect(defaultBadge(items.nth(0), '默认')).toBeVisible();
    await expect(items.nth(1).getByRole('button', { name: '设为默认：Alex Morgan' })).toBeVisible();
    await page.getByRole('button', { name: '新增地址' }).click();
    const add = page.getByRole('dialog', { name: '新增地址' });
    await add.getByRole('button', { name: '保存' }).click();
    await expect(add.getByRole('alert').filter({ hasText: '请填写收货人姓名' })).toBeVisible();
    await expect(add.getByRole('alert').filter({ hasText: '请填写详细地址' })).toBeVisible();
    await add.getByRole('button', { name: /^国家\/地区：/ }).click();
    await add.getByRole('combobox').fill('德国');
    await expect(add.getByRole('option', { name: /德国/ })).toHaveCount(1);
    await checkA11y();
  });
});
