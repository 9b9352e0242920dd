import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { CART_MAX_LINES, CART_MAX_QUANTITY } from './cart.ts';

/** How long a pre-order waits for its confirmation (backend-api.md §7.1: Redis, 5 minutes). */
export const PRE_ORDER_TTL_MS = 5 * 60 * 1000;

/**
 * One line of a pre-order (A:dto/PreOrderDetailRequest): a cart line by `shoppingCartId` for "shoppingCart", or
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
      const needed: (keyof PreOrderDetail)[] = body.preOrderType === 'buyNow' ? ['productId', 'attrValueId', 'productNum'] : ['shoppingCartId'];
      for (const field of needed) {
        if (item[field] === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'required', path: ['orderDetails', index, field] });
      }
    });
  });
export type PreOrderBody = z.infer<typeof PreOrderBodySchema>;

export const ordersContract = c.router(
  {
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
