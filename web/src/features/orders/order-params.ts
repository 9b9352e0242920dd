import { paths } from '../../lib/routing/paths';
/**
 * The order list's state in the URL: `?orderStatus=` picks the tab and `?page=` the page.
 *
 * orderStatus | tab               | data
 * 0 (default) | To pay            | order/await/pay/list (master orders)
 * 1           | Awaiting shipment | order/list?type=1
 * 2           | Awaiting receipt  | order/list?type=2
 * 3           | Awaiting review   | order/list?type=3 (completed orders; the ones with lines to review say so)
 * 4           | After-sales       | no list endpoint: a link to /users/refund_list
 *
 * 0-3 are the real front end's values (its tab index is the list `type`), so its `?orderStatus=1` links land on
 * the same tab; anything else falls back to To pay, as it does there. `menuCur` (its account menu highlight) is
 * left alone.
 */
export const ORDER_TABS = ['toPay', 'awaitingShipment', 'awaitingReceipt', 'awaitingReview', 'afterSales'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const STATUS_PARAM = 'orderStatus';
export const PAGE_PARAM = 'page';
/** Orders per page (the real front end asks for 10). */
export const ORDERS_PER_PAGE = 10;

export function parseOrderTab(value: string | null): OrderTab {
  const index = Number(value);
  return (Number.isInteger(index) && ORDER_TABS[index]) || 'toPay';
}

export function tabIndex(tab: OrderTab): number {
  return ORDER_TABS.indexOf(tab);
}

/** The tabs listed by order/list, with its `type`. */
export const LIST_TYPES = { awaitingShipment: 1, awaitingReceipt: 2, awaitingReview: 3 } as const;
export type ListTab = keyof typeof LIST_TYPES;

/** The order/list `type` of a tab, or null for the tabs served otherwise. */
export function listTypeOf(tab: OrderTab): 1 | 2 | 3 | null {
  return tab === 'toPay' || tab === 'afterSales' ? null : LIST_TYPES[tab];
}

export function parseOrderPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}

/** The search string for a tab and page, keeping other parameters; To pay and page 1 stay out of the URL. */
export function orderListSearch(current: URLSearchParams, tab: OrderTab, page: number): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === 'toPay') next.delete(STATUS_PARAM);
  else next.set(STATUS_PARAM, String(tabIndex(tab)));
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

export const orderListPath = (tab: OrderTab = 'toPay'): string =>
  tab === 'toPay' ? paths.orderList() : paths.orderList({ [STATUS_PARAM]: tabIndex(tab) });
export const orderDetailPath = (orderNo: string): string => paths.orderDetail(orderNo);
export const refundApplyPath = (orderNo: string): string => paths.refundConfirm(orderNo);
/** The review form of one order line: orderInfoId names the line (a product may sit on two lines with different SKUs). */
export const evaluatePath = (orderNo: string, productId: number, orderInfoId: number): string =>
  paths.evaluationConfirm({ orderNo, productId, orderInfoId });
export const REFUND_LIST_PATH = paths.refundList();
export const CART_PATH = paths.shoppingCart();

/** Which detail an order number opens: PT… a master (platform) order, SH… a merchant order. */
export function orderLevel(orderNo: string | null): 'master' | 'merchant' | null {
  const value = orderNo?.trim() ?? '';
  if (/^PT\d+$/.test(value)) return 'master';
  if (/^SH\d+$/.test(value)) return 'merchant';
  return null;
}
