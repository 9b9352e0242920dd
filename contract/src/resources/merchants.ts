import { z } from 'zod';
import { c, publicRoute, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { captchaField, dateTime, emailField, idParam, jsonInt } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';
import { MiniProductSchema } from './products.ts';

export const MerchantTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  info: z.string().nullable(),
  isDel: z.boolean(),
  createTime: dateTime.nullable(),
  updateTime: dateTime.nullable(),
});
export type MerchantType = z.infer<typeof MerchantTypeSchema>;

export const MerchantCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Percent. */
  /** Percent, an Integer (docs/backend-wire.md, settle-in). */
  handlingFee: z.number().int(),
  isDel: z.boolean(),
  createTime: dateTime.nullable(),
  updateTime: dateTime.nullable(),
});
export type MerchantCategory = z.infer<typeof MerchantCategorySchema>;

/** Customer-service config of a shop: note the vocabulary differs from the platform's (H5/phone). */
export const MerchantServiceSchema = z.object({
  serviceType: z.enum(['H5', 'phone', 'message', 'email']).nullable(),
  serviceLink: z.string().nullable(),
  servicePhone: z.string().nullable(),
  serviceMessage: z.string().nullable(),
  serviceEmail: z.string().nullable(),
});

/**
 * A shop card of the street and the shop search (A:dto/MerchantSearchResponse). `proList` holds a few of the
 * shop's products; image fields may be null on a real backend whose shop never uploaded them.
 */
export const MerchantSearchItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  typeId: z.number().int(),
  /** true = the platform's own shop (the response DTOs' meaning; the request DTO's comment has it reversed). */
  isSelf: z.boolean(),
  backImage: z.string().nullable(),
  avatar: z.string().nullable(),
  streetBackImage: z.string().nullable(),
  /** 1-5. */
  starLevel: z.number().int(),
  proList: z.array(MiniProductSchema),
});
export type MerchantSearchItem = z.infer<typeof MerchantSearchItemSchema>;

const optionalId = z
  .union([z.literal(''), z.coerce.number().int().positive()])
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Spring binds a Boolean from "true"/"false"/"1"/"0"; z.coerce.boolean would read "false" as true. */
const optionalFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'));

export const MerchantSearchQuerySchema = PageQuerySchema.extend({
  /** Matched against the shop name. */
  keywords: z.string().max(100, 'tooLong').optional(),
  categoryId: optionalId,
  typeId: optionalId,
  isSelf: optionalFlag,
});
export type MerchantSearchQuery = z.infer<typeof MerchantSearchQuerySchema>;

/** The shop page header (A:MerchantController index/info): public, `isCollect` is filled for a signed-in viewer. */
export const MerchantIndexInfoSchema = MerchantServiceSchema.extend({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  typeId: z.number().int(),
  isSelf: z.boolean(),
  backImage: z.string().nullable(),
  avatar: z.string().nullable(),
  starLevel: z.number().int(),
  isCollect: z.boolean(),
  /** JSON array of image URLs encoded in a string (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
  pcBanner: z.string().nullable(),
  pcBackImage: z.string().nullable(),
});
export type MerchantIndexInfo = z.infer<typeof MerchantIndexInfoSchema>;

/** The qualification tab (A:MerchantController detail). No opening hours: the backend has no such field. */
export const MerchantDetailSchema = z.object({
  id: z.number().int(),
  realName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** JSON array of image URLs encoded in a string (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
  qualificationPicture: z.string().nullable(),
  intro: z.string().nullable(),
  /** The shop's join time. */
  createTime: dateTime,
  /** Followers. */
  collectNum: z.number().int(),
});
export type MerchantDetail = z.infer<typeof MerchantDetailSchema>;

export const merchantsContract = c.router(
  {
    street: {
      method: 'GET',
      path: '/street',
      query: PageQuerySchema,
      responses: { 200: envelope(pageInfo(MerchantSearchItemSchema)) },
      metadata: publicRoute,
      summary: 'Shop street: recommended shops first',
    },
    searchList: {
      method: 'GET',
      path: '/search/list',
      query: MerchantSearchQuerySchema,
      responses: { 200: envelope(pageInfo(MerchantSearchItemSchema)) },
      metadata: publicRoute,
      summary: 'Shop search by name, merchant category, shop type and self-operated flag',
    },
    indexInfo: {
      method: 'GET',
      path: '/index/info/:id',
      pathParams: z.object({ id: idParam }),
      responses: { 200: envelope(MerchantIndexInfoSchema) },
      metadata: publicRoute,
      summary: 'Shop page header (isCollect when a token is sent)',
    },
    detail: {
      method: 'GET',
      path: '/detail/:id',
      pathParams: z.object({ id: idParam }),
      responses: { 200: envelope(MerchantDetailSchema) },
      metadata: publicRoute,
      summary: 'Shop qualification: intro, contact, pictures, join time, followers',
    },
    types: {
      method: 'GET',
      path: '/all/type/list',
      responses: { 200: envelope(z.array(MerchantTypeSchema)) },
      metadata: publicRoute,
      summary: 'Shop types',
    },
    categories: {
      method: 'GET',
      path: '/all/category/list',
      responses: { 200: envelope(z.array(MerchantCategorySchema)) },
      metadata: publicRoute,
      summary: 'Merchant categories',
    },
    customerService: {
      method: 'GET',
      path: '/customer/service/info/:merId',
      pathParams: z.object({ merId: z.coerce.number().int().positive() }),
      responses: { 200: envelope(MerchantServiceSchema) },
      metadata: publicRoute,
      summary: "A shop's customer-service config",
    },
  },
  { pathPrefix: '/api/front/merchant' },
);

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
 * A:dto/MerchantSettledApplyRequest. `qualificationPicture` stays a JSON-array string as the real backend takes
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
