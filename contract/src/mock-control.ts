import { z } from 'zod';
import { c, publicRoute } from './common/c.ts';
import { envelope, ErrorEnvelopeSchema, NullData } from './common/envelope.ts';
import { SettledRecordSchema } from './resources/settle-in.ts';
import { MerchantOrderSchema } from './resources/orders.ts';
import { RefundOrderDetailSchema } from './resources/refunds.ts';
import { JournalPageSchema, JournalQuerySchema, SnapshotFileSchema, SnapshotInfoSchema, SnapshotNameSchema } from './mock-journal.ts';

/**
 * Extension: the mock server's control API for developers and QA (reset, seed, outbox, clock, faults, data
 * edits). Not part of the real backend. Switched off with MOCK_CONTROL=off.
 */
export const OutboxMessageSchema = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const ClockSchema = z.object({
  now: z.string(),
  /** true when the clock is fixed or offset (not following real time). */
  frozen: z.boolean(),
  offsetMs: z.number(),
});
export type Clock = z.infer<typeof ClockSchema>;

/** The longest fault path glob the control API takes. */
export const FAULT_PATH_MAX_LENGTH = 200;
export const FaultSchema = z
  .object({
    method: z.string().trim().toUpperCase().max(16, 'tooLong').default('*'),
    /**
     * Glob over the path: `*` matches one segment part, `**` any number of characters; at most 200 characters
     * (mock-server/README.md, Limits).
     */
    path: z.string().min(1, 'required').max(FAULT_PATH_MAX_LENGTH, 'tooLong'),
    delayMs: z.number().int().min(0).max(60000).optional(),
    /** Answer with this envelope code (HTTP 200), as the real backend does for application errors. */
    code: z.number().int().optional(),
    message: z.string().max(500, 'tooLong').optional(),
    /** Close the connection without an answer (a transport error). */
    drop: z.boolean().optional(),
    probability: z.number().min(0).max(1).default(1),
    /** How many matching requests it applies to; unlimited when absent. */
    count: z.number().int().positive().optional(),
  })
  .refine((f) => f.delayMs !== undefined || f.code !== undefined || f.drop === true, {
    message: 'required',
    path: ['code'],
  });
export type Fault = z.infer<typeof FaultSchema>;
/** A fault in force (GET /__mock/faults): the fault as added, its id, and the matches it has left. */
export const ActiveFaultSchema = z.object({
  id: z.number().int(),
  method: z.string(),
  path: z.string(),
  delayMs: z.number().int().optional(),
  code: z.number().int().optional(),
  message: z.string().optional(),
  drop: z.boolean().optional(),
  probability: z.number(),
  remaining: z.number().int().nullable(),
});
export type ActiveFault = z.infer<typeof ActiveFaultSchema>;

/** Checkout and payment: what the payment providers would do, simulated by the mock (mock-server/README.md). */
export const StripeConfirmBodySchema = z.object({
  clientSecret: z.string().min(1, 'required'),
  /** A Stripe test card number (4000 0000 0000 0002 is declined); ignored when `outcome` is given. */
  cardNumber: z.string().max(32, 'tooLong').optional(),
  outcome: z.enum(['succeeded', 'failed']).optional(),
});
export type StripeConfirmBody = z.infer<typeof StripeConfirmBodySchema>;
export const StripeIntentSchema = z.object({
  orderNo: z.string(),
  /** In the currency's minor unit (cents), as Stripe keeps a PaymentIntent's amount (payPrice × 100). */
  amount: z.number().int(),
  currency: z.string(),
  /** Stripe's PaymentIntent status, as far as the mock follows it. */
  status: z.enum(['requires_payment_method', 'succeeded', 'canceled']),
  /** Why the last attempt failed (card_declined, insufficient_funds, ...), null when none did. */
  declineCode: z.string().nullable(),
  message: z.string().nullable(),
});
export type StripeIntent = z.infer<typeof StripeIntentSchema>;
export const WechatScanResultSchema = z.object({ orderNo: z.string(), paid: z.boolean() });
export type WechatScanResult = z.infer<typeof WechatScanResultSchema>;

