import { CART_MAX_QUANTITY, type CartLine, type CartMerchant } from '@contract';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../lib/format/money';
import {
  checkState,
  isBuyable,
  keepOrder,
  lineSubtotal,
  linesOf,
  MAX_LINE_QUANTITY,
  reconcile,
  selectionTotals,
  splitGoneLines,
  toggleLines,
  withLineNumber,
} from './cart-selection';

// As the real backend sends a line: money as a string, productAttrUnique null, the SKU id in attrId.
const line = (id: number, price: string, cartNum: number, stock = 10): CartLine => ({
  id,
  productId: id,
  productAttrUnique: null,
  cartNum,
  image: '',
  storeName: `P${id}`,
  attrId: id,
  suk: '',
  price,
  attrStatus: stock > 0,
  stock,
});
const groups: CartMerchant[] = [
  { merId: 1, merName: 'A', cartInfoList: [line(1, '0.10', 1), line(2, '0.20', 1)] },
  { merId: 2, merName: 'B', cartInfoList: [line(3, '19.99', 3)] },
];

describe('cart selection', () => {
  it('changes one line quantity and leaves the other groups as they were', () => {
    const next = withLineNumber(groups, 2, 7);
    expect(linesOf(next).map((l) => l.cartNum)).toEqual([1, 7, 3]);
    expect(next[1]).toBe(groups[1]);
    expect(linesOf(groups).map((l) => l.cartNum)).toEqual([1, 1, 3]);
    expect(withLineNumber(groups, 99, 5)).toEqual(groups);
  });

  it('tells all, some or none', () => {
    const lines = linesOf(groups);
    expect(checkState(lines, new Set())).toBe('none');
    expect(checkState(lines, new Set([1]))).toBe('some');
    expect(checkState(lines, new Set([1, 2, 3]))).toBe('all');
    expect(checkState([], new Set())).toBe('none');
  });

  it('selects a whole group, or clears it when it was all selected', () => {
    const shopA = groups[0]?.cartInfoList ?? [];
    expect([...toggleLines(new Set([3]), shopA)].sort()).toEqual([1, 2, 3]);
    expect([...toggleLines(new Set([1]), shopA)].sort()).toEqual([1, 2]);
    expect([...toggleLines(new Set([1, 2, 3]), shopA)]).toEqual([3]);
  });

  it('drops lines that are gone and selects lines never seen before', () => {
    const lines = [line(2, '1', 1), line(3, '1', 1), line(4, '1', 1)];
    expect([...reconcile(new Set([1, 2]), new Set([1, 2, 3]), lines)].sort()).toEqual([2, 4]);
  });

  it('never selects a sold-out line of the valid list (attrStatus false)', () => {
    const soldOut = line(5, '3.00', 1, 0);
    expect(isBuyable(soldOut)).toBe(false);
    expect([...reconcile(new Set([5]), new Set(), [soldOut, line(6, '1', 1)])]).toEqual([6]);
    expect(selectionTotals([soldOut], new Set([5]))).toEqual({ lines: 0, quantity: 0, amount: 0 });
  });

  it('sums the selected lines in cents', () => {
    const lines = linesOf(groups);
    expect(selectionTotals(lines, new Set([1, 2]))).toEqual({ lines: 2, quantity: 2, amount: toCents('0.30') });
    expect(selectionTotals(lines, new Set([1, 2, 3]))).toEqual({ lines: 3, quantity: 5, amount: toCents('60.27') });
    expect(selectionTotals(lines, new Set())).toEqual({ lines: 0, quantity: 0, amount: 0 });
    expect(lineSubtotal({ price: '19.99', cartNum: 3 })).toBe(toCents('59.97'));
  });

  it('bounds a line by the same quantity as the contract', () => {
    expect(MAX_LINE_QUANTITY).toBe(CART_MAX_QUANTITY);
  });

  it('moves lines whose SKU is gone (no SKU facts) out of their shops, as the real valid list carries them', () => {
    const gone: CartLine = { ...line(7, '1', 1), attrId: null, suk: null, price: null, stock: null, attrStatus: false };
    const { groups: kept, gone: moved } = splitGoneLines([
      { merId: 1, merName: 'A', cartInfoList: [line(1, '0.10', 1), gone] },
      { merId: 2, merName: 'B', cartInfoList: [{ ...gone, id: 8 }] },
    ]);
    expect(kept).toEqual([{ merId: 1, merName: 'A', cartInfoList: [line(1, '0.10', 1)] }]);
    expect(moved.map((l) => l.id)).toEqual([7, 8]);
  });

  it('keeps lines and shops where they were shown when the list comes back in a new order', () => {
    const first = keepOrder(groups, []);
    expect(linesOf(first.groups).map((l) => l.id)).toEqual([1, 2, 3]);
    // Line 3's quantity changed: the list now has it (and its shop) first.
    const bumped: CartMerchant[] = [groups[1] as CartMerchant, groups[0] as CartMerchant];
    const again = keepOrder(bumped, first.order);
    expect(again.groups.map((g) => g.merId)).toEqual([1, 2]);
    expect(linesOf(again.groups).map((l) => l.id)).toEqual([1, 2, 3]);
    // A new line comes first; a removed one leaves.
    const added: CartMerchant[] = [
      { merId: 2, merName: 'B', cartInfoList: [line(9, '1', 1), line(3, '19.99', 3)] },
      { merId: 1, merName: 'A', cartInfoList: [line(1, '0.10', 1)] },
    ];
    const next = keepOrder(added, again.order);
    expect(linesOf(next.groups).map((l) => l.id)).toEqual([9, 3, 1]);
    expect(next.order).toEqual([9, 1, 3]);
  });
});
