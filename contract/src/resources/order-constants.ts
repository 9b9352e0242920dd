/**
 * Order constants without schemas: a module that builds zod schemas is kept whole by the bundler once any of its
 * exports is used, so a web page that needs only these numbers would otherwise load zod (docs/adr/0012).
 */

/** Merchant order status (StoreOrder.status): 0 awaiting shipment (or unpaid), 1 awaiting receipt, 2 received (unused: take jumps to 3), 3 completed, 9 cancelled. */
export const OrderStatus = { awaitingShipment: 0, awaitingReceipt: 1, received: 2, completed: 3, cancelled: 9 } as const;
/** Merchant order refundStatus: 0 none, 1 applied, 2 refunding, 3 refunded. */
export const OrderRefundStatus = { none: 0, applied: 1, refunding: 2, refunded: 3 } as const;
/** The order remark's longest length (docs/product-rules.md: under 150 characters). */
export const ORDER_REMARK_MAX = 149;
