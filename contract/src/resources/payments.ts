import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { money } from '../common/fields.ts';

export const PayTypeSchema = z.enum(['paypal', 'stripe', 'wechat'], { errorMap: () => ({ message: 'selectPayment' }) });
export type PayType = z.infer<typeof PayTypeSchema>;
export const PayChannelSchema = z.enum(['pc', 'mobile']);

export const PayMethodSchema = z.object({ paypalStatus: z.boolean(), stripeStatus: z.boolean(), wechatPaySwitch: z.boolean() });
export type PayMethod = z.infer<typeof PayMethodSchema>;

export const PaymentBodySchema = z.object({
  /** The master order number (PT…). */
  orderNo: z.string().min(1, 'required'),
  payType: PayTypeSchema,
  payChannel: PayChannelSchema,
});

/** `status` is always false in this edition (no balance pay); follow `redirect` or `stripeClientSecret`. */
export const PaymentResponseSchema = z.object({
  status: z.boolean(),
  payType: z.string(),
  orderNo: z.string(),
  redirect: z.string().nullable(),
  stripeClientSecret: z.string().nullable(),
});
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;

/** Payment (docs/backend-wire.md, "Orders in steps"). */
export const paymentsContract = c.router(
  {
    method: {
      method: 'GET',
      path: '/method',
      responses: { 200: envelope(PayMethodSchema) },
      metadata: publicRoute,
      summary: 'Which payment methods are switched on',
    },
    payment: {
      method: 'POST',
      path: '/payment',
      body: PaymentBodySchema,
      responses: { 200: envelope(PaymentResponseSchema) },
      metadata: userRoute,
      summary: 'Start paying a master order: a PayPal approval URL, a Stripe client secret or a WeChat QR URL',
    },
    paypalSuccess: {
      method: 'POST',
      path: '/paypal/success',
      body: z.object({ token: z.string().min(1, 'required'), payerID: z.string().min(1, 'required') }),
      responses: { 200: envelope(z.object({ status: z.boolean(), payPrice: money, orderNo: z.string() })) },
      metadata: userRoute,
      summary: "Capture a PayPal payment after PayPal's return (token and PayerID from the return URL)",
    },
    paypalCancel: {
      method: 'POST',
      path: '/paypal/cancel',
      body: z.object({ token: z.string().min(1, 'required') }),
      responses: { 200: envelope(z.boolean()) },
      metadata: publicRoute,
      summary: 'The shopper cancelled at PayPal',
    },
    wechatResult: {
      method: 'GET',
      path: '/query/wechat/pay/result/:orderNo',
      pathParams: z.object({ orderNo: z.string().min(1) }),
      responses: { 200: envelope(z.boolean()) },
      metadata: userRoute,
      summary: 'Whether a WeChat payment has arrived (poll)',
    },
  },
  { pathPrefix: '/api/front/pay' },
);