/** Orders: what the shop and the backend's timed job would do (mock-server/README.md "Orders"). */
export const ShipOrderBodySchema = z.object({
  /** Courier company name; "SF Express" when absent. */
  deliveryName: z.string().trim().min(1, 'required').max(64, 'tooLong').optional(),
  /** Courier code; "SF" when absent. */
  deliveryCode: z.string().trim().min(1, 'required').max(32, 'tooLong').optional(),
  /** Tracking number; derived from the order number when absent. */
  deliveryId: z.string().trim().min(1, 'required').max(64, 'tooLong').optional(),
});
export type ShipOrderBody = z.infer<typeof ShipOrderBodySchema>;
/** Refunds: the shop's review of a refund order (mock-server/README.md "Refunds"). */
export const ApproveRefundBodySchema = z.object({
  /** How far the money goes: 'refunding' (2) stops half-way, 'refunded' (3, the default) finishes. */
  until: z.enum(['refunding', 'refunded']).default('refunded'),
});
export const RejectRefundBodySchema = z.object({ reason: z.string().trim().min(1, 'required').max(255, 'tooLong') });
/** Settle-in: the platform's audit of a merchant application (mock-server/README.md "Merchant settle-in"). */
export const AuditSettleInBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(1, 'required').max(255, 'tooLong') }),
]);
export type AuditSettleInBody = z.infer<typeof AuditSettleInBodySchema>;
export const CancelUnpaidBodySchema = z.object({ olderThanMinutes: z.number().int().min(0, 'outOfRange').max(525600, 'outOfRange') });

