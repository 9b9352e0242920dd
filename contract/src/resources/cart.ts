import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { money } from '../common/fields.ts';

/** The most lines one cart holds, and the most ids one delete takes. */
export const CART_MAX_LINES = 100;
/** The most of one SKU a line holds. */
export const CART_MAX_QUANTITY = 999;

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
  cartNum: z.number().int().min(1, 'outOfRange').max(CART_MAX_QUANTITY, 'outOfRange'),
});
export type CartSaveItem = z.infer<typeof CartSaveItemSchema>;

export const CartListQuerySchema = z.object({
  /** true: lines that can be bought; false: invalid lines (product removed, SKU gone or sold out). */
  isValid: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** A:dto/CartInfoResponse. `suk` is the SKU text (the real name); `attrStatus` false marks an invalid line. */
export const CartLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The SKU id. */
  productAttrUnique: z.number().int(),
  cartNum: z.number().int(),
  image: z.string(),
  storeName: z.string(),
  attrId: z.number().int(),
  suk: z.string(),
  price: money,
  attrStatus: z.boolean(),
  stock: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** A:dto/CartMerchantResponse: the lines of one shop. */
export const CartMerchantSchema = z.object({
  merId: z.number().int(),
  merName: z.string(),
  cartInfoList: z.array(CartLineSchema),
});
export type CartMerchant = z.infer<typeof CartMerchantSchema>;

export const CartNumBodySchema = z.object({
  id: z.number().int().positive(),
  number: z.number().int().min(1, 'outOfRange').max(CART_MAX_QUANTITY, 'outOfRange'),
});

export const CartDeleteBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'selectItem').max(CART_MAX_LINES, 'tooLong'),
});

/** Change a line's SKU (A:dto/CartResetRequest): `unique` is the new SKU id. */
export const CartResetBodySchema = z.object({
  id: z.number().int().positive(),
  num: z.number().int().min(1, 'outOfRange').max(CART_MAX_QUANTITY, 'outOfRange'),
  productId: z.number().int().positive(),
  unique: z.number().int().positive(),
});

export const cartContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/list',
      query: CartListQuerySchema,
      responses: { 200: envelope(z.array(CartMerchantSchema)) },
      metadata: userRoute,
      summary: 'Cart lines grouped by shop (not paged)',
    },
    num: {
      method: 'POST',
      path: '/num',
      body: CartNumBodySchema,
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: "Set a line's quantity",
    },
    delete: {
      method: 'POST',
      path: '/delete',
      body: CartDeleteBodySchema,
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Remove lines',
    },
    resetcart: {
      method: 'POST',
      path: '/resetcart',
      body: CartResetBodySchema,
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: "Change a line's SKU",
    },
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
      body: z.array(CartSaveItemSchema).min(1, 'selectItem').max(CART_MAX_LINES, 'tooLong'),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Add lines to the cart (JSON array)',
    },
  },
  { pathPrefix: '/api/front/cart' },
);
