// @vitest-environment jsdom
import type { UserAddress } from '@contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ok, setupMockApi } from '../../../testing/mock-api';
import { renderWithApp } from '../../../testing/render';
import type { CountryOption } from '../lib/country-options';
import AddressFormDialog from './address-form-dialog';

const COUNTRIES: CountryOption[] = [
  { code: 'CN', dialCode: '86', name: 'China', CNName: '中国' },
  { code: 'DE', dialCode: '49', name: 'Germany', CNName: '德国' },
  { code: 'US', dialCode: '1', name: 'United States', CNName: '美国' },
];
const loadCountries = () => Promise.resolve(COUNTRIES);

const mock = setupMockApi();

beforeAll(() => {
  // jsdom has no layout: the country list's scrolling of the active option is a no-op there.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

async function renderDialog(address: UserAddress | null, onClose = vi.fn()) {
  const { queryClient } = await renderWithApp(<AddressFormDialog address={address} loadCountries={loadCountries} onClose={onClose} />, {
    namespaces: ['addresses', 'validation'],
  });
  return { dialog: screen.getByRole('dialog', { name: address ? 'Edit address' : 'Add address' }), onClose, queryClient };
}

/** The signed-in shopper's addresses as the mock keeps them. */
async function addresses(token: string): Promise<UserAddress[]> {
  return ok<UserAddress[]>(mock.as(token).api.addresses.listAll());
}

describe('AddressFormDialog', () => {
  it("says docs/product-rules.md's messages for the empty required fields, tied to each field", async () => {
    const token = await mock.signIn();
    const before = await addresses(token);
    const { dialog } = await renderDialog(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of [
      'Please fill in the consignee name',
      'Please enter your email',
      'Please choose a country or region',
      'Please fill in the detailed address',
    ]) {
      expect(await within(dialog).findByText(text)).toHaveProperty('role', 'alert');
    }
    const name = within(dialog).getByLabelText('Consignee name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please fill in the consignee name');
    expect(await addresses(token)).toEqual(before);
  });

  it('starts in the country the backend guesses from the IP, takes the dial code from the chosen country and sends the wire body', async () => {
    const token = await mock.signIn();
    const before = await addresses(token);
    // The mock guesses from the caller's address: a test has none (no socket), so the fallback, the United States
    // (mock-server/README.md, "Addresses").
    const { dialog, onClose } = await renderDialog(null);
    fireEvent.change(within(dialog).getByLabelText('Consignee name'), { target: { value: ' Hans Müller ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'hans@example.com' } });
    // The country starts as the backend guesses it from the IP; it is the searchable picker: type, then pick.
    expect(await within(dialog).findByRole('button', { name: 'Country/region: United States' })).toBeTruthy();
    expect(within(dialog).getByText('+1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Country/region: United States' }));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'germ' } });
    fireEvent.click(within(dialog).getByRole('option', { name: /Germany/ }));
    expect(within(dialog).getByRole('button', { name: 'Country/region: Germany' })).toBeTruthy();
    expect(await within(dialog).findByText('+49')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Detailed address'), { target: { value: 'Unter den Linden 1, Berlin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Stored as sent: isDefault false (not the first address), the post code an Integer (0: none), the empty phone
    // "" (docs/backend-wire.md, addresses).
    const created = (await addresses(token)).filter((address) => !before.some((old) => old.id === address.id));
    expect(created).toEqual([
      expect.objectContaining({
        realName: 'Hans Müller',
        email: 'hans@example.com',
        country: 'Germany',
        countryCode: '49',
        phone: '',
        postCode: 0,
        detail: 'Unter den Linden 1, Berlin',
        isDefault: false,
      }),
    ]);
  });

  it('pre-fills nothing when the IP service could not place the caller (a private address: reserved)', async () => {
    await mock.signIn();
    // What the real backend passes through for a loopback or private address (docs/backend-wire.md, addresses).
    mock.server.use(
      http.post('*/api/front/address/ip/info', () =>
        HttpResponse.json({ code: 200, message: 'ok', data: { ip: '10.0.0.12', reserved: true } }),
      ),
    );
    const { dialog, queryClient } = await renderDialog(null);
    // The answer has arrived (and the countries loaded) before the form is looked at.
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => query.state.data && JSON.stringify(query.state.data).includes('reserved')),
      ).toBe(true),
    );
    expect(within(dialog).getByRole('button', { name: 'Country/region: Choose a country or region' })).toBeTruthy();
  });

  it('never lets the late IP guess choose once the reader has opened the country list, even if they closed it', async () => {
    await mock.signIn();
    // The guess is held back until the reader has opened the list, typed and pressed Escape.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mock.server.use(
      http.post('*/api/front/address/ip/info', async () => {
        await held;
        return HttpResponse.json({
          code: 200,
          message: 'ok',
          data: { ip: '8.8.8.8', country_code: 'US', country_name: 'United States', country_calling_code: '+1', region: 'CA', city: 'X' },
        });
      }),
    );
    const { dialog, queryClient } = await renderDialog(null);
    const choose = within(dialog).getByRole('button', { name: 'Country/region: Choose a country or region' });
    fireEvent.click(choose);
    const search = within(dialog).getByRole('combobox');
    await within(dialog).findByRole('option', { name: /Germany/ });
    fireEvent.change(search, { target: { value: 'Germ' } });
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    answer();
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .some((query) => JSON.stringify(query.state.data ?? null).includes('8.8.8.8')),
      ).toBe(true),
    );
    // The list and the guess are both in: the field still says what the reader left it as.
    expect(within(dialog).getByRole('button', { name: 'Country/region: Choose a country or region' })).toBeTruthy();
    expect(within(dialog).queryByText('+1')).toBeNull();
  });

  it('starts an edit from the address (a numeric post code too) and shows a server refusal in the form', async () => {
    const token = await mock.signIn();
    const seeded = (await addresses(token)).find((address) => address.isDefault);
    if (!seeded) throw new Error('the seed gives the demo shopper a default address');
    const { dialog, onClose } = await renderDialog(seeded);
    expect((within(dialog).getByLabelText('Post code (optional)') as HTMLInputElement).value).toBe(
      seeded.postCode ? String(seeded.postCode) : '',
    );
    expect((within(dialog).getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe(seeded.phone ?? '');
    // The default stays the default: no checkbox to drop it, a note instead.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText(/This is your default address/)).toBeTruthy();
    // Dial code 86 takes mainland mobile numbers only: the form checks the length (11 digits), the mock the prefix.
    fireEvent.click(within(dialog).getByRole('button', { name: /^Country\/region: / }));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'china' } });
    fireEvent.click(within(dialog).getByRole('option', { name: /China/ }));
    fireEvent.change(within(dialog).getByLabelText('Phone (optional)'), { target: { value: '12345678901' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('wrong mobile number');
    expect(onClose).not.toHaveBeenCalled();
    expect((await addresses(token)).find((address) => address.id === seeded.id)).toEqual(seeded);
  });

  it('refuses a phone too short for the dial code (415555 under +1), then saves a whole number', async () => {
    const token = await mock.signIn();
    const before = await addresses(token);
    const { dialog, onClose } = await renderDialog(null);
    fireEvent.change(within(dialog).getByLabelText('Consignee name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    expect(await within(dialog).findByRole('button', { name: 'Country/region: United States' })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Detailed address'), { target: { value: '1 Market St, San Francisco, CA' } });
    const phone = within(dialog).getByLabelText('Phone (optional)');
    fireEvent.change(phone, { target: { value: '415555' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid phone number')).toHaveProperty('role', 'alert');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(await addresses(token)).toEqual(before);
    fireEvent.change(phone, { target: { value: '4155550123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const created = (await addresses(token)).filter((address) => !before.some((old) => old.id === address.id));
    expect(created).toEqual([expect.objectContaining({ countryCode: '1', phone: '4155550123' })]);
  });
});