export const mockControlContract = c.router(
  {
    reset: {
      method: 'POST',
      path: '/reset',
      body: z.object({ seed: z.number().int().min(0).optional() }).optional(),
      responses: { 200: envelope(z.object({ seed: z.number().int(), ms: z.number() })) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Reset the db to the seed (default: MOCK_SEED); clears outbox, faults, sessions, the request journal (snapshots stay)',
    },
    outbox: {
      method: 'GET',
      path: '/outbox',
      query: z.object({ to: z.string().optional() }),
      responses: { 200: envelope(z.array(OutboxMessageSchema)) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Every email and SMS "sent", newest first',
    },
    getClock: {
      method: 'GET',
      path: '/clock',
      responses: { 200: envelope(ClockSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The mock clock',
    },
    setClock: {
      method: 'POST',
      path: '/clock',
      body: z.object({
        now: z.string().datetime({ offset: true }).optional(),
        advanceMs: z.number().int().optional(),
        real: z.boolean().optional(),
      }),
      responses: { 200: envelope(ClockSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Fix the clock (now), move it (advanceMs) or return to real time (real: true)',
    },
    addFault: {
      method: 'POST',
      path: '/faults',
      body: FaultSchema,
      responses: { 200: envelope(z.object({ id: z.number().int() })) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Inject a fault (delay, error code, dropped connection) on matching requests',
    },
    listFaults: {
      method: 'GET',
      path: '/faults',
      responses: { 200: envelope(z.array(ActiveFaultSchema)) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The faults in force, with their ids and how many matches each has left (null: unlimited)',
    },
    clearFaults: {
      method: 'DELETE',
      path: '/faults',
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Remove every fault',
    },
    listCollection: {
      method: 'GET',
      path: '/db/:collection',
      pathParams: z.object({ collection: z.string() }),
      query: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100), offset: z.coerce.number().int().min(0).default(0) }),
      responses: { 200: envelope(z.object({ total: z.number().int(), list: z.array(z.record(z.unknown())) })) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Read a db collection',
    },
    patchRecord: {
      method: 'PATCH',
      path: '/db/:collection/:id',
      pathParams: z.object({ collection: z.string(), id: z.coerce.number().int() }),
      body: z.record(z.unknown()),
      responses: { 200: envelope(z.record(z.unknown())) },
      metadata: { ...publicRoute, extension: true },
      summary: "Change a record's fields (validated against the collection's schema)",
    },
    stripeIntent: {
      method: 'GET',
      path: '/pay/stripe/intent',
      query: z.object({ clientSecret: z.string().min(1, 'required') }),
      responses: { 200: envelope(StripeIntentSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The Stripe PaymentIntent of a client secret (amount, status), as the mock keeps it',
    },
    stripeConfirm: {
      method: 'POST',
      path: '/pay/stripe/confirm',
      body: StripeConfirmBodySchema,
      responses: { 200: envelope(StripeIntentSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Confirm a Stripe PaymentIntent as Stripe and its webhook would: succeeded marks the order paid',
    },
    wechatScan: {
      method: 'POST',
      path: '/pay/wechat/scan',
      body: z.object({ orderNo: z.string().min(1, 'required') }),
      responses: { 200: envelope(WechatScanResultSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Scan and pay the WeChat QR code of a master order (PT…) waiting for WeChat Pay',
    },
    shipOrder: {
      method: 'POST',
      path: '/orders/:orderNo/ship',
      pathParams: z.object({ orderNo: z.string().min(1) }),
      body: ShipOrderBodySchema.optional(),
      responses: { 200: envelope(MerchantOrderSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The shop ships a paid merchant order (SH…) awaiting shipment: courier, code and tracking number',
    },
    deliverOrder: {
      method: 'POST',
      path: '/orders/:orderNo/deliver',
      pathParams: z.object({ orderNo: z.string().min(1) }),
      body: c.noBody(),
      responses: { 200: envelope(MerchantOrderSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The parcel of a shipped merchant order (SH…) arrives: the order is received, as when the shopper confirms it',
    },
    cancelUnpaidOrders: {
      method: 'POST',
      path: '/orders/cancel-unpaid',
      body: CancelUnpaidBodySchema,
      responses: { 200: envelope(z.object({ cancelled: z.array(z.string()) })) },
      metadata: { ...publicRoute, extension: true },
      summary: "The backend's timed job: cancel unpaid master orders created at least N minutes ago (mock clock)",
    },
    approveRefund: {
      method: 'POST',
      path: '/refunds/:refundOrderNo/approve',
      pathParams: z.object({ refundOrderNo: z.string().min(1) }),
      body: ApproveRefundBodySchema.optional(),
      responses: { 200: envelope(RefundOrderDetailSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The shop accepts a refund (RE…): refunding, then refunded with its refund time',
    },
    rejectRefund: {
      method: 'POST',
      path: '/refunds/:refundOrderNo/reject',
      pathParams: z.object({ refundOrderNo: z.string().min(1) }),
      body: RejectRefundBodySchema,
      responses: { 200: envelope(RefundOrderDetailSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The shop refuses a refund awaiting review (RE…) with a reason; the order goes back to its tab',
    },
    auditSettleIn: {
      method: 'POST',
      path: '/settle-in/:id/audit',
      pathParams: z.object({ id: z.coerce.number().int().positive() }),
      body: AuditSettleInBodySchema,
      responses: { 200: envelope(SettledRecordSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The platform audits a pending merchant application: approve, or reject with a reason',
    },
    listRequests: {
      method: 'GET',
      path: '/requests',
      query: JournalQuerySchema,
      responses: { 200: envelope(JournalPageSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The request journal: every /api request and its answer, newest first, filtered by method, path glob, body, since',
    },
    clearRequests: {
      method: 'DELETE',
      path: '/requests',
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Empty the request journal',
    },
    listSnapshots: {
      method: 'GET',
      path: '/snapshots',
      responses: { 200: envelope(z.array(SnapshotInfoSchema)) },
      metadata: { ...publicRoute, extension: true },
      summary: 'The named snapshots kept, oldest first',
    },
    saveSnapshot: {
      method: 'POST',
      path: '/snapshots',
      body: z.object({ name: SnapshotNameSchema }),
      responses: { 200: envelope(SnapshotInfoSchema.extend({ ms: z.number() })) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Save the whole state (db, sessions, clock, outbox, codes, faults, uploads) under a name (replaces one of that name)',
    },
    restoreSnapshot: {
      method: 'POST',
      path: '/snapshots/:name/restore',
      pathParams: z.object({ name: SnapshotNameSchema }),
      body: c.noBody(),
      responses: { 200: envelope(z.object({ name: z.string(), seed: z.number().int(), ms: z.number() })) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Put the state back as the snapshot saved it (the journal and the other snapshots stay)',
    },
    deleteSnapshot: {
      method: 'DELETE',
      path: '/snapshots/:name',
      pathParams: z.object({ name: SnapshotNameSchema }),
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Forget a snapshot',
    },
    exportSnapshot: {
      method: 'GET',
      path: '/snapshots/:name/file',
      pathParams: z.object({ name: SnapshotNameSchema }),
      responses: { 200: z.union([SnapshotFileSchema, ErrorEnvelopeSchema]) },
      metadata: { ...publicRoute, extension: true },
      summary: 'A snapshot as a file (the file itself, not an envelope; an unknown name is the 404 envelope)',
    },
    importSnapshot: {
      method: 'PUT',
      path: '/snapshots/:name/file',
      pathParams: z.object({ name: SnapshotNameSchema }),
      body: SnapshotFileSchema,
      responses: { 200: envelope(SnapshotInfoSchema) },
      metadata: { ...publicRoute, extension: true },
      summary: 'Keep a snapshot file under a name (checked record by record; a refusal names the field and keeps nothing)',
    },
  },
  { pathPrefix: '/__mock' },
);
