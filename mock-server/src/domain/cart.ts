import { CART_MAX_LINES, CART_MAX_QUANTITY, type CartLine as CartLineView, type CartMerchant, type CartSaveItem } from '@contract';
import { type RecordOf } from '../db/schema';
import { badRequest, businessError, notFound } from './errors';
import { wireMoney } from './money';

/** resetcart's num is @Range(0, 999). */
const CART_RESET_MAX = 999;

type Product = RecordOf<'products'>;
type Sku = RecordOf<'skus'>;
type CartLine = RecordOf<'cartItems'>;

export interface CartLookup {
  product(id: number): Product | undefined;
  sku(id: number): Sku | undefined;
}

/** Shop names for grouping; lines of a product whose shop is gone fall under merId 0. */
export type MerchantNames = (merId: number) => string | undefined;

/**
 * A line is valid while its product is on sale and its SKU exists. A sold-out SKU keeps its line in the valid
 * list, marked `attrStatus: false` (docs/backend-wire.md, cart).
 */
export function isLineValid(line: CartLine, lookup: CartLookup): boolean {
  const product = lookup.product(line.productId);
  const sku = lookup.sku(line.skuId);
  return product !== undefined && product.isShow && sku !== undefined && sku.productId === product.id;
}

/** Whether a valid line can be bought now: its SKU has stock. */
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
      throw businessError(
        sku.stock === 0
          ? `${product.storeName} is out of stock`
          : `Insufficient stock: only ${sku.stock} left of ${product.storeName} (${sku.sku})`,
      );
    }
    if (change.cartNum > CART_MAX_QUANTITY) throw businessError(`You can add at most ${CART_MAX_QUANTITY} of one item`);
  }
  const changes = [...bySku.values()];
  const newLines = changes.filter((change) => change.lineId === null).length;
  if (existing.length + newLines > CART_MAX_LINES) throw businessError(`Your cart can hold at most ${CART_MAX_LINES} items`);
  return changes;
}

/**
 * A line as CartInfoResponse sends it: `productAttrUnique` always null and the SKU id in `attrId`; an invalid
 * line has no SKU facts (suk, price, attrId, stock null); `attrStatus` is false for invalid and sold-out lines.
 */
function toView(line: CartLine, lookup: CartLookup, valid: boolean): CartLineView {
  const product = lookup.product(line.productId);
  const sku = valid ? lookup.sku(line.skuId) : undefined;
  return {
    id: line.id,
    productId: line.productId,
    productAttrUnique: null,
    cartNum: line.cartNum,
    image: sku?.image || product?.image || '',
    storeName: product?.storeName ?? '',
    attrId: sku ? sku.id : null,
    suk: sku ? sku.sku : null,
    price: sku ? wireMoney(sku.price) : null,
    attrStatus: sku !== undefined && sku.stock > 0,
    stock: sku ? sku.stock : null,
  };
}

/**
 * cart/list: the valid (or the invalid) lines grouped by shop. Newest lines first, and shops in the order of
 * their newest line, so what was just added is at the top.
 */
export function cartGroups(lines: readonly CartLine[], lookup: CartLookup, merchantName: MerchantNames, valid: boolean): CartMerchant[] {
  const chosen = lines
    .filter((line) => isLineValid(line, lookup) === valid)
    .sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id - a.id);
  const groups = new Map<number, CartMerchant>();
  for (const line of chosen) {
    const merId = lookup.product(line.productId)?.merId ?? 0;
    let group = groups.get(merId);
    if (!group) {
      group = { merId, merName: merchantName(merId) ?? '', cartInfoList: [] };
      groups.set(merId, group);
    }
    group.cartInfoList.push(toView(line, lookup, valid));
  }
  return [...groups.values()];
}

function ownLine(lines: readonly CartLine[], id: number): CartLine {
  const line = lines.find((l) => l.id === id);
  // Another user's line answers exactly like a missing one.
  if (!line) throw notFound('Cart item does not exist');
  return line;
}

/**
 * cart/num: the line's SKU must still exist; like the real service, the stock is not checked here (pre/order
 * checks it), docs/backend-wire.md, cart.
 */
export function planQuantity(lines: readonly CartLine[], id: number, _quantity: number, lookup: CartLookup): CartLine {
  const line = ownLine(lines, id);
  if (!isLineValid(line, lookup)) throw businessError('No corresponding product SKU found');
  return line;
}

/** cart/delete: every id must be one of the caller's lines, or nothing is removed. */
export function planDelete(lines: readonly CartLine[], ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  for (const id of unique) ownLine(lines, id);
  return unique;
}

export interface ResetPlan {
  /** The line that takes the new SKU and quantity. */
  keep: { id: number; skuId: number; cartNum: number };
  /** A line removed because the kept one absorbed it (the same SKU was already in the cart). */
  remove: number | null;
}

/**
 * cart/resetcart: move a line to another SKU of the same product ("reselect" for an invalid line). When the cart
 * already holds that SKU, the two lines merge into the existing one.
 */
export function planReset(
  lines: readonly CartLine[],
  request: { id: number; num: number; productId: number; unique: number },
  lookup: CartLookup,
): ResetPlan {
  const line = ownLine(lines, request.id);
  if (line.productId !== request.productId) throw badRequest('productId: does not match the cart item');
  const product = lookup.product(request.productId);
  if (!product || !product.isShow) throw notFound('Product does not exist');
  const sku = lookup.sku(request.unique);
  if (!sku || sku.productId !== product.id) throw notFound('Product specification does not exist');
  // The real service neither checks stock nor the 99 cap here (docs/backend-wire.md, cart); the mock merges two
  // lines of one SKU so the cart never shows it twice, bounded by the request's own limit.
  const other = lines.find((l) => l.id !== line.id && l.skuId === sku.id);
  const cartNum = Math.min(request.num + (other?.cartNum ?? 0), CART_RESET_MAX);
  if (other) return { keep: { id: other.id, skuId: sku.id, cartNum }, remove: line.id };
  return { keep: { id: line.id, skuId: sku.id, cartNum }, remove: null };
}
