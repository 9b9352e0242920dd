import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { dateOnly, dateTime, decimal, jsonInt, money, noneOrId, nullableText } from '../common/fields.ts';

import { ORDER_REMARK_MAX } from './order-constants.ts';
import { PayChannelSchema, PayTypeSchema } from './payments.ts';

/** The web keeps the order remark under 150 characters (docs/product-rules.md, checkout). */
export { ORDER_REMARK_MAX } from './order-constants.ts';
/** What the real backend stores: `mark` goes into a varchar(512) column (docs/backend-wire.md, checkout). */
export const ORDER_REMARK_WIRE_MAX = 512;

/** A pre-order or order line (backend:common/vo/PreStoreOrderInfoVo). `sku` is the SKU text, `attrValueId` its id. */
export const OrderLineSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  attrValueId: z.number().int(),
  image: z.string(),
  sku: z.string(),
  price: money,
  payNum: z.number().int(),
  weight: decimal,
  volume: decimal,
  /** Freight per unit (freight = postage × quantity, summed). */
  postage: money,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderShopSchema = z.object({
  merId: z.number().int(),
  merName: z.string(),
  orderInfoList: z.array(OrderLineSchema),
});
export type OrderShop = z.infer<typeof OrderShopSchema>;

/** backend:common/vo/PreOrderVo: the checkout page's data; the user's default address is filled in when there is one. */
export const PreOrderVoSchema = z.object({
  proTotalFee: money,
  orderProNum: z.number().int(),
  freightFee: money,
  totalPrice: money,
  userCouponId: z.number().int().nullable(),
  couponFee: money,
  payFee: money,
  addressId: z.number().int().nullable(),
  realName: z.string().nullable(),
  phone: z.string().nullable(),
  detail: z.string().nullable(),
  country: z.string().nullable(),
  email: z.string().nullable(),
  remark: z.string().nullable(),
  cartIdList: z.array(z.number().int()).nullable(),
  orderList: z.array(OrderShopSchema),
});
export type PreOrderVo = z.infer<typeof PreOrderVoSchema>;

/**
 * A user coupon that fits a pre-order; `id` is the user-coupon id, the one to pass as couponId. Its start and end
 * are dates without a time, `yyyy-MM-dd` (docs/backend-wire.md, checkout).
 */
export const OrderCouponSchema = z.object({
  id: z.number().int(),
  couponId: z.number().int(),
  name: z.string(),
  money,
  minPrice: money,
  status: z.number().int(),
  startTime: dateOnly,
  endTime: dateOnly,
  useTime: dateTime.nullable(),
  useType: z.number().int(),
});
export type OrderCoupon = z.infer<typeof OrderCouponSchema>;

/**
 * backend:common/request/OrderComputedPriceRequest. `couponId` is the user-coupon id; the real clients send null (the default), ""
 * (after un-ticking) or 0 for "no coupon", and all three read as 0 here (docs/backend-wire.md, checkout).
 */
export const ComputedPriceBodySchema = z.object({
  preOrderNo: z.string().min(1, 'required'),
  addressId: z
    .union([z.null(), jsonInt])
    .optional()
    .transform((v) => v ?? undefined)
    .pipe(z.number().int().min(0, 'outOfRange').optional()),
  couponId: noneOrId,
});

export const ComputedPriceSchema = z.object({ couponFee: money, freightFee: money, payFee: money, proTotalFee: money });
export type ComputedPrice = z.infer<typeof ComputedPriceSchema>;

/**
 * backend:common/request/CreateOrderRequest as the real backend takes it: `couponId` null, "" or 0 for none, `mark` up to the
 * column's 512 characters, and the optional contact fields may be null (docs/backend-wire.md, checkout). The web's
 * form is stricter (checkout-form.tsx).
 */
export const OrderCreateBodySchema = z.object({
  preOrderNo: z.string().min(1, 'required'),
  addressId: z
    .union([z.null(), jsonInt], { errorMap: () => ({ message: 'selectAddress' }) })
    .pipe(z.number({ invalid_type_error: 'selectAddress' }).int().positive('selectAddress')),
  couponId: noneOrId,
  payType: PayTypeSchema,
  payChannel: PayChannelSchema,
  mark: nullableText(ORDER_REMARK_WIRE_MAX),
  realName: nullableText(64),
  phone: nullableText(32),
  email: nullableText(128),
});
export type OrderCreateBody = z.input<typeof OrderCreateBodySchema>;

/** The checkout form: the web's stricter rules (a remark under 150 characters, a chosen address and method). */
export const CheckoutFormSchema = z.object({
  preOrderNo: z.string().min(1, 'required'),
  addressId: z.number({ required_error: 'selectAddress', invalid_type_error: 'selectAddress' }).int().positive('selectAddress'),
  /** The user-coupon id; 0 = none. */
  couponId: z.number().int().min(0, 'outOfRange'),
  payType: PayTypeSchema,
  payChannel: PayChannelSchema,
  mark: z.string().max(ORDER_REMARK_MAX, 'tooLong'),
});
export type CheckoutFormValues = z.infer<typeof CheckoutFormSchema>;

/** Checkout (docs/backend-wire.md, "Orders in steps"): steps 2, 3 and 5 after pre/order (orders.ts). */
export const checkoutContract = c.router({
  loadPreOrder: {
    method: 'GET',
    path: '/api/front/order/load/pre/:preOrderNo',
    pathParams: z.object({ preOrderNo: z.string().min(1) }),
    responses: { 200: envelope(PreOrderVoSchema) },
    metadata: userRoute,
    summary: 'The pre-order to confirm (expires 5 minutes after pre/order)',
  },
  orderCoupons: {
    method: 'GET',
    path: '/api/front/coupons/order/:preOrderNo',
    pathParams: z.object({ preOrderNo: z.string().min(1) }),
    responses: { 200: envelope(z.array(OrderCouponSchema)) },
    metadata: userRoute,
    summary: "The user's coupons usable on this pre-order",
  },
  computedPrice: {
    method: 'POST',
    path: '/api/front/order/computed/price',
    body: ComputedPriceBodySchema,
    responses: { 200: envelope(ComputedPriceSchema) },
    metadata: userRoute,
    summary: 'Prices of the pre-order with an address and a coupon',
  },
  create: {
    method: 'POST',
    path: '/api/front/order/create',
    body: OrderCreateBodySchema,
    responses: { 200: envelope(z.object({ orderNo: z.string() })) },
    metadata: userRoute,
    summary: 'Create the master order (PT…) and its merchant orders from a pre-order',
  },
});
