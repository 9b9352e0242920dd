import { CART_MAX_QUANTITY, type CartLine, type CartMerchant } from '@contract';
import { describe, expect, it } from 'vitest';
import { checkState, keepOrder, lineSubtotal, linesOf, MAX_LINE_QUANTITY, reconcile, selectionTotals, toggleLines } from './cart-selection';

const line = (id: number, price: number, cartNum: number): CartLine => ({
  id,
  productId: id,
  productAttrUnique: id,
  cartNum,
  image: '',
  storeName: `P${id}`,
  attrId: id,
  suk: '',
  price,
  attrStatus: true,
  stock: 10,
});
const groups: CartMerchant[] = [
  { merId: 1, merName: 'A', cartInfoList: [line(1, 0.1, 1), line(2, 0.2, 1)] },
  { merId: 2, merName: 'B', cartInfoList: [line(3, 19.99, 3)] },
];

describe('cart selection', () => {
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
    const lines = [line(2, 1, 1), line(3, 1, 1), line(4, 1, 1)];
    expect([...reconcile(new Set([1, 2]), new Set([1, 2, 3]), lines)].sort()).toEqual([2, 4]);
  });

  it('sums the selected lines in cents', () => {
    const lines = linesOf(groups);
    expect(selectionTotals(lines, new Set([1, 2]))).toEqual({ lines: 2, quantity: 2, amount: 0.3 });
    expect(selectionTotals(lines, new Set([1, 2, 3]))).toEqual({ lines: 3, quantity: 5, amount: 60.27 });
    expect(selectionTotals(lines, new Set())).toEqual({ lines: 0, quantity: 0, amount: 0 });
    expect(lineSubtotal({ price: 19.99, cartNum: 3 })).toBe(59.97);
  });

  it('bounds a line by the same quantity as the contract', () => {
    expect(MAX_LINE_QUANTITY).toBe(CART_MAX_QUANTITY);
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
    const added: CartMerchant[] = [{ merId: 2, merName: 'B', cartInfoList: [line(9, 1, 1), line(3, 19.99, 3)] }, { merId: 1, merName: 'A', cartInfoList: [line(1, 0.1, 1)] }];
    const next = keepOrder(added, again.order);
    expect(linesOf(next.groups).map((l) => l.id)).toEqual([9, 3, 1]);
    expect(next.order).toEqual([9, 1, 3]);
  });
});
