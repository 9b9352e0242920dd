import type { CartLine, CartMerchant } from '@contract';
import { addCents, timesQuantity, toCents, type Cents, ZERO } from '../../lib/format/money';

/**
 * The most of one item a cart line holds: CART_MAX_QUANTITY of the contract, as a literal because a value import
 * from @contract would bring zod into the page (a test keeps the two equal).
 */
export const MAX_LINE_QUANTITY = 99;

export type CheckState = 'all' | 'some' | 'none';

export function linesOf(groups: readonly CartMerchant[]): CartLine[] {
  return groups.flatMap((group) => group.cartInfoList);
}

/**
 * The real backend keeps a line whose SKU was deleted in the valid list, with suk, price, attrId and stock null
 * (docs/backend-wire.md, cart). Such lines belong with the invalid ones (choose again or remove): this takes them out
 * of their shops, dropping shops left empty.
 */
export function splitGoneLines(groups: readonly CartMerchant[]): { groups: CartMerchant[]; gone: CartLine[] } {
  const gone: CartLine[] = [];
  const kept: CartMerchant[] = [];
  for (const group of groups) {
    const present = group.cartInfoList.filter((line) => {
      if (line.attrId !== null && line.price !== null) return true;
      gone.push(line);
      return false;
    });
    if (present.length === group.cartInfoList.length) kept.push(group);
    else if (present.length > 0) kept.push({ ...group, cartInfoList: present });
  }
  return { groups: kept, gone };
}

/**
 * Whether a line of the valid list can be bought now: the real backend keeps a sold-out SKU's line there with
 * `attrStatus: false` (docs/backend-wire.md, cart). Only these lines can be selected for checkout.
 */
export function isBuyable(line: CartLine): boolean {
  return line.attrStatus && line.attrId !== null && (line.stock ?? 0) > 0;
}

/** Whether all, some or none of the lines are selected (a shop's or the whole cart's checkbox). */
/** The groups with one line's quantity changed: what the cart shows while the change is on its way. */
export function withLineNumber(groups: readonly CartMerchant[], id: number, cartNum: number): CartMerchant[] {
  return groups.map((group) =>
    group.cartInfoList.some((line) => line.id === id)
      ? { ...group, cartInfoList: group.cartInfoList.map((line) => (line.id === id ? { ...line, cartNum } : line)) }
      : group,
  );
}

export function checkState(lines: readonly CartLine[], selected: ReadonlySet<number>): CheckState {
  const count = lines.filter((line) => selected.has(line.id)).length;
  if (count === 0) return 'none';
  return count === lines.length ? 'all' : 'some';
}

/** Selects the lines, or clears them when they are all selected already (a checkbox over a group). */
export function toggleLines(selected: ReadonlySet<number>, lines: readonly CartLine[]): Set<number> {
  const next = new Set(selected);
  const select = checkState(lines, selected) !== 'all';
  for (const line of lines) {
    if (select) next.add(line.id);
    else next.delete(line.id);
  }
  return next;
}

/**
 * The selection after the cart changed: lines that are gone drop out; lines never seen before (just added, or a
 * line that took another's place after a specification change) come in selected, as a new cart starts.
 */
export function reconcile(selected: ReadonlySet<number>, seen: ReadonlySet<number>, lines: readonly CartLine[]): Set<number> {
  const next = new Set<number>();
  for (const line of lines) if (isBuyable(line) && (selected.has(line.id) || !seen.has(line.id))) next.add(line.id);
  return next;
}

/** A line's price times its quantity, in cents (lib/format/money.ts), so 0.1 + 0.2 is 0.3. */
export function lineSubtotal(line: Pick<CartLine, 'price' | 'cartNum'>): Cents {
  return timesQuantity(toCents(line.price), line.cartNum);
}

export interface SelectionTotals {
  /** Selected lines. */
  lines: number;
  /** Units over the selected lines. */
  quantity: number;
  amount: Cents;
}

export function selectionTotals(lines: readonly CartLine[], selected: ReadonlySet<number>): SelectionTotals {
  let amount = ZERO;
  let quantity = 0;
  let count = 0;
  for (const line of lines) {
    if (!selected.has(line.id) || !isBuyable(line)) continue;
    count += 1;
    quantity += line.cartNum;
    amount = addCents(amount, lineSubtotal(line));
  }
  return { lines: count, quantity, amount };
}

/**
 * The cart in the order the shopper first saw it. The cart list comes sorted by last update (docs/cart-order.md), so
 * a quantity change would move its line to the top under the shopper's pointer; lines keep their place instead, and
 * lines new since the last list come first, as the list puts them. Shops follow their first line.
 */
export function keepOrder(groups: readonly CartMerchant[], known: readonly number[]): { groups: CartMerchant[]; order: number[] } {
  const present = new Set(linesOf(groups).map((line) => line.id));
  const fresh = linesOf(groups)
    .map((line) => line.id)
    .filter((id) => !known.includes(id));
  const order = [...fresh, ...known.filter((id) => present.has(id))];
  const rank = new Map(order.map((id, index) => [id, index]));
  const place = (line: CartLine) => rank.get(line.id) ?? 0;
  const sorted = groups
    .map((group) => ({ ...group, cartInfoList: [...group.cartInfoList].sort((a, b) => place(a) - place(b)) }))
    .sort((a, b) => Math.min(...a.cartInfoList.map(place)) - Math.min(...b.cartInfoList.map(place)));
  return { groups: sorted, order };
}
