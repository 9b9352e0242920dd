// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { CountryPicker } from './country-picker';

beforeAll(async () => {
  // The picker reads only the language from i18next (its words are its props).
  await initI18n('en');
  // jsdom has no layout: scrolling the active option into view is a no-op there.
  Element.prototype.scrollIntoView = () => undefined;
  // The list chunk resolves its 271 flag pictures on first import: load it once here, not inside a 1 s findBy.
  await import('./countries');
}, 30_000);
afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState('86');
  return (
    <>
      <CountryPicker
        value={value}
        onChange={setValue}
        texts={{
          value: (country, dialCode) => `Country or region code: ${country} +${dialCode}`,
          search: 'Search by country name, Chinese name or dial code',
          list: 'Country or region code',
          none: 'No country matches',
        }}
      />
      <output aria-label="chosen">{value}</output>
    </>
  );
}

describe('CountryPicker', () => {
  it('defaults to China +86 and searches by name, Chinese name and dial code', async () => {
    render(<Harness />);
    const button = await screen.findByRole('button', { name: 'Country or region code: China +86' });
    fireEvent.click(button);
    const search = screen.getByRole('combobox');
    expect(document.activeElement).toBe(search);
    const list = screen.getByRole('listbox');
    expect(list.style.height).toBe('378px');

    fireEvent.change(search, { target: { value: 'thai' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Thailand+66']);
    // The flag is a picture from the flag-icons package, not an emoji a system may lack.
    expect(screen.getByRole('option').querySelector('img')?.getAttribute('src')).toMatch(/th\.svg/);
    fireEvent.change(search, { target: { value: '老挝' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Laos+856']);
    fireEvent.change(search, { target: { value: '+44' } });
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('United Kingdom+44');
  });

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    render(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: /China \+86/ }));
    const search = screen.getByRole('combobox');
    fireEvent.change(search, { target: { value: 'united' } });
    const options = screen.getAllByRole('option');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByLabelText('chosen').textContent).toBe('44');
    expect(screen.getByRole('button', { name: 'Country or region code: United Kingdom +44' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /United Kingdom/ }));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
