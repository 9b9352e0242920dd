import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';

export const CartCountQuerySchema = z.object({
  /** true counts valid lines, false invalid ones. */
  numType: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** "total": number of lines, "sum": total quantity. */
  type: z.enum(['total', 'sum']).default('total'),
});

export const CartSaveItemSchema = z.object({
  productId: z.number().int().positive(),
  /** The SKU id. */
  productAttrUnique: z.number().int().positive(),
  cartNum: z.number().int().min(1, 'outOfRange').max(999, 'outOfRange'),
});
export type CartSaveItem = z.infer<typeof CartSaveItemSchema>;

export const cartContract = c.router(
  {
    count: {
      method: 'GET',
      path: '/count',
      query: CartCountQuerySchema,
      responses: { 200: envelope(z.object({ count: z.number().int() })) },
      metadata: userRoute,
      summary: 'Cart badge count',
    },
    save: {
      method: 'POST',
      path: '/save',
      body: z.array(CartSaveItemSchema).min(1, 'selectItem').max(100, 'tooLong'),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Add lines to the cart (JSON array)',
    },
  },
  { pathPrefix: '/api/front/cart' },
);
