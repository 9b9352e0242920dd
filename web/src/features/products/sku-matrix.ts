import type { ProductAttr, ProductSku } from '@contract';

/**
 * The SKU picker's rules as plain functions. productValue is keyed by the chosen values in productAttr order
 * joined with ","; a single-spec product has one attribute with one value and exactly one entry (an older or
 * hand-made one may have no attribute at all), docs/backend-wire.md, products.
 */
export interface SkuAttr {
  name: string;
  values: string[];
}

/** One chosen value per attribute (null = not chosen). */
export type Selection = readonly (string | null)[];
export type SkuTable = Readonly<Record<string, ProductSku>>;

export function parseAttrs(productAttr: readonly ProductAttr[]): SkuAttr[] {
  return productAttr
    .map((attr) => ({
      name: attr.attrName.trim(),
      values: [
        ...new Set(
          attr.attrValues
            .split(',')
            .map((v) => v.trim())
            .filter((v) => v !== ''),
        ),
      ],
    }))
    .filter((attr) => attr.values.length > 0);
}

export function skuKey(values: readonly string[]): string {
  return values.join(',');
}

function isComplete(selection: Selection, attrs: readonly SkuAttr[]): selection is readonly string[] {
  return selection.length === attrs.length && selection.every((v) => v !== null);
}

/** The SKU of a complete selection; for a single-spec product, its only SKU. */
export function selectedSku(attrs: readonly SkuAttr[], table: SkuTable, selection: Selection): ProductSku | null {
  if (attrs.length === 0) return Object.values(table)[0] ?? null;
  if (!isComplete(selection, attrs)) return null;
  return table[skuKey(selection)] ?? null;
}

/** Nothing to choose: one SKU, and every attribute (if any) has a single value. The picker stays hidden. */
export function isSingleSpec(attrs: readonly SkuAttr[], table: SkuTable): boolean {
  return Object.keys(table).length <= 1 && attrs.every((attr) => attr.values.length <= 1);
}

/** Every SKU with its values split back into one value per attribute (entries of another shape are ignored). */
function rows(attrs: readonly SkuAttr[], table: SkuTable): { values: string[]; sku: ProductSku }[] {
  const out: { values: string[]; sku: ProductSku }[] = [];
  for (const [key, sku] of Object.entries(table)) {
    const values = key.split(',').map((v) => v.trim());
    if (values.length === attrs.length) out.push({ values, sku });
  }
  return out;
}

/**
 * Whether `value` of attribute `index` can be chosen: some SKU in stock has it together with the values chosen
 * for the other attributes (unchosen ones match anything). A value with no stock at all is never available.
 */
export function isValueAvailable(attrs: readonly SkuAttr[], table: SkuTable, selection: Selection, index: number, value: string): boolean {
  return rows(attrs, table).some(
    ({ values, sku }) => sku.stock > 0 && values.every((v, j) => (j === index ? v === value : selection[j] == null || selection[j] === v)),
  );
}

/** The first in-stock SKU in attribute order; else the first values of each attribute (everything is sold out). */
export function initialSelection(attrs: readonly SkuAttr[], table: SkuTable): string[] {
  if (attrs.length === 0) return [];
  const inStock = new Set(
    rows(attrs, table)
      .filter((r) => r.sku.stock > 0)
      .map((r) => skuKey(r.values)),
  );
  const combos = attrs.reduce<string[][]>((acc, attr) => acc.flatMap((prefix) => attr.values.map((v) => [...prefix, v])), [[]]);
  const first = combos.find((combo) => inStock.has(skuKey(combo)));
  return first ?? attrs.map((attr) => attr.values[0] ?? '');
}

/** Clicking a value selects it; clicking the chosen value again clears it (so other combinations open up). */
export function toggleValue(selection: Selection, index: number, value: string): (string | null)[] {
  return selection.map((v, j) => (j === index ? (v === value ? null : value) : v));
}

/** Names of the attributes still to choose. */
export function missingAttrs(attrs: readonly SkuAttr[], selection: Selection): string[] {
  return attrs.filter((_, i) => selection[i] == null).map((attr) => attr.name);
}
