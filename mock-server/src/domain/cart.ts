import { type CartSaveItem } from '@contract';
import { type RecordOf } from '../db/schema';
import { businessError, notFound } from './errors';

type Product = RecordOf<'products'>;
type Sku = RecordOf<'skus'>;
type CartLine = RecordOf<'cartItems'>;

export interface CartLookup {
  product(id: number): Product | undefined;
  sku(id: number): Sku | undefined;
}

/** A line is valid while its product is on sale and its SKU exists with stock. */
export function isLineValid(line: CartLine, lookup: CartLookup): boolean {
  const product = lookup.product(line.productId);
  const sku = lookup.sku(line.skuId);
  return product !== undefined && product.isShow && sku !== undefined && sku.productId === product.id && sku.stock > 0;
}

export function cartCount(lines: readonly CartLine[], lookup: CartLookup, valid: boolean, type: 'total' | 'sum'): number {
  const chosen = lines.filter((l) => isLineValid(l, lookup) === valid);
  return type === 'total' ? chosen.length : chosen.reduce((sum, l) => sum + l.cartNum, 0);
}

export interface CartChange {
  /** Existing line to raise, or null for a new line. */
  lineId: number | null;
  productId: number;
  skuId: number;
  cartNum: number;
}

/**
 * Validates a whole cart/save request before anything is written: every product and SKU must exist, and the
 * merged quantity (existing line + every request item for that SKU) must fit the SKU's stock.
 */
export function planCartSave(items: readonly CartSaveItem[], existing: readonly CartLine[], lookup: CartLookup): CartChange[] {
  const bySku = new Map<number, CartChange>();
  for (const item of items) {
    const product = lookup.product(item.productId);
    if (!product || !product.isShow) throw notFound('Product does not exist');
    const sku = lookup.sku(item.productAttrUnique);
    if (!sku || sku.productId !== product.id) throw notFound('Product specification does not exist');
    let change = bySku.get(sku.id);
    if (!change) {
      const line = existing.find((l) => l.skuId === sku.id);
      change = { lineId: line?.id ?? null, productId: product.id, skuId: sku.id, cartNum: line?.cartNum ?? 0 };
      bySku.set(sku.id, change);
    }
    change.cartNum += item.cartNum;
    if (change.cartNum > sku.stock) {
      throw businessError(sku.stock === 0 ? `${product.storeName} is out of stock` : `Insufficient stock: only ${sku.stock} left of ${product.storeName} (${sku.sku})`);
    }
    if (change.cartNum > 999) throw businessError('You can add at most 999 of one item');
  }
  return [...bySku.values()];
}
