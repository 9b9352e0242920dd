import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { cartCount, planCartSave, type CartLookup } from './cart';

const product = (id: number, isShow = true) => ({ id, isShow, storeName: `P${id}` }) as RecordOf<'products'>;
const sku = (id: number, productId: number, stock: number) => ({ id, productId, stock, sku: `S${id}` }) as RecordOf<'skus'>;
const lookup: CartLookup = {
  product: (id) => [product(1), product(2, false)].find((p) => p.id === id),
  sku: (id) => [sku(10, 1, 5), sku(11, 1, 0), sku(20, 2, 9)].find((s) => s.id === id),
};
const line = (id: number, skuId: number, productId: number, cartNum: number) =>
  ({ id, uid: 1, skuId, productId, cartNum, createTime: '', updateTime: '' }) as RecordOf<'cartItems'>;

describe('cart rules', () => {
  it('merges request items with the existing line of the same SKU', () => {
    const plan = planCartSave([{ productId: 1, productAttrUnique: 10, cartNum: 1 }, { productId: 1, productAttrUnique: 10, cartNum: 2 }], [line(7, 10, 1, 1)], lookup);
    expect(plan).toEqual([{ lineId: 7, productId: 1, skuId: 10, cartNum: 4 }]);
  });

  it('refuses more than the stock, unknown or hidden products and foreign SKUs', () => {
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 10, cartNum: 6 }], [], lookup)).toThrow(/Insufficient stock/);
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 11, cartNum: 1 }], [], lookup)).toThrow(/out of stock/);
    expect(() => planCartSave([{ productId: 2, productAttrUnique: 20, cartNum: 1 }], [], lookup)).toThrow('Product does not exist');
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 20, cartNum: 1 }], [], lookup)).toThrow('Product specification does not exist');
  });

  it('counts valid and invalid lines by lines or quantity', () => {
    const lines = [line(1, 10, 1, 2), line(2, 11, 1, 3), line(3, 20, 2, 4)];
    expect(cartCount(lines, lookup, true, 'total')).toBe(1);
    expect(cartCount(lines, lookup, true, 'sum')).toBe(2);
    expect(cartCount(lines, lookup, false, 'total')).toBe(2);
    expect(cartCount(lines, lookup, false, 'sum')).toBe(7);
  });
});
