import { describe, expect, it } from 'vitest';
import { type RecordOf } from '../db/schema';
import { cartCount, cartGroups, planCartSave, planDelete, planQuantity, planReset, type CartLookup } from './cart';

const product = (id: number, isShow = true, merId = id) =>
  ({ id, isShow, merId, storeName: `P${id}`, image: `p${id}.svg`, price: 1 }) as RecordOf<'products'>;
const sku = (id: number, productId: number, stock: number) =>
  ({ id, productId, stock, sku: `S${id}`, price: id, image: `s${id}.svg` }) as RecordOf<'skus'>;
const lookup: CartLookup = {
  product: (id) => [product(1), product(2, false), product(3, true, 1)].find((p) => p.id === id),
  sku: (id) => [sku(10, 1, 5), sku(11, 1, 0), sku(12, 1, 8), sku(20, 2, 9), sku(30, 3, 4)].find((s) => s.id === id),
};
const line = (id: number, skuId: number, productId: number, cartNum: number, updateTime = '2026-01-01 00:00:00') =>
  ({ id, uid: 1, skuId, productId, cartNum, createTime: updateTime, updateTime }) as RecordOf<'cartItems'>;

describe('cart rules', () => {
  it('merges request items with the existing line of the same SKU', () => {
    const plan = planCartSave(
      [
        { productId: 1, productAttrUnique: 10, cartNum: 1 },
        { productId: 1, productAttrUnique: 10, cartNum: 2 },
      ],
      [line(7, 10, 1, 1)],
      lookup,
    );
    expect(plan).toEqual([{ lineId: 7, productId: 1, skuId: 10, cartNum: 4 }]);
  });

  it('refuses more than the stock, unknown or hidden products and foreign SKUs', () => {
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 10, cartNum: 6 }], [], lookup)).toThrow(/Insufficient stock/);
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 11, cartNum: 1 }], [], lookup)).toThrow(/out of stock/);
    expect(() => planCartSave([{ productId: 2, productAttrUnique: 20, cartNum: 1 }], [], lookup)).toThrow('Product does not exist');
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 20, cartNum: 1 }], [], lookup)).toThrow(
      'Product specification does not exist',
    );
  });

  it('counts valid and invalid lines by lines or quantity; a sold-out line counts as valid', () => {
    const lines = [line(1, 10, 1, 2), line(2, 11, 1, 3), line(3, 20, 2, 4)];
    expect(cartCount(lines, lookup, true, 'total')).toBe(2);
    expect(cartCount(lines, lookup, true, 'sum')).toBe(5);
    expect(cartCount(lines, lookup, false, 'total')).toBe(1);
    expect(cartCount(lines, lookup, false, 'sum')).toBe(4);
  });

  it('refuses a new line beyond the cart size limit but still raises an existing one', () => {
    const full = Array.from({ length: 100 }, (_, i) => line(i + 1, i === 0 ? 10 : 1000 + i, 1, 1));
    expect(() => planCartSave([{ productId: 1, productAttrUnique: 12, cartNum: 1 }], full, lookup)).toThrow(/at most 100 items/);
    expect(planCartSave([{ productId: 1, productAttrUnique: 10, cartNum: 1 }], full, lookup)).toEqual([
      { lineId: 1, productId: 1, skuId: 10, cartNum: 2 },
    ]);
  });

  it('groups valid or invalid lines by shop, newest line and newest shop first', () => {
    const lines = [
      line(1, 10, 1, 1, '2026-01-01 10:00:00'),
      line(2, 30, 3, 2, '2026-01-01 12:00:00'),
      line(3, 11, 1, 1),
      line(4, 20, 2, 1),
    ];
    const names = (merId: number) => `Shop ${merId}`;
    const valid = cartGroups(lines, lookup, names, true);
    // The sold-out line 3 stays in the valid list (the real CartServiceImpl only moves lines whose product or SKU is gone).
    expect(valid.map((g) => [g.merId, g.merName, g.cartInfoList.map((l) => [l.id, l.attrStatus])])).toEqual([
      [
        1,
        'Shop 1',
        [
          [2, true],
          [1, true],
          [3, false],
        ],
      ],
    ]);
    // The SKU id is in attrId; productAttrUnique is always null on the wire; money is a decimal string.
    expect(valid[0]?.cartInfoList[0]).toEqual({
      id: 2,
      productId: 3,
      productAttrUnique: null,
      cartNum: 2,
      image: 's30.svg',
      storeName: 'P3',
      attrId: 30,
      suk: 'S30',
      price: '30.00',
      attrStatus: true,
      stock: 4,
    });
    expect(valid[0]?.cartInfoList[2]).toMatchObject({ attrId: 11, suk: 'S11', price: '11.00', stock: 0, attrStatus: false });
    const invalid = cartGroups(lines, lookup, names, false);
    expect(invalid.map((g) => [g.merId, g.cartInfoList.map((l) => [l.id, l.attrStatus])])).toEqual([[2, [[4, false]]]]);
    // An invalid line carries no SKU facts: suk, price, attrId and stock are null; the image falls back to the product's.
    expect(invalid[0]?.cartInfoList[0]).toEqual({
      id: 4,
      productId: 2,
      productAttrUnique: null,
      cartNum: 1,
      image: 'p2.svg',
      storeName: 'P2',
      attrId: null,
      suk: null,
      price: null,
      attrStatus: false,
      stock: null,
    });
    // Same time: the higher id is the newer line.
    const tie = cartGroups([line(5, 12, 1, 1), line(6, 10, 1, 1)], lookup, names, true);
    expect(tie[0]?.cartInfoList.map((l) => l.id)).toEqual([6, 5]);
  });

  it('accepts a quantity over the stock at cart/num (pre/order checks it) and refuses lines whose SKU is gone or unknown lines', () => {
    const lines = [line(1, 10, 1, 1), line(2, 11, 1, 1), line(3, 20, 2, 1)];
    expect(planQuantity(lines, 1, 5, lookup).id).toBe(1);
    expect(planQuantity(lines, 1, 6, lookup).id).toBe(1);
    expect(planQuantity(lines, 2, 3, lookup).id).toBe(2);
    expect(() => planQuantity(lines, 3, 1, lookup)).toThrow('No corresponding product SKU found');
    expect(() => planQuantity(lines, 9, 1, lookup)).toThrow('Cart item does not exist');
  });

  it('deletes only when every id is the caller’s, once each', () => {
    const lines = [line(1, 10, 1, 1), line(2, 12, 1, 1)];
    expect(planDelete(lines, [2, 1, 2])).toEqual([2, 1]);
    expect(() => planDelete(lines, [1, 3])).toThrow('Cart item does not exist');
  });

  it('moves a line to another SKU without checking stock, merging with a line that holds it', () => {
    const lines = [line(1, 10, 1, 2), line(2, 12, 1, 3)];
    expect(planReset([line(1, 10, 1, 2)], { id: 1, num: 2, productId: 1, unique: 12 }, lookup)).toEqual({
      keep: { id: 1, skuId: 12, cartNum: 2 },
      remove: null,
    });
    expect(planReset(lines, { id: 1, num: 2, productId: 1, unique: 12 }, lookup)).toEqual({
      keep: { id: 2, skuId: 12, cartNum: 5 },
      remove: 1,
    });
    // Over the SKU's stock (8) and onto a sold-out SKU: accepted, as the real resetcart does not check stock.
    expect(planReset(lines, { id: 1, num: 6, productId: 1, unique: 12 }, lookup)).toEqual({
      keep: { id: 2, skuId: 12, cartNum: 9 },
      remove: 1,
    });
    expect(planReset(lines, { id: 1, num: 1, productId: 1, unique: 11 }, lookup)).toEqual({
      keep: { id: 1, skuId: 11, cartNum: 1 },
      remove: null,
    });
    // A merge never goes past the request's own bound (num is @Range(0, 999)).
    expect(planReset([line(1, 10, 1, 2), line(2, 12, 1, 500)], { id: 1, num: 999, productId: 1, unique: 12 }, lookup).keep.cartNum).toBe(
      999,
    );
    expect(() => planReset(lines, { id: 1, num: 1, productId: 1, unique: 20 }, lookup)).toThrow('Product specification does not exist');
    expect(() => planReset(lines, { id: 1, num: 1, productId: 3, unique: 30 }, lookup)).toThrow('productId: does not match the cart item');
  });
});
