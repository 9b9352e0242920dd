import { z } from 'zod';
import { c, publicRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { dateTime, idParam } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

export const ReviewSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  star: z.number().int().min(1).max(5),
  comment: z.string(),
  pics: z.array(z.string()),
  merchantReplyContent: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
  createTime: dateTime,
  sku: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** `inCount` is the real name of the medium count. `replyChance` is the good rate as a string. */
export const ReviewCountSchema = z.object({
  sumCount: z.number().int(),
  goodCount: z.number().int(),
  inCount: z.number().int(),
  poorCount: z.number().int(),
  replyChance: z.string(),
  replyStar: z.number(),
});
export type ReviewCount = z.infer<typeof ReviewCountSchema>;

/** 0 all, 1 good (5 stars), 2 medium (2-4), 3 bad (1 star). */
export const ReviewTypeSchema = z.coerce.number().int().min(0, 'outOfRange').max(3, 'outOfRange');

export const reviewsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/reply/list/:productId',
      pathParams: z.object({ productId: idParam }),
      query: PageQuerySchema.extend({ type: ReviewTypeSchema }),
      responses: { 200: envelope(pageInfo(ReviewSchema)) },
      metadata: publicRoute,
      summary: "A product's reviews",
    },
    config: {
      method: 'GET',
      path: '/reply/config/:productId',
      pathParams: z.object({ productId: idParam }),
      responses: { 200: envelope(ReviewCountSchema) },
      metadata: publicRoute,
      summary: 'Review counts and good rate',
    },
    latest: {
      method: 'GET',
      path: '/reply/detail/:productId',
      pathParams: z.object({ productId: idParam }),
      responses: { 200: envelope(z.object({ sumCount: z.number().int(), replyChance: z.string(), productReply: ReviewSchema.nullable() })) },
      metadata: publicRoute,
      summary: 'Review count and the latest review',
    },
  },
  { pathPrefix: '/api/front/product' },
);
