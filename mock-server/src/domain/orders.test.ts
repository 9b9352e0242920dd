import { PRE_ORDER_TTL_MS } from '@contract';
import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { type CartLookup } from './cart';
import { planPreOrder, preOrderNumber } from './orders';

const product = (id: number, isShow = true) => ({ id, isShow, merId: 1, storeName: `P${id}` }) as RecordOf<'products'>;
const sku = (id: number, productId: number, stock: number) => ({ id, productId, stock, sku: `S${id}` }) as RecordOf<'skus'>;
const lookup: CartLookup = {
  product: (id) => [product(1), product(2, false)].find((p) => p.id === id),
  sku: (id) => [sku(10, 1, 5), sku(11, 1, 0), sku(20, 2, 9)].find((s) => s.id === id),
};
const line = (id: number, skuId: number, productId: number, cartNum: number) =>
  ({ id, uid: 7, skuId, productId, cartNum, createTime: '', updateTime: '' }) as RecordOf<'cartItems'>;
const NOW = Date.UTC(2026, 5, 1, 0, 0, 0);
const context = (cart: RecordOf<'cartItems'>[]) => ({ uid: 7, cart, lookup, now: NOW, nextId: 3 });

describe('pre-order rules', () => {
  it('numbers pre-orders by the mock clock (GMT+8) and the record id', () => {
    expect(preOrderNumber(NOW, 3)).toBe('PRE202606010800000003');
  });

  it('takes cart lines once each, with their quantities, for five minutes', () => {
    const plan = planPreOrder(
      { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 4 }, { shoppingCartId: 4 }] },
      context([line(4, 10, 1, 2)]),
    );
    expect(plan).toMatchObject({
      uid: 7,
      preOrderType: 'shoppingCart',
      items: [{ productId: 1, skuId: 10, num: 2, cartId: 4 }],
      expiresAt: NOW + PRE_ORDER_TTL_MS,
    });
  });

  it('refuses foreign, invalid or over-stock lines and bad buy-now items', () => {
    expect(() =>
      planPreOrder({ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 5 }] }, context([line(4, 10, 1, 2)])),
    ).toThrow('Cart item does not exist');
    // A line whose product went off sale is invalid; a sold-out line is valid in the cart but cannot be ordered.
    expect(() =>
      planPreOrder({ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 4 }] }, context([line(4, 20, 2, 1)])),
    ).toThrow(/no longer available/);
    expect(() =>
      planPreOrder({ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 4 }] }, context([line(4, 11, 1, 1)])),
    ).toThrow('P1 (S11) is out of stock');
    expect(() =>
      planPreOrder({ preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: 4 }] }, context([line(4, 10, 1, 6)])),
    ).toThrow(/only 5 left/);
    expect(() =>
      planPreOrder({ preOrderType: 'buyNow', orderDetails: [{ productId: 2, attrValueId: 20, productNum: 1 }] }, context([])),
    ).toThrow('Product does not exist');
    expect(() =>
      planPreOrder({ preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: 20, productNum: 1 }] }, context([])),
    ).toThrow('Product specification does not exist');
    expect(
      planPreOrder({ preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: 10, productNum: 5 }] }, context([])).items,
    ).toEqual([{ productId: 1, skuId: 10, num: 5, cartId: null }]);
  });
});
