import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { dateTime } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/**
 * Extension (docs/backend-wire.md, "Site settings"): the overseas backend has only the balance (`integral` in user/info). These are
 * the domestic edition's paths; the web hides the points summary and records when a backend answers 404.
 */
export const PointsSummarySchema = z.object({
  /** Points that can be spent now. */
  integral: z.number().int(),
  /** All points ever earned. */
  sumIntegral: z.number().int(),
  /** All points spent. */
  deductionIntegral: z.number().int(),
  /** Earned but not yet available (e.g. until an order's return period ends). */
  frozenIntegral: z.number().int(),
});
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

/** One change of the balance. type 1 earned, 2 spent; status 1 frozen, 2 available (earned points only). */
export const PointsRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  integral: z.number().int(),
  /** The balance after this change. */
  balance: z.number().int(),
  status: z.number().int(),
  frozenTime: dateTime.nullable(),
  createTime: dateTime,
});
export type PointsRecord = z.infer<typeof PointsRecordSchema>;

const extensionUser = { ...userRoute, extension: true } as const;

export const pointsContract = c.router(
  {
    summary: {
      method: 'GET',
      path: '/my/integral',
      responses: { 200: envelope(PointsSummarySchema) },
      metadata: extensionUser,
      summary: 'Extension: points balance, earned, spent and frozen',
    },
    records: {
      method: 'GET',
      path: '/integral/list',
      query: PageQuerySchema.extend({
        /** 1 earned, 2 spent; absent for all. */
        type: z.coerce.number().int().min(1, 'outOfRange').max(2, 'outOfRange').optional(),
      }),
      responses: { 200: envelope(pageInfo(PointsRecordSchema)) },
      metadata: extensionUser,
      summary: 'Extension: points records, newest first',
    },
  },
  { pathPrefix: '/api/front/user/center' },
);
