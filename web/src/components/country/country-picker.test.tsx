// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { CountryPicker, LIST_HEIGHT, placeList } from './country-picker';

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

describe('placeList', () => {
  // The panel's search box and padding around the list.
  const chrome = 60;
  it('keeps the full 378 px list below the button when it fits', () => {
    expect(placeList({ top: 100, bottom: 140 }, { top: 0, bottom: 768 }, chrome)).toEqual({ up: false, height: LIST_HEIGHT });
  });

  it("shortens the list to the room left in a dialog's box, so no row is hidden behind its edge", () => {
    // The address form's country field in its dialog at 1366x768: the box ends 404 px below the button.
    const placed = placeList({ top: 261, bottom: 300 }, { top: 63, bottom: 704 }, chrome);
    expect(placed.up).toBe(false);
    expect(placed.height).toBe(704 - 300 - 8 - chrome);
    expect(300 + chrome + placed.height).toBeLessThanOrEqual(704);
  });

  it('opens upwards when there is little room below and more above', () => {
    const placed = placeList({ top: 600, bottom: 640 }, { top: 0, bottom: 720 }, chrome);
    expect(placed).toEqual({ up: true, height: LIST_HEIGHT });
    const squeezed = placeList({ top: 300, bottom: 340 }, { top: 0, bottom: 420 }, chrome);
    expect(squeezed.up).toBe(true);
    expect(squeezed.height).toBe(300 - 8 - chrome);
  });
});
