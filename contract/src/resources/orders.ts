import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { dateTime, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './cart.ts';
import { OrderShopSchema } from './checkout.ts';

/** How long a pre-order waits for its confirmation (docs/backend-wire.md, "Orders in steps": Redis, 5 minutes). */
export const PRE_ORDER_TTL_MS = 5 * 60 * 1000;

/**
 * One line of a pre-order (backend:common/request/PreOrderDetailRequest): a cart line by `shoppingCartId` for "shoppingCart", or
 * `productId` + `attrValueId` (the SKU id) + `productNum` for "buyNow".
 */
export const PreOrderDetailSchema = z.object({
  shoppingCartId: z.number().int().positive().optional(),
  productId: z.number().int().positive().optional(),
  attrValueId: z.number().int().positive().optional(),
  productNum: z.number().int().min(1, 'outOfRange').max(CART_MAX_QUANTITY, 'outOfRange').optional(),
});
export type PreOrderDetail = z.infer<typeof PreOrderDetailSchema>;

export const PreOrderBodySchema = z
  .object({
    preOrderType: z.enum(['buyNow', 'shoppingCart']),
    orderDetails: z.array(PreOrderDetailSchema).min(1, 'selectItem').max(CART_MAX_LINES, 'tooLong'),
  })
  .superRefine((body, ctx) => {
    if (body.preOrderType === 'buyNow' && body.orderDetails.length > 1) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'tooLong', path: ['orderDetails'] });
    }
    body.orderDetails.forEach((item, index) => {
      const needed: (keyof PreOrderDetail)[] =
        body.preOrderType === 'buyNow' ? ['productId', 'attrValueId', 'productNum'] : ['shoppingCartId'];
      for (const field of needed) {
        if (item[field] === undefined)
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'required', path: ['orderDetails', index, field] });
      }
    });
  });
export type PreOrderBody = z.infer<typeof PreOrderBodySchema>;

// OrderStatus and OrderRefundStatus live in order-constants.ts (no zod): web pages import them alone.
export { OrderRefundStatus, OrderStatus } from './order-constants.ts';
/** order/list `type`: 1 awaiting shipment, 2 awaiting receipt, 3 completed (unpaid orders come from await/pay/list). */
export const OrderListTypeSchema = z.coerce.number().int().min(1, 'outOfRange').max(3, 'outOfRange');

/** An unpaid master order (backend:common/response/MasterOrderAwaitPayResponse). */
export const AwaitPayOrderSchema = z.object({
  id: z.number().int(),
  /** PT… */
  orderNo: z.string(),
  totalNum: z.number().int(),
  payPrice: money,
  redirect: z.string().nullable(),
  paid: z.boolean(),
  payType: z.string(),
  payChannel: z.string(),
  createTime: dateTime.optional(),
  orderList: z.array(OrderShopSchema),
});
export type AwaitPayOrder = z.infer<typeof AwaitPayOrderSchema>;

/** A line of a merchant order (backend:common/response/OrderInfoResponse); isReply: already reviewed. */
export const OrderInfoSchema = z.object({
  id: z.number().int(),
  merOrderNo: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  attrValueId: z.number().int(),
  sku: z.string(),
  price: money,
  payNum: z.number().int(),
  isReply: z.boolean(),
});
export type OrderInfo = z.infer<typeof OrderInfoSchema>;

/** A merchant order in the lists (backend:common/response/OrderDetailResponse). */
export const MerchantOrderSchema = z.object({
  id: z.number().int(),
  /** SH… */
  orderNo: z.string(),
  masterOrderNo: z.string(),
  merId: z.number().int(),
  merName: z.string(),
  createTime: dateTime,
  paid: z.boolean(),
  payTime: dateTime.nullable(),
  payPrice: money,
  status: z.number().int(),
  totalNum: z.number().int(),
  payPostage: money,
  refundStatus: z.number().int(),
  /** Courier name and tracking number: "" before shipping. */
  deliveryName: z.string().nullable(),
  deliveryId: z.string().nullable(),
  orderInfoList: z.array(OrderInfoSchema),
});
export type MerchantOrder = z.infer<typeof MerchantOrderSchema>;

export const OrderDataSchema = z.object({
  unPaidCount: z.number().int(),
  unShippedCount: z.number().int(),
  receivedCount: z.number().int(),
  completeCount: z.number().int(),
});
export const OrderCenterDataSchema = z.object({
  unPaidCount: z.number().int(),
  unShippedCount: z.number().int(),
  receivedCount: z.number().int(),
  commentCount: z.number().int(),
  refundCount: z.number().int(),
});

const ConsigneeFields = {
  email: z.string().nullable(),
  realName: z.string().nullable(),
  userPhone: z.string().nullable(),
  userAddress: z.string().nullable(),
};

/** A master order with its merchant orders (backend:common/response/MasterOrderDetailResponse). */
export const MasterOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  ...ConsigneeFields,
  totalNum: z.number().int(),
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  payPostage: money,
  payPrice: money,
  couponId: z.number().int().nullable(),
  couponPrice: money,
  paid: z.boolean(),
  payTime: dateTime.nullable(),
  payType: z.string(),
  mark: z.string().nullable(),
  isCancel: z.boolean(),
  redirect: z.string().nullable(),
  createTime: dateTime,
  orderList: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      merId: z.number().int(),
      merName: z.string(),
      totalNum: z.number().int(),
      payPrice: money,
      paid: z.boolean(),
      status: z.number().int(),
      refundStatus: z.number().int(),
      createTime: dateTime,
      orderInfoList: z.array(OrderInfoSchema),
    }),
  ),
});
export type MasterOrderDetail = z.infer<typeof MasterOrderDetailSchema>;

