import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { dateTime, idParam, jsonInt, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/** Most favourite-record ids one delete call takes, and most products one batch add takes. */
export const COLLECT_BATCH_MAX = 100;

/** A favourite record with the product's current name, image and price (backend:front/UserCollectController product/list). */
export const ProductCollectItemSchema = z.object({
  /** The favourite record's id: what delete/product takes, not the product id. */
  id: z.number().int(),
  productId: z.number().int(),
  storeName: z.string(),
  image: z.string(),
  price: money,
  createTime: dateTime,
});
export type ProductCollectItem = z.infer<typeof ProductCollectItemSchema>;

/** A followed shop (backend:front/UserCollectController merchant/list). */
export const MerchantFollowItemSchema = z.object({
  uid: z.number().int(),
  merId: z.number().int(),
  merName: z.string(),
  merAvatar: z.string(),
  createTime: dateTime,
});
export type MerchantFollowItem = z.infer<typeof MerchantFollowItemSchema>;

const ID_ITEM = /^[1-9]\d{0,8}$/;

/**
 * `ids` of delete/product: favourite-record ids as one comma string ("1,2,3"), as the real backend takes them.
 * Parsed to distinct numbers so handlers never split strings; anything else is refused whole, so a bad list
 * never deletes part of itself.
 */
export const CollectIdsSchema = z
  .string()
  .trim()
  .min(1, 'selectItem')
  .refine((value) => value.split(',').every((item) => ID_ITEM.test(item)), 'invalid')
  .refine((value) => value.split(',').length <= COLLECT_BATCH_MAX, 'tooLong')
  .transform((value) => [...new Set(value.split(',').map(Number))]);

export const collectionsContract = c.router(
  {
    addProduct: {
      method: 'POST',
      path: '/add/product',
      // Jackson reads the id from a number or a numeric string (docs/backend-wire.md, request coercion).
      body: z.object({ id: jsonInt.pipe(z.number().positive('invalid')), category: z.literal('store').default('store') }),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Favourite a product (the JSON key is id)',
    },
    batchAddProducts: {
      method: 'POST',
      path: '/batch/product',
      body: z.object({
        id: z.array(z.number().int().positive()).min(1, 'selectItem').max(COLLECT_BATCH_MAX, 'tooLong'),
        category: z.literal('store').default('store'),
      }),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Favourite several products (product ids under the JSON key id); already favourited ones are skipped',
    },
    cancelProduct: {
      method: 'POST',
      path: '/cancel/:productId',
      pathParams: z.object({ productId: idParam }),
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Remove a product from favourites',
    },
    deleteProducts: {
      method: 'POST',
      path: '/delete/product',
      body: z.object({ ids: CollectIdsSchema }),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Remove favourites by favourite-record id (comma string); ids that are not the caller’s are ignored',
    },
    productList: {
      method: 'GET',
      path: '/product/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageInfo(ProductCollectItemSchema)) },
      metadata: userRoute,
      summary: 'Favourite products, newest first',
    },
    followMerchant: {
      method: 'POST',
      path: '/add/merchant/:merId',
      pathParams: z.object({ merId: idParam }),
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Follow a shop',
    },
    unfollowMerchant: {
      method: 'POST',
      path: '/cancel/merchant/:merId',
      pathParams: z.object({ merId: idParam }),
      body: c.noBody(),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Unfollow a shop',
    },
    merchantList: {
      method: 'GET',
      path: '/merchant/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageInfo(MerchantFollowItemSchema)) },
      metadata: userRoute,
      summary: 'Followed shops, newest first',
    },
  },
  { pathPrefix: '/api/front/collect' },
);
