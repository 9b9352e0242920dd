import { OrderRefundStatus, OrderStatus, type OrderInfo } from '@contract';

/**
 * What a merchant order (SH…) shows and allows, from its status, refundStatus and lines (docs/backend-wire.md, "Orders in steps").
 * The fields are those of both the list item and the detail; only the list carries the courier and tracking
 * number ("" before shipping), the detail has neither (docs/backend-wire.md, orders).
 */
export interface OrderFacts {
  paid: boolean;
  status: number;
  refundStatus: number;
  deliveryName?: string | null;
  deliveryId?: string | null;
  orderInfoList: readonly OrderInfo[];
}

/** Shipped: on its way or received by the status, or a tracking number given in a list item. */
export function hasShipped(order: OrderFacts): boolean {
  if (order.status === OrderStatus.cancelled || !order.paid) return false;
  const byStatus =
    order.status === OrderStatus.awaitingReceipt || order.status === OrderStatus.received || order.status === OrderStatus.completed;
  return byStatus || Boolean(order.deliveryId);
}

export type OrderStateKey =
  | 'toPay'
  | 'awaitingShipment'
  | 'awaitingReceipt'
  | 'awaitingReview'
  | 'completed'
  | 'cancelled'
  | 'refundApplied'
  | 'refunding'
  | 'refunded';

export function linesToReview(order: OrderFacts): OrderInfo[] {
  const received = order.status === OrderStatus.received || order.status === OrderStatus.completed;
  if (!order.paid || !received || order.refundStatus !== OrderRefundStatus.none) return [];
  return order.orderInfoList.filter((line) => !line.isReply);
}

export function orderState(order: OrderFacts): OrderStateKey {
  if (order.status === OrderStatus.cancelled) return 'cancelled';
  if (!order.paid) return 'toPay';
  if (order.refundStatus === OrderRefundStatus.applied) return 'refundApplied';
  if (order.refundStatus === OrderRefundStatus.refunding) return 'refunding';
  if (order.refundStatus === OrderRefundStatus.refunded) return 'refunded';
  if (order.status === OrderStatus.awaitingShipment) return 'awaitingShipment';
  if (order.status === OrderStatus.awaitingReceipt) return 'awaitingReceipt';
  return linesToReview(order).length > 0 ? 'awaitingReview' : 'completed';
}

export interface OrderActions {
  logistics: boolean;
  confirmReceipt: boolean;
  delete: boolean;
  buyAgain: boolean;
  /** Apply for a refund: paid, none asked for yet, and not on the way (the backend refuses status 1). */
  refund: boolean;
  /** Lines that can be reviewed, each with its own link. */
  evaluate: OrderInfo[];
}

export function orderActions(order: OrderFacts): OrderActions {
  const noRefund = order.refundStatus === OrderRefundStatus.none;
  const completed = order.status === OrderStatus.completed;
  return {
    logistics: hasShipped(order),
    confirmReceipt: order.paid && noRefund && order.status === OrderStatus.awaitingReceipt,
    delete: order.paid && completed && (noRefund || order.refundStatus === OrderRefundStatus.refunded),
    buyAgain: order.paid && completed,
    refund: order.paid && noRefund && (order.status === OrderStatus.awaitingShipment || completed),
    evaluate: linesToReview(order),
  };
}

/** Where the order stands in the steps paid → shipped → received (0-based, -1 for none: cancelled or refunded). */
export function stepOf(order: OrderFacts): number {
  if (order.status === OrderStatus.cancelled) return -1;
  if (!order.paid) return 0;
  if (order.status === OrderStatus.awaitingShipment) return 1;
  if (order.status === OrderStatus.awaitingReceipt) return 2;
  return 3;
}

export interface TrackingEvent {
  station: string;
  time: string;
}

/**
 * The events of `logisticsInfo` (a JSON string of [{AcceptStation, AcceptTime}], oldest first as the courier
 * sends them), newest first as they are read. Anything malformed is left out rather than failing the dialog.
 */
export function parseTrackingEvents(text: string | null | undefined): TrackingEvent[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const events: TrackingEvent[] = [];
  for (const item of raw as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { AcceptStation, AcceptTime } = item as Record<string, unknown>;
    if (typeof AcceptStation === 'string' && typeof AcceptTime === 'string') events.push({ station: AcceptStation, time: AcceptTime });
  }
  // Newest first. The times are "yyyy-MM-dd HH:mm:ss", so code-unit order is time order; localeCompare would build
  // an ICU collator on first use (tens of milliseconds on a slow phone) to sort digits.
  return events.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/** Logistics `state` as a translation key: -1 bad number, 0 none yet, 1 collected, 2 in transit, 3 signed, 4-6 trouble. */
export function trackingStateKey(state: number): 'invalid' | 'none' | 'collected' | 'inTransit' | 'signed' | 'problem' | 'returned' {
  switch (state) {
    case -1:
      return 'invalid';
    case 1:
      return 'collected';
    case 2:
      return 'inTransit';
    case 3:
      return 'signed';
    case 4:
    case 5:
      return 'problem';
    case 6:
      return 'returned';
    default:
      return 'none';
  }
}

/** The payment method of an order, as a translation key (unknown ones are shown as sent). */
export function payTypeKey(payType: string): 'paypal' | 'stripe' | 'wechat' | null {
  return payType === 'paypal' || payType === 'stripe' || payType === 'wechat' ? payType : null;
}
