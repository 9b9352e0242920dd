import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { captchaField, dateTime, emailField, jsonInt } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/* ---------- Merchant settle-in application (docs/backend-wire.md, "Settle-in and profile") ---------- */

/** docs/product-rules.md: at most 10 qualification pictures, JPG, PNG or JPEG only. */
export const QUALIFICATION_MAX = 10;
/** Upload URLs end with the image's extension; a query string (signed URLs) may follow. */
export const QUALIFICATION_URL_PATTERN = /\.(jpe?g|png)(\?[^#]*)?$/i;
export const SETTLE_LIMITS = { name: 64, realName: 32, address: 200, keywords: 100, url: 512 } as const;

/** auditStatus of a settle-in application: 1 pending, 2 approved, 3 rejected (docs/backend-wire.md, "Settle-in and profile"). */
export const SETTLE_AUDIT = { pending: 1, approved: 2, rejected: 3 } as const;
export const SettleAuditStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type SettleAuditStatus = z.infer<typeof SettleAuditStatusSchema>;

/** The pictures as a list: 1..10 uploaded JPG/PNG/JPEG URLs. Shared by the web form and the body's string field. */
export const qualificationPicturesField = z
  .array(z.string().trim().min(1, 'uploadQualification').max(SETTLE_LIMITS.url, 'tooLong'))
  .min(1, 'uploadQualification')
  .max(QUALIFICATION_MAX, 'qualificationLimit')
  .refine((urls) => urls.every((url) => QUALIFICATION_URL_PATTERN.test(url)), 'qualificationLimit');

/** Reads the body's JSON-array string; null when it is not an array of strings. */
export function parsePictureList(text: string): string[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((item): item is string => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** A select gives NaN or nothing until something is chosen: every failure reads as the "select" message. */
const chosenId = (message: 'selectMerchantCategory' | 'selectStoreType') =>
  z.number({ required_error: message, invalid_type_error: message }).int(message).positive(message);

/**
 * backend:common/request/MerchantSettledApplyRequest. `qualificationPicture` stays a JSON-array string as the real backend takes
 * it (the field's rules run on the parsed list); shop name and email must be unused (checked by the server).
 */
export const SettledApplyBodySchema = z.object({
  name: z.string().trim().min(1, 'emptyCompanyName').max(SETTLE_LIMITS.name, 'tooLong'),
  categoryId: chosenId('selectMerchantCategory'),
  typeId: chosenId('selectStoreType'),
  realName: z.string().trim().min(1, 'emptyRealName').max(SETTLE_LIMITS.realName, 'tooLong'),
  email: emailField,
  address: z.string().trim().min(1, 'required').max(SETTLE_LIMITS.address, 'tooLong'),
  qualificationPicture: z.string().superRefine((text, ctx) => {
    const list = parsePictureList(text);
    if (list === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: text.trim() === '' ? 'uploadQualification' : 'invalid' });
      return;
    }
    const checked = qualificationPicturesField.safeParse(list);
    if (!checked.success) ctx.addIssue({ code: z.ZodIssueCode.custom, message: checked.error.issues[0]?.message ?? 'invalid' });
  }),
  captcha: captchaField,
  phone: z
    .string()
    .trim()
    .regex(/^\d{4,15}$/, 'correctPhone')
    .optional()
    .or(z.literal('')),
  /**
   * Percent, an Integer. Required in practice: the real backend copies it into a NOT NULL column as is, so the
   * web sends the chosen category's fee (docs/backend-wire.md, settle-in).
   */
  handlingFee: z.union([z.null(), jsonInt]).optional().pipe(z.number().int().min(0, 'outOfRange').max(100, 'outOfRange').nullish()),
  keywords: z.string().trim().max(SETTLE_LIMITS.keywords, 'tooLong').optional(),
});
export type SettledApplyBody = z.input<typeof SettledApplyBodySchema>;

/** One row of settled/record (the user's own applications, newest first). */
export const SettledRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  typeId: z.number().int(),
  realName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  handlingFee: z.number(),
  keywords: z.string().nullable(),
  address: z.string(),
  auditStatus: SettleAuditStatusSchema,
  /** Why it was rejected; null unless auditStatus is 3. */
  denialReason: z.string().nullable(),
  /** JSON array of image URLs encoded in a string (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
  qualificationPicture: z.string(),
  createTime: dateTime,
});
export type SettledRecord = z.infer<typeof SettledRecordSchema>;

/**
 * The settle-in routes. Full paths: the code route lives under /captcha/** (public in the real interceptor), the
 * rest under /merchant/settled/** (only the agreement is public).
 */
export const settleInContract = c.router({
  settledAgreement: {
    method: 'GET',
    path: '/api/front/merchant/settled/agreement',
    responses: { 200: envelope(z.object({ agreement: z.string() })) },
    metadata: publicRoute,
    summary: 'The merchant settlement agreement (HTML; sanitise before showing)',
  },
  settledEmailCode: {
    method: 'POST',
    path: '/api/front/captcha/email/merchant/settled',
    body: emailField,
    responses: { 200: envelope(z.boolean()) },
    metadata: { ...publicRoute, bareString: true },
    summary: 'Send the settle-in code (6 digits) to an email (bare string body)',
  },
  settledApply: {
    method: 'POST',
    path: '/api/front/merchant/settled/apply',
    body: SettledApplyBodySchema,
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Apply to settle in as a merchant (shop name and email must be unused)',
  },
  settledRecord: {
    method: 'GET',
    path: '/api/front/merchant/settled/record',
    query: PageQuerySchema,
    responses: { 200: envelope(pageInfo(SettledRecordSchema)) },
    metadata: userRoute,
    summary: "The signed-in user's settle-in applications with their audit state, newest first",
  },
});
