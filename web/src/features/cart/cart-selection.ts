import type { CartLine, CartMerchant } from '@contract';

/**
 * The most of one item a cart line holds: CART_MAX_QUANTITY of the contract, as a literal because a value import
 * from @contract would bring zod into the page (a test keeps the two equal).
 */
export const MAX_LINE_QUANTITY = 999;

export type CheckState = 'all' | 'some' | 'none';

export function linesOf(groups: readonly CartMerchant[]): CartLine[] {
  return groups.flatMap((group) => group.cartInfoList);
}

/** Whether all, some or none of the lines are selected (a shop's or the whole cart's checkbox). */
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
  for (const line of lines) if (selected.has(line.id) || !seen.has(line.id)) next.add(line.id);
  return next;
}

/** Money summed in cents, so 0.1 + 0.2 is 0.3. */
export function lineSubtotal(line: Pick<CartLine, 'price' | 'cartNum'>): number {
  return Math.round(line.price * 100 * line.cartNum) / 100;
}

export interface SelectionTotals {
  /** Selected lines. */
  lines: number;
  /** Units over the selected lines. */
  quantity: number;
  amount: number;
}

export function selectionTotals(lines: readonly CartLine[], selected: ReadonlySet<number>): SelectionTotals {
  let cents = 0;
  let quantity = 0;
  let count = 0;
  for (const line of lines) {
    if (!selected.has(line.id)) continue;
    count += 1;
    quantity += line.cartNum;
    cents += Math.round(line.price * 100) * line.cartNum;
  }
  return { lines: count, quantity, amount: cents / 100 };
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
