import { z } from 'zod';
import { c, publicRoute, userRoute, type RouteMeta } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { dateTime, idParam, jsonInt, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

export const ReviewSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  star: z.number().int().min(1).max(5),
  comment: z.string(),
  /** Split from the stored text on commas: a review without photos reads [""] on a real backend. */
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

/** The most photos one review takes (docs/product-rules.md "up to 5 review pictures"). */
export const REVIEW_MAX_PICS = 5;
/** The longest review text: StoreProductReplyAddRequest's @Length(512). */
export const REVIEW_COMMENT_MAX = 512;

const starScore = z.number().int('outOfRange').min(1, 'outOfRange').max(5, 'outOfRange');

/**
 * What the shopper fills in (docs/storefront.md, Entities Review): a product-quality score, a service-attitude score, the text and the
 * photos' URLs (from upload/image). The web's form validates with this; the body below is what goes on the wire.
 */
export const ReviewFormSchema = z.object({
  star: starScore,
  serviceStar: starScore,
  comment: z.string().trim().min(1, 'emptyComment').max(REVIEW_COMMENT_MAX, 'tooLong'),
  pics: z.array(z.string().min(1, 'invalid')).max(REVIEW_MAX_PICS, 'tooLong'),
});
export type ReviewForm = z.infer<typeof ReviewFormSchema>;

/**
 * The photo URLs of order/comment's `pics` text, read the way the real backend stores it: the brackets and quotes
 * of a JSON array are stripped and the rest split on commas, so '["a","b"]', 'a,b' and '' (no photo) all work
 * (docs/backend-wire.md, reviews).
 */
export function parseReviewPics(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .replace(/[[\]"]/g, '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}

/**
 * order/comment (backend:common/request/StoreProductReplyAddRequest). The real backend has ONE score, `star` (product quality);
 * `serviceStar` (service attitude, docs/storefront.md, Entities) is an extension field a real backend ignores: the mock stores it, and
 * leaving it out means the same score as `star`.
 */
export const OrderCommentBodySchema = z.object({
  /** The merchant order, SH… */
  orderNo: z.string().regex(/^SH\d+$/, 'invalid'),
  /** The order line (OrderInfo.id). */
  orderInfoId: jsonInt.pipe(z.number().positive('invalid')),
  star: starScore,
  serviceStar: starScore.optional(),
  comment: z
    .string()
    .refine((v) => v.trim() !== '', 'emptyComment')
    .pipe(z.string().max(REVIEW_COMMENT_MAX, 'tooLong')),
  /** The photos' URLs as one text (the web sends JSON.stringify of the array, or "" when there is none). */
  pics: z.string().max(5000, 'tooLong').nullish(),
});
export type OrderCommentBody = z.input<typeof OrderCommentBodySchema>;

/** A line waiting for its review (order/reply/list; backend:common/response/InfoReplyResponse). `id` is the line id (orderInfoId). */
export const AwaitingReviewLineSchema = z.object({
  id: z.number().int(),
  merOrderNo: z.string(),
  merId: z.number().int(),
  merName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  sku: z.string(),
  price: money,
  payNum: z.number().int(),
});
export type AwaitingReviewLine = z.infer<typeof AwaitingReviewLineSchema>;

/**
 * A review the signed-in shopper wrote, with its product (the extension route writtenList): the review's own fields
 * as product reviews carry them, plus the product's name and picture.
 */
export const WrittenReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  image: z.string(),
  sku: z.string(),
  star: z.number().int().min(1).max(5),
  comment: z.string(),
  pics: z.array(z.string()),
  merchantReplyContent: z.string().nullable(),
  createTime: dateTime,
});
export type WrittenReview = z.infer<typeof WrittenReviewSchema>;

const extensionUser = { ...userRoute, extension: true } as const satisfies RouteMeta;

/**
 * Product reviews (/api/front/product/reply/…) and writing them (/api/front/order/…): full paths, since the two
 * halves live under different prefixes in the real backend.
 */
export const reviewsContract = c.router({
  list: {
    method: 'GET',
    path: '/api/front/product/reply/list/:productId',
    pathParams: z.object({ productId: idParam }),
    query: PageQuerySchema.extend({ type: ReviewTypeSchema }),
    responses: { 200: envelope(pageInfo(ReviewSchema)) },
    metadata: publicRoute,
    summary: "A product's reviews",
  },
  config: {
    method: 'GET',
    path: '/api/front/product/reply/config/:productId',
    pathParams: z.object({ productId: idParam }),
    responses: { 200: envelope(ReviewCountSchema) },
    metadata: publicRoute,
    summary: 'Review counts and good rate',
  },
  latest: {
    method: 'GET',
    path: '/api/front/product/reply/detail/:productId',
    pathParams: z.object({ productId: idParam }),
    responses: { 200: envelope(z.object({ sumCount: z.number().int(), replyChance: z.string(), productReply: ReviewSchema.nullable() })) },
    metadata: publicRoute,
    summary: 'Review count and the latest review',
  },
  comment: {
    method: 'POST',
    path: '/api/front/order/comment',
    body: OrderCommentBodySchema,
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Review an order line of a completed order (once per line)',
  },
  awaitingList: {
    method: 'GET',
    path: '/api/front/order/reply/list',
    query: PageQuerySchema,
    responses: { 200: envelope(pageInfo(AwaitingReviewLineSchema)) },
    metadata: userRoute,
    summary: "The user's order lines waiting for a review",
  },
  /**
   * Extension: neither the overseas nor the domestic edition lists the reviews a shopper wrote (docs/backend-wire.md,
   * reviews); a real backend answers an unknown path and the web hides the "Written" tab.
   */
  writtenList: {
    method: 'GET',
    path: '/api/front/order/reply/written/list',
    query: PageQuerySchema,
    responses: { 200: envelope(pageInfo(WrittenReviewSchema)) },
    metadata: extensionUser,
    summary: 'The reviews the user has written, newest first (extension)',
  },
});
