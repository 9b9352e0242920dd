import { z } from 'zod';
import { c, publicRoute } from '../common/c.ts';
import { envelope } from '../common/envelope.ts';
import { dateTime, idParam } from '../common/fields.ts';
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
 * A shop card of the street and the shop search (backend:common/response/MerchantSearchResponse). `proList` holds a few of the
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

/** The shop page header (backend:front/MerchantController index/info): public, `isCollect` is filled for a signed-in viewer. */
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

/** The qualification tab (backend:front/MerchantController detail). No opening hours: the backend has no such field. */
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
