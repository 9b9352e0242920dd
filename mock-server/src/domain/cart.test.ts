import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { cartCount, cartGroups, planCartSave, planDelete, planQuantity, planReset, type CartLookup } from './cart';

const product = (id: number, isShow = true, merId = id) => ({ id, isShow, merId, storeName: `P${id}`, image: `p${id}.svg`, price: 1 }) as RecordOf<'products'>;
const sku = (id: number, productId: number, stock: number) => ({ id, productId, stock, sku: `S${id}`, price: id, image: `s${id}.svg` }) as RecordOf<'skus'>;
const lookup: CartLookup = {
  product: (id) => [product(1), product(2, false), product(3, true, 1)].find((p) => p.id === id),
  sku: (id) => [sku(10, 1, 5), sku(11, 1, 0), sku(12, 1, 8), sku(20, 2, 9), sku(30, 3, 4)].find((s) => s.id === id),
};
const line = (id: number, skuId: number, productId: number, cartNum: number, updateTime = '2026-01-01 00:00:00') =>
  ({ id, uid: 1, skuId, productId, cartNum, createTime: updateTime, updateTime }) as RecordOf<'cartItems'>;

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

  it('refuses a new line beyond the cart size limit but still raises an existing one', () => {
    const full = Array.from({ length: 100 }, (_, i) => line(i + 1, i === 0 ? 10 : 1000 + i, 1, 1));
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 12, cartNum: 1 }], full, lookup)).toThrow(/at most 100 items/);
    expect(planCartSave([{ productId: 1, productAttrUnique: 10, cartNum: 1 }], full, lookup)).toEqual([{ lineId: 1, productId: 1, skuId: 10, cartNum: 2 }]);
  });

  it('groups valid or invalid lines by shop, newest line and newest shop first', () => {
    const lines = [line(1, 10, 1, 1, '2026-01-01 10:00:00'), line(2, 30, 3, 2, '2026-01-01 12:00:00'), line(3, 11, 1, 1), line(4, 20, 2, 1)];
    const names = (merId: number) => `Shop ${merId}`;
    const valid = cartGroups(lines, lookup, names, true);
    expect(valid.map((g) => [g.merId, g.merName, g.cartInfoList.map((l) => l.id)])).toEqual([[1, 'Shop 1', [2, 1]]]);
    expect(valid[0]?.cartInfoList[0]).toMatchObject({ productAttrUnique: 30, attrId: 30, suk: 'S30', price: 30, image: 's30.svg', stock: 4, attrStatus: true });
    const invalid = cartGroups(lines, lookup, names, false);
    // Same time: the higher id is the newer line.
    expect(invalid.map((g) => [g.merId, g.cartInfoList.map((l) => [l.id, l.attrStatus])])).toEqual([
      [2, [[4, false]]],
      [1, [[3, false]]],
    ]);
  });

  it('bounds a quantity change by the stock and refuses invalid or unknown lines', () => {
    const lines = [line(1, 10, 1, 1), line(2, 11, 1, 1)];
    expect(planQuantity(lines, 1, 5, lookup).id).toBe(1);
    expect(() => planQuantity(lines, 1, 6, lookup)).toThrow('Insufficient stock: only 5 left');
    expect(() => planQuantity(lines, 2, 1, lookup)).toThrow(/no longer available/);
    expect(() => planQuantity(lines, 9, 1, lookup)).toThrow('Cart item does not exist');
  });

  it('deletes only when every id is the caller’s, once each', () => {
    const lines = [line(1, 10, 1, 1), line(2, 12, 1, 1)];
    expect(planDelete(lines, [2, 1, 2])).toEqual([2, 1]);
    expect(() => planDelete(lines, [1, 3])).toThrow('Cart item does not exist');
  });

  it('moves a line to another SKU, merging with a line that holds it, within the stock', () => {
    const lines = [line(1, 10, 1, 2), line(2, 12, 1, 3)];
    expect(planReset([line(1, 10, 1, 2)], { id: 1, num: 2, productId: 1, unique: 12 }, lookup)).toEqual({ keep: { id: 1, skuId: 12, cartNum: 2 }, remove: null });
    expect(planReset(lines, { id: 1, num: 2, productId: 1, unique: 12 }, lookup)).toEqual({ keep: { id: 2, skuId: 12, cartNum: 5 }, remove: 1 });
    expect(() => planReset(lines, { id: 1, num: 6, productId: 1, unique: 12 }, lookup)).toThrow(/Insufficient stock: only 8 left/);
    expect(() => planReset(lines, { id: 1, num: 1, productId: 1, unique: 11 }, lookup)).toThrow(/out of stock/);
    expect(() => planReset(lines, { id: 1, num: 1, productId: 1, unique: 20 }, lookup)).toThrow('Product specification does not exist');
    expect(() => planReset(lines, { id: 1, num: 1, productId: 3, unique: 30 }, lookup)).toThrow('productId: does not match the cart item');
  });
});
