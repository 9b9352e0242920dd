// @vitest-environment jsdom
import type { UserAddress } from '@contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import addresses from '../../../locales/en/addresses.json';
import common from '../../../locales/en/common.json';
import validation from '../../../locales/en/validation.json';
import type { CountryOption } from '../lib/country-options';
import AddressFormDialog from './address-form-dialog';

const COUNTRIES: CountryOption[] = [
  { code: 'CN', dialCode: '86', name: 'China', CNName: '中国' },
  { code: 'DE', dialCode: '49', name: 'Germany', CNName: '德国' },
];
const loadCountries = () => Promise.resolve(COUNTRIES);

const seeded: UserAddress = {
  id: 1,
  realName: 'Demo Shopper',
  email: 'shopper@example.com',
  country: 'China',
  countryCode: '86',
  phone: '13800138000',
  detail: '88 Century Avenue, Shanghai',
  postCode: 200120,
  isDefault: true,
};

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', defaultNS: 'common', resources: { en: { addresses, common, validation } }, interpolation: { escapeValue: false } });
  // jsdom has no layout: the country list's scrolling of the active option is a no-op there.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(address: UserAddress | null, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AddressFormDialog address={address} loadCountries={loadCountries} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: address ? 'Edit address' : 'Add address' }), onClose };
}

describe('AddressFormDialog', () => {
  it("says docs/product-rules.md's messages for the empty required fields, tied to each field", async () => {
    const { dialog } = renderDialog(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const text of ['Please fill in the consignee name', 'Please enter your email', 'Please choose a country or region', 'Please fill in the detailed address']) {
      expect(await within(dialog).findByText(text)).toHaveProperty('role', 'alert');
    }
    const name = within(dialog).getByLabelText('Consignee name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please fill in the consignee name');
  });

  it('starts in the country the backend guesses from the IP, takes the dial code from the chosen country and sends the wire body', async () => {
    const ipInfo = { ip: '10.0.0.1', country_name: 'China', country_code: 'CN', country_calling_code: '+86' };
    const fetch = vi.fn((url: string, _init: RequestInit) =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 200, message: 'Saved', data: url.endsWith('/address/ip/info') ? ipInfo : { ...seeded, id: 9, isDefault: false } }), { status: 200 }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const { dialog, onClose } = renderDialog(null);
    fireEvent.change(within(dialog).getByLabelText('Consignee name'), { target: { value: ' Hans Müller ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'hans@example.com' } });
    // The country starts as the backend guesses it from the IP; it is the searchable picker: type, then pick.
    expect(await within(dialog).findByRole('button', { name: 'Country/region: China' })).toBeTruthy();
    expect(within(dialog).getByText('+86')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Country/region: China' }));
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'germ' } });
    fireEvent.click(within(dialog).getByRole('option', { name: /Germany/ }));
    expect(within(dialog).getByRole('button', { name: 'Country/region: Germany' })).toBeTruthy();
    expect(await within(dialog).findByText('+49')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Detailed address'), { target: { value: 'Unter den Linden 1, Berlin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls.find(([called]) => called.endsWith('/address/edit')) ?? [];
    expect(url).toMatch(/\/api\/front\/address\/edit$/);
    // isDefault always, the post code as an Integer (0: none), empty phone as "" (docs/backend-wire.md, addresses).
    expect(JSON.parse(String(init?.body))).toEqual({
      realName: 'Hans Müller',
      email: 'hans@example.com',
      country: 'Germany',
      countryCode: '49',
      phone: '',
      postCode: 0,
      detail: 'Unter den Linden 1, Berlin',
      isDefault: false,
    });
  });

  it('starts an edit from the address (a numeric post code too) and shows a server refusal in the form', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ code: 500, message: 'wrong mobile number', data: null }), { status: 200 })));
    const { dialog, onClose } = renderDialog(seeded);
    expect((within(dialog).getByLabelText('Post code (optional)') as HTMLInputElement).value).toBe('200120');
    expect((within(dialog).getByLabelText('Phone (optional)') as HTMLInputElement).value).toBe('13800138000');
    // The default stays the default: no checkbox to drop it, a note instead.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).getByText(/This is your default address/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('wrong mobile number');
    expect(onClose).not.toHaveBeenCalled();
  });
});
