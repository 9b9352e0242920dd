import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { dateTime, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';
import { OrderInfoSchema } from './orders.ts';

/** The web's limit on the shopper's note (docs/product-rules.md, refunds); the backend takes up to 255. */
export const REFUND_NOTE_MAX = 100;
/** The web's voucher limit, as the real desktop front end's upload allows (docs/backend-wire.md, refunds). */
export const REFUND_VOUCHER_MAX = 5;
/** The real backend's limits: `text` @Length(255), the note and the voucher list are columns of 255 and 5000. */
export const REFUND_WIRE_LIMITS = { text: 255, explain: 255, vouchers: 5000 } as const;

/** Refund order `refundStatus` (docs/backend-wire.md, "Orders in steps"): 0 awaiting review, 1 rejected, 2 refunding, 3 refunded. */
export const RefundStatus = { awaitingReview: 0, rejected: 1, refunding: 2, refunded: 3 } as const;
export type RefundStatusValue = (typeof RefundStatus)[keyof typeof RefundStatus];

/** What apply/refund/{SH} answers: the merchant order to refund, whole (no per-line refunds). */
export const RefundApplyOrderSchema = z.object({
  id: z.number().int(),
  /** SH… */
  orderNo: z.string(),
  paid: z.boolean(),
  payPrice: money,
  totalNum: z.number().int(),
  orderInfoList: z.array(OrderInfoSchema),
});
export type RefundApplyOrder = z.infer<typeof RefundApplyOrderSchema>;

/** The voucher URLs of a request, as the real backend takes them: one comma-separated string. */
export function splitVouchers(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/** backend:common/request/OrderRefundApplyRequest; the snake_case keys are the real JSON names. */
export const RefundApplyBodySchema = z.object({
  orderNo: z.string().trim().min(1, 'required'),
  /** The reason, one of refund/reason. */
  text: z.string().trim().min(1, 'required').max(REFUND_WIRE_LIMITS.text, 'tooLong'),
  /** Voucher image URLs, comma-separated; the backend sets no count limit (the web allows REFUND_VOUCHER_MAX). */
  refund_reason_wap_img: z.string().max(REFUND_WIRE_LIMITS.vouchers, 'tooLong').nullish(),
  /** The shopper's note. */
  refund_reason_wap_explain: z.string().trim().max(REFUND_WIRE_LIMITS.explain, 'tooLong').nullish(),
});
export type RefundApplyBody = z.infer<typeof RefundApplyBodySchema>;

/**
 * A refund order RE… in the list (backend:common/response/RefundOrderResponse). `merName` and `createTime` come with the detail in
 * the real DTOs; the mock's list carries them too so a card can name the shop and the date without a second
 * call, and they are optional because a real backend's list leaves them out.
 */
export const RefundOrderSchema = z.object({
  id: z.number().int(),
  /** RE… */
  refundOrderNo: z.string(),
  /** SH… */
  merOrderNo: z.string(),
  /** PT… */
  masterOrderNo: z.string(),
  merId: z.number().int(),
  merName: z.string().optional(),
  totalNum: z.number().int(),
  refundStatus: z.number().int(),
  refundPrice: money,
  createTime: dateTime.optional(),
  orderInfoList: z.array(OrderInfoSchema),
});
export type RefundOrder = z.infer<typeof RefundOrderSchema>;

/** backend:common/response/RefundOrderInfoResponse: the list fields plus what the shopper wrote and what the shop answered. */
export const RefundOrderDetailSchema = RefundOrderSchema.extend({
  /** The detail always names the shop and the date (backend:common/response/RefundOrderInfoResponse). */
  merName: z.string(),
  createTime: dateTime,
  /** The reason chosen. */
  refundReasonWap: z.string(),
  /** Voucher URLs, comma-separated ('' when none). */
  refundReasonWapImg: z.string(),
  /** The shopper's note. */
  refundReasonWapExplain: z.string(),
  /** The merchant's rejection text (only when rejected). */
  refundReason: z.string().nullable(),
  /** When the money went back (refunded only). */
  refundTime: dateTime.nullable(),
});
export type RefundOrderDetail = z.infer<typeof RefundOrderDetailSchema>;

const orderNoParam = z.object({ orderNo: z.string().min(1) });

export const refundsContract = c.router(
  {
    applyInfo: {
      method: 'GET',
      path: '/apply/refund/:orderNo',
      pathParams: orderNoParam,
      responses: { 200: envelope(RefundApplyOrderSchema) },
      metadata: userRoute,
      summary: 'The merchant order (SH…) a refund would return, whole; refused when it cannot be refunded',
    },
    reasons: {
      method: 'GET',
      path: '/refund/reason',
      responses: { 200: envelope(z.array(z.string())) },
      metadata: userRoute,
      summary: 'The platform-configured refund reasons',
    },
    apply: {
      method: 'POST',
      path: '/refund',
      body: RefundApplyBodySchema,
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Ask for a refund of a whole merchant order: creates a refund order RE… awaiting the shop',
    },
    list: {
      method: 'GET',
      path: '/refund/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageInfo(RefundOrderSchema)) },
      metadata: userRoute,
      summary: "The shopper's refund orders, newest first (no status filter)",
    },
    detail: {
      method: 'GET',
      path: '/refund/detail/:refundOrderNo',
      pathParams: z.object({ refundOrderNo: z.string().min(1) }),
      responses: { 200: envelope(RefundOrderDetailSchema) },
      metadata: userRoute,
      summary: 'A refund order by its number (RE…)',
    },
  },
  { pathPrefix: '/api/front/order' },
);
