import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { idParam } from '../common/fields.ts';

export const collectionsContract = c.router(
  {
    addProduct: {
      method: 'POST',
      path: '/add/product',
      body: z.object({ id: z.number().int().positive(), category: z.literal('store').default('store') }),
      responses: { 200: envelope(NullData) },
      metadata: userRoute,
      summary: 'Favourite a product (the JSON key is id)',
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
  },
  { pathPrefix: '/api/front/collect' },
);
