import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { dateTime, money } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/** useType: 1 merchant (whole shop), 2 product, 3 platform. */
export const CouponUseTypeSchema = z.coerce.number().int().min(1, 'outOfRange').max(3, 'outOfRange');

export const StoreCouponSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  money,
  isLimited: z.boolean(),
  lastTotal: z.number().int(),
  /** Product ids for product coupons, comma-separated. */
  primaryKey: z.string().nullable(),
  minPrice: money,
  receiveStartTime: dateTime.nullable(),
  receiveEndTime: dateTime.nullable(),
  isFixedTime: z.boolean(),
  /** Validity in days after receipt when not fixed time. */
  day: z.number().int(),
  type: z.number().int(),
  /** true = the user already holds it unused. */
  isUse: z.boolean(),
  useType: z.number().int(),
  useStartTimeStr: z.string().nullable(),
  useEndTimeStr: z.string().nullable(),
});
export type StoreCoupon = z.infer<typeof StoreCouponSchema>;

/** usable: unused and not expired (including not yet started); unusable: used or expired. */
export const UserCouponListTypeSchema = z.enum(['usable', 'unusable']);

/** A coupon the user holds (backend:common/response/UserCouponResponse). status 0 unused, 1 used, 2 expired. */
export const UserCouponSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  name: z.string(),
  useType: z.number().int(),
  money,
  minPrice: money,
  status: z.number().int(),
  startTime: dateTime,
  endTime: dateTime,
  useTime: dateTime.nullable(),
  validStr: z.enum(['usable', 'unusable', 'overdue', 'notStart']),
});
export type UserCoupon = z.infer<typeof UserCouponSchema>;

export const couponsContract = c.router({
  list: {
    method: 'GET',
    path: '/api/front/coupons',
    query: PageQuerySchema.extend({
      useType: CouponUseTypeSchema,
      merId: z.coerce.number().int().positive().optional(),
      productId: z.coerce.number().int().positive().optional(),
    }),
    responses: { 200: envelope(pageInfo(StoreCouponSchema)) },
    metadata: publicRoute,
    summary: 'Claimable coupons',
  },
  receive: {
    method: 'POST',
    path: '/api/front/coupon/receive',
    body: z.object({ couponId: z.number().int().positive() }),
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Receive a coupon',
  },
  userList: {
    method: 'GET',
    path: '/api/front/coupon/list',
    query: PageQuerySchema.extend({ type: UserCouponListTypeSchema }),
    responses: { 200: envelope(pageInfo(UserCouponSchema)) },
    metadata: userRoute,
    summary: "The user's coupons: usable, or used and expired",
  },
});
