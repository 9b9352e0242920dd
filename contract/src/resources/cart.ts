import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { jsonInt, money } from '../common/fields.ts';

/** The most lines one cart holds, and the most ids one delete takes. */
export const CART_MAX_LINES = 100;
/** The most of one SKU a line holds: save's @Max(99) and num's service check (docs/backend-wire.md, cart). */
export const CART_MAX_QUANTITY = 99;

export const CartCountQuerySchema = z.object({
  /** true counts valid lines, false invalid ones. */
  numType: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** "total": number of lines, "sum": total quantity. */
  type: z.enum(['total', 'sum']).default('total'),
});

export const CartSaveItemSchema = z.object({
  productId: jsonInt.pipe(z.number().positive('invalid')),
  /** The SKU id (an Integer in the request; numeric strings are coerced). */
  productAttrUnique: jsonInt.pipe(z.number().positive('invalid')),
  cartNum: jsonInt.pipe(z.number().min(1, 'outOfRange').max(CART_MAX_QUANTITY, 'outOfRange')),
});
export type CartSaveItem = z.infer<typeof CartSaveItemSchema>;

export const CartListQuerySchema = z.object({
  /** true: lines that can be bought; false: invalid lines (product removed, SKU gone or sold out). */
  isValid: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/**
 * backend:common/response/CartInfoResponse as the real backend sends it (docs/backend-wire.md, cart):
 * - `productAttrUnique` is always null (a String field never filled); the SKU id is `attrId`.
 * - `suk` is the SKU text; `attrStatus` false marks a line that cannot be bought now. A sold-out SKU stays in the
 *   valid list with `attrStatus: false`.
 * - Invalid lines (product removed or SKU gone) have `suk`, `price`, `attrId` and `stock` null.
 */
export const CartLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productAttrUnique: z.string().nullable(),
  cartNum: z.number().int(),
  image: z.string(),
  storeName: z.string(),
  attrId: z.number().int().nullable(),
  suk: z.string().nullable(),
  price: money.nullable(),
  attrStatus: z.boolean(),
  stock: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** backend:common/response/CartMerchantResponse: the lines of one shop. */
export const CartMerchantSchema = z.object({
  merId: z.number().int(),
  merName: z.string(),
  cartInfoList: z.array(CartLineSchema),
});
export type CartMerchant = z.infer<typeof CartMerchantSchema>;

const positiveId = jsonInt.pipe(z.number().positive('invalid'));

export const CartNumBodySchema = z.object({
  id: positiveId,
  number: jsonInt.pipe(z.number().min(1, 'outOfRange').max(CART_MAX_QUANTITY, 'outOfRange')),
});

export const CartDeleteBodySchema = z.object({
  ids: z.array(positiveId).min(1, 'selectItem').max(CART_MAX_LINES, 'tooLong'),
});

/** Change a line's SKU (backend:common/request/CartResetRequest): `unique` is the new SKU id; `num` is @Range(0, 999), unchecked against stock. */
export const CartResetBodySchema = z.object({
  id: positiveId,
  num: jsonInt.pipe(z.number().min(1, 'outOfRange').max(999, 'outOfRange')),
  productId: positiveId,
  unique: positiveId,
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
      // The real controller answers data true and does not check stock (docs/backend-wire.md, cart).
      responses: { 200: envelope(z.literal(true)) },
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