/** Tracking of a merchant order (backend:common/model/order/OrderLogistics); `logisticsInfo` is a JSON string of [{AcceptStation, AcceptTime}]. */
export const OrderLogisticsSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  expNo: z.string(),
  expCode: z.string(),
  expName: z.string(),
  courier: z.string().nullable(),
  courierPhone: z.string().nullable(),
  trackTime: dateTime.nullable(),
  logisticsInfo: z.string(),
  /** -1 bad number, 0 no track yet, 1 collected, 2 in transit, 3 signed, 4 problem, 5 difficult, 6 returned. */
  state: z.number().int(),
  reason: z.string().nullable(),
  createTime: dateTime,
  updateTime: dateTime,
});
export type OrderLogistics = z.infer<typeof OrderLogisticsSchema>;

/**
 * A merchant order in full (backend:common/response/StoreOrderDetailInfoResponse); expressInfo only for the visitor lookup. It has
 * no courier or tracking number: those come from express/{SH} (docs/backend-wire.md, orders).
 */
export const MerchantOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  masterOrderNo: z.string(),
  merId: z.number().int(),
  merName: z.string(),
  uid: z.number().int(),
  ...ConsigneeFields,
  totalNum: z.number().int(),
  proTotalPrice: money,
  totalPostage: money,
  totalPrice: money,
  payPrice: money,
  payPostage: money,
  couponId: z.number().int().nullable(),
  couponPrice: money,
  paid: z.boolean(),
  payTime: dateTime.nullable(),
  payType: z.string(),
  status: z.number().int(),
  refundStatus: z.number().int(),
  userRemark: z.string().nullable(),
  createTime: dateTime,
  orderInfoList: z.array(OrderInfoSchema),
  expressInfo: OrderLogisticsSchema.nullable(),
});
export type MerchantOrderDetail = z.infer<typeof MerchantOrderDetailSchema>;

const orderNoParam = z.object({ orderNo: z.string().min(1) });
const VisitorQuerySchema = z.object({ orderNo: z.string().min(1, 'required'), identity: z.string().min(1, 'required') });

export const ordersContract = c.router(
  {
    awaitPayList: {
      method: 'GET',
      path: '/await/pay/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageInfo(AwaitPayOrderSchema)) },
      metadata: userRoute,
      summary: 'Unpaid master orders (the "to pay" tab)',
    },
    list: {
      method: 'GET',
      path: '/list',
      query: PageQuerySchema.extend({ type: OrderListTypeSchema }),
      responses: { 200: envelope(pageInfo(MerchantOrderSchema)) },
      metadata: userRoute,
      summary: 'Merchant orders by tab: 1 awaiting shipment, 2 awaiting receipt, 3 completed (no refund in progress)',
    },
    data: {
      method: 'GET',
      path: '/data',
      responses: { 200: envelope(OrderDataSchema) },
      metadata: userRoute,
      summary: 'Tab badge counts',
    },
    centerData: {
      method: 'GET',
      path: '/center/data',
      responses: { 200: envelope(OrderCenterDataSchema) },
      metadata: userRoute,
      summary: 'Counts for the account centre (reviews to write, refunds)',
    },
    masterDetail: {
      method: 'GET',
      path: '/master/detail/:orderNo',
      pathParams: orderNoParam,
      responses: { 200: envelope(MasterOrderDetailSchema) },
      metadata: userRoute,
      summary: 'A master order (PT…) with its merchant orders',
    },
    detail: {
      method: 'GET',
      path: '/detail/:orderNo',
      pathParams: orderNoParam,
      responses: { 200: envelope(MerchantOrderDetailSchema) },
      metadata: userRoute,
      summary: 'A merchant order (SH…)',
    },
    cancel: {
      method: 'POST',
      path: '/cancel/:orderNo',
      pathParams: orderNoParam,
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Cancel an unpaid master order (PT…) and all its merchant orders',
    },
    delete: {
      method: 'POST',
      path: '/delete/:orderNo',
      pathParams: orderNoParam,
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Delete a completed merchant order (SH…) with no refund in progress',
    },
    take: {
      method: 'POST',
      path: '/take/:orderNo',
      pathParams: orderNoParam,
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Confirm receipt of a merchant order: status 1 -> 3',
    },
    express: {
      method: 'GET',
      path: '/express/:orderNo',
      pathParams: orderNoParam,
      // data null before the order ships (docs/backend-wire.md, orders).
      responses: { 200: envelope(OrderLogisticsSchema.nullable()) },
      metadata: userRoute,
      summary: 'Tracking of a merchant order (null before shipping)',
    },
    visitorMasterDetail: {
      method: 'GET',
      path: '/visitor/master/detail',
      query: VisitorQuerySchema,
      responses: { 200: envelope(MasterOrderDetailSchema) },
      metadata: publicRoute,
      summary: "A visitor's master order, looked up by number and identity (no token)",
    },
    visitorDetail: {
      method: 'GET',
      path: '/visitor/detail',
      query: VisitorQuerySchema,
      responses: { 200: envelope(MerchantOrderDetailSchema) },
      metadata: publicRoute,
      summary: "A visitor's merchant order with its tracking (no token)",
    },
    preOrder: {
      method: 'POST',
      path: '/pre/order',
      body: PreOrderBodySchema,
      responses: { 200: envelope(z.object({ preOrderNo: z.string() })) },
      metadata: userRoute,
      summary: 'Start checkout: a pre-order of cart lines or one buy-now item, kept for 5 minutes',
    },
  },
  { pathPrefix: '/api/front/order' },
);
