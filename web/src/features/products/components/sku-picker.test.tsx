// @vitest-environment jsdom
import type { ProductSku } from '@contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n';
import { parseAttrs, selectedSku, type Selection, type SkuTable } from '../sku-matrix';
import { SkuPicker } from './sku-picker';

const sku = (id: number, key: string, stock: number, price: number): ProductSku => ({
  id,
  productId: 1,
  sku: key,
  stock,
  sales: 0,
  price: price.toFixed(2),
  image: '',
  otPrice: price.toFixed(2),
  weight: '0',
  volume: '0',
  vipPrice: null,
  unique: null,
  attrValue: null,
});
const attrs = parseAttrs([
  { id: 1, productId: 1, attrName: 'Color', attrValues: 'Red,Blue', type: 0 },
  { id: 2, productId: 1, attrName: 'Size', attrValues: 'S,M', type: 0 },
]);
const table: SkuTable = {
  'Red,S': sku(1, 'Red,S', 3, 10),
  'Red,M': sku(2, 'Red,M', 0, 12),
  'Blue,S': sku(3, 'Blue,S', 2, 14),
  'Blue,M': sku(4, 'Blue,M', 5, 16),
};

function Harness() {
  const [selection, setSelection] = useState<Selection>(['Red', 'S']);
  const chosen = selectedSku(attrs, table, selection);
  return (
    <>
      <SkuPicker attrs={attrs} table={table} selection={selection} onChange={setSelection} />
      <output>{chosen ? `${chosen.sku}:${chosen.price}` : 'none'}</output>
    </>
  );
}

// The app's own English catalogs: the sold-out note is read as a shopper's screen reader says it.
beforeAll(() => initI18n('en', ['products']));
afterEach(cleanup);

describe('SkuPicker', () => {
  it('renders one labelled group of toggle buttons per attribute', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Color' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('disables a value whose combination is sold out and follows the chosen SKU', () => {
    render(<Harness />);
    const medium = screen.getByRole('button', { name: /^M ?\(Sold out\)$/ });
    expect((medium as HTMLButtonElement).disabled).toBe(true);
    expect(medium.getAttribute('title')).toBe('Sold out');
    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(screen.getByRole('status').textContent).toBe('Blue,S:14.00');
    expect((screen.getByRole('button', { name: 'M' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    expect(screen.getByRole('status').textContent).toBe('Blue,M:16.00');
  });

  it('clears a value when its pressed button is clicked again', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    expect(screen.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('none');
  });
});
