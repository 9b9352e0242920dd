import type { ProductAttr, ProductSku } from '@contract';
import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  isSingleSpec,
  isValueAvailable,
  missingAttrs,
  parseAttrs,
  selectedSku,
  skuKey,
  toggleValue,
  type SkuTable,
} from './sku-matrix';

const attr = (id: number, attrName: string, attrValues: string): ProductAttr => ({ id, productId: 1, attrName, attrValues, type: 0 });
let nextId = 1;
const sku = (key: string, stock: number, price = 10): ProductSku => ({
  id: nextId++,
  productId: 1,
  sku: key,
  stock,
  sales: 0,
  price: price.toFixed(2),
  image: `/img/${key}.svg`,
  otPrice: (price * 2).toFixed(2),
  weight: '1.00',
  volume: '1.00',
  vipPrice: null,
  unique: null,
  attrValue: null,
});

// Red/S in stock, Red/M sold out, Blue/S sold out, Blue/M in stock; Green sold out everywhere.
const attrs = parseAttrs([attr(1, 'Color', 'Red,Blue,Green'), attr(2, 'Size', 'S, M')]);
const table: SkuTable = {
  'Red,S': sku('Red,S', 5, 10),
  'Red,M': sku('Red,M', 0, 11),
  'Blue,S': sku('Blue,S', 0, 12),
  'Blue,M': sku('Blue,M', 3, 13),
  'Green,S': sku('Green,S', 0, 14),
  'Green,M': sku('Green,M', 0, 15),
};

describe('single-spec products', () => {
  it('finds the one SKU under its one attribute value, as the real backend keys it', () => {
    const single = parseAttrs([attr(9, 'Spec', 'Default')]);
    const one: SkuTable = { Default: sku('Default', 4) };
    expect(isSingleSpec(single, one)).toBe(true);
    expect(selectedSku(single, one, initialSelection(single, one))?.sku).toBe('Default');
  });
  it('still works without any attribute, and is not single-spec with a choice to make', () => {
    expect(selectedSku([], { x: sku('x', 1) }, [])?.sku).toBe('x');
    expect(isSingleSpec(attrs, table)).toBe(false);
  });
});

describe('parseAttrs', () => {
  it('splits comma-separated values, trims, drops blanks and duplicates', () => {
    expect(parseAttrs([attr(1, ' Color ', 'Red, Blue,,Red')])).toEqual([{ name: 'Color', values: ['Red', 'Blue'] }]);
  });
  it('drops attributes without values', () => {
    expect(parseAttrs([attr(1, 'Empty', ' , ')])).toEqual([]);
  });
});

describe('selection and SKU lookup', () => {
  it('keys the table by the values in attribute order joined with ","', () => {
    expect(skuKey(['Red', 'S'])).toBe('Red,S');
    expect(selectedSku(attrs, table, ['Blue', 'M'])?.price).toBe('13.00');
  });
  it('has no SKU until every attribute is chosen', () => {
    expect(selectedSku(attrs, table, ['Blue', null])).toBeNull();
    expect(missingAttrs(attrs, ['Blue', null])).toEqual(['Size']);
  });
  it('uses the only SKU of a single-spec product', () => {
    const single = { Default: sku('Default', 9, 7) };
    expect(selectedSku([], single, [])?.price).toBe('7.00');
    expect(initialSelection([], single)).toEqual([]);
  });
  it('starts on the first in-stock combination', () => {
    expect(initialSelection(attrs, table)).toEqual(['Red', 'S']);
    const soldOutFirst: SkuTable = { ...table, 'Red,S': sku('Red,S', 0) };
    expect(initialSelection(attrs, soldOutFirst)).toEqual(['Blue', 'M']);
  });
  it('falls back to the first values when everything is sold out', () => {
    const none: SkuTable = Object.fromEntries(Object.entries(table).map(([k, v]) => [k, { ...v, stock: 0 }]));
    expect(initialSelection(attrs, none)).toEqual(['Red', 'S']);
  });
  it('toggles a value on and off', () => {
    expect(toggleValue(['Red', 'S'], 0, 'Blue')).toEqual(['Blue', 'S']);
    expect(toggleValue(['Red', 'S'], 0, 'Red')).toEqual([null, 'S']);
  });
});

describe('availability', () => {
  it('disables a value whose combination with the other choices has no stock', () => {
    expect(isValueAvailable(attrs, table, ['Red', 'S'], 1, 'M')).toBe(false);
    expect(isValueAvailable(attrs, table, ['Red', 'S'], 0, 'Blue')).toBe(false);
    expect(isValueAvailable(attrs, table, ['Blue', 'M'], 1, 'S')).toBe(false);
    expect(isValueAvailable(attrs, table, ['Blue', 'M'], 1, 'M')).toBe(true);
  });
  it('opens other combinations when a choice is cleared', () => {
    expect(isValueAvailable(attrs, table, ['Red', null], 0, 'Blue')).toBe(true);
    expect(isValueAvailable(attrs, table, [null, null], 1, 'M')).toBe(true);
  });
  it('never offers a value that has no stock in any combination', () => {
    expect(isValueAvailable(attrs, table, [null, null], 0, 'Green')).toBe(false);
  });
  it('ignores table entries that do not match the attributes', () => {
    expect(isValueAvailable(attrs, { Default: sku('Default', 4) }, [null, null], 0, 'Red')).toBe(false);
  });
});
