import { PRE_ORDER_TTL_MS, type PreOrderBody } from '@contract';
import { type RecordOf } from '../db/schema';
import { isLineValid, type CartLookup } from './cart';
import { formatDateTime } from './dates';
import { businessError, notFound } from './errors';
import { orderNumber } from './order-numbers';

type CartLine = RecordOf<'cartItems'>;
type PreOrder = RecordOf<'preOrders'>;

export interface PreOrderContext {
  uid: number;
  /** The caller's cart lines. */
  cart: readonly CartLine[];
  lookup: CartLookup;
  now: number;
  /** The id the record will get: keeps pre-order numbers unique and deterministic under the mock clock. */
  nextId: number;
}

function checkStock(productId: number, skuId: number, num: number, lookup: CartLookup): void {
  const product = lookup.product(productId);
  if (!product || !product.isShow) throw notFound('Product does not exist');
  const sku = lookup.sku(skuId);
  if (!sku || sku.productId !== product.id) throw notFound('Product specification does not exist');
  if (sku.stock === 0) throw businessError(`${product.storeName} (${sku.sku}) is out of stock`);
  if (num > sku.stock) throw businessError(`Insufficient stock: only ${sku.stock} left of ${product.storeName} (${sku.sku})`);
}

/** The pre-order number: "PRE", the mock-clock time (GMT+8, to the second) and the record id. */
export function preOrderNumber(now: number, id: number): string {
  return orderNumber('PRE', now, id);
}

/**
 * pre/order: checks every line before anything is kept: cart lines must be the caller's and still valid, a
 * buy-now item must exist with enough stock. The pre-order lives PRE_ORDER_TTL_MS.
 */
export function planPreOrder(body: PreOrderBody, context: PreOrderContext): Omit<PreOrder, 'id'> {
  const { lookup } = context;
  const items: PreOrder['items'] = [];
  if (body.preOrderType === 'shoppingCart') {
    const ids = [...new Set(body.orderDetails.map((detail) => detail.shoppingCartId ?? 0))];
    for (const id of ids) {
      const line = context.cart.find((l) => l.id === id);
      if (!line) throw notFound('Cart item does not exist');
      if (!isLineValid(line, lookup))
        throw businessError(
          `${lookup.product(line.productId)?.storeName ?? 'An item'} is no longer available: choose it again in your cart`,
        );
      checkStock(line.productId, line.skuId, line.cartNum, lookup);
      items.push({ productId: line.productId, skuId: line.skuId, num: line.cartNum, cartId: line.id });
    }
  } else {
    const [detail] = body.orderDetails;
    const productId = detail?.productId ?? 0;
    const skuId = detail?.attrValueId ?? 0;
    const num = detail?.productNum ?? 0;
    checkStock(productId, skuId, num, lookup);
    items.push({ productId, skuId, num, cartId: null });
  }
  return {
    preOrderNo: preOrderNumber(context.now, context.nextId),
    uid: context.uid,
    preOrderType: body.preOrderType,
    items,
    createTime: formatDateTime(context.now),
    expiresAt: context.now + PRE_ORDER_TTL_MS,
  };
}
