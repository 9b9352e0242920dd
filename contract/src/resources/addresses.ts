import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { dateTime, emailField, idParam, jsonInt } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/** A user may keep at most this many addresses (a mock rule; the real backend sets no limit). */
export const MAX_ADDRESSES = 20;

/** The web form's limits (docs/product-rules.md, addresses); the wire takes a little more (ADDRESS_WIRE_LIMITS). */
export const ADDRESS_LIMITS = { realName: 64, country: 64, detail: 256, postCode: 9 } as const;
/** UserAddressRequest's own limits: realName @Length(64), detail @Length(500) (docs/backend-wire.md, addresses). */
export const ADDRESS_WIRE_LIMITS = { realName: 64, country: 64, detail: 500 } as const;
/**
 * The real backend keeps the post code in an Integer column: digits only, leading zeros lost, 0 for none
 * (docs/backend-wire.md, addresses). The web form takes at most 9 digits so it always fits an int.
 */
export const POST_CODE_PATTERN = /^\d*$/;
/** Digits only when given; empty means "no phone". */
export const ADDRESS_PHONE_PATTERN = /^(\d{4,15})?$/;

/**
 * UserAddress (A:model/UserAddress). Overseas addresses are a country plus one free-text line; province, city,
 * district and the coordinates are legacy and come back empty or null (the list and detail queries select only
 * the fields up to isDefault, so the others are null there).
 */
export const UserAddressSchema = z.object({
  id: z.number().int(),
  realName: z.string(),
  email: z.string(),
  country: z.string(),
  /** Dial code, digits only ("86"); "" when the address has no phone (the column's default). */
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  detail: z.string(),
  /** An Integer: 0 when none was given (docs/backend-wire.md, addresses). */
  postCode: z.number().int().nullable(),
  isDefault: z.boolean(),
  uid: z.number().int().nullish(),
  province: z.string().nullish(),
  city: z.string().nullish(),
  cityId: z.number().int().nullish(),
  district: z.string().nullish(),
  longitude: z.string().nullish(),
  latitude: z.string().nullish(),
  isDel: z.boolean().nullish(),
  createTime: dateTime.nullish(),
  updateTime: dateTime.nullish(),
});
export type UserAddress = z.infer<typeof UserAddressSchema>;

/**
 * POST /api/front/address/edit as the real backend takes it (A:dto/UserAddressRequest, docs/backend-wire.md,
 * addresses): no id creates, an id updates; realName, email, country and detail must not be blank; the post code
 * is an Integer (a number or a string of digits; "" or null for none); the phone is checked only for dial code 86.
 * The web's form asks for more (address-form-dialog.tsx).
 */
export const AddressEditSchema = z.object({
  id: z
    .union([z.null(), jsonInt])
    .optional()
    .transform((v) => v ?? undefined)
    .pipe(z.number().int().positive('invalid').optional()),
  realName: z.string().trim().min(1, 'required').max(ADDRESS_WIRE_LIMITS.realName, 'tooLong'),
  email: z.string().trim().min(1, 'emailEmpty').max(128, 'tooLong'),
  country: z.string().trim().min(1, 'required').max(ADDRESS_WIRE_LIMITS.country, 'tooLong'),
  detail: z.string().trim().min(1, 'required').max(ADDRESS_WIRE_LIMITS.detail, 'tooLong'),
  postCode: z
    .union([z.null(), z.literal(''), jsonInt])
    .optional()
    .transform((v) => (v === null || v === '' || v === undefined ? 0 : v))
    .pipe(z.number().int().min(0, 'invalid').max(2147483647, 'invalid')),
  countryCode: z
    .union([z.null(), z.string(), z.number()])
    .optional()
    .transform((v) => (v === null || v === undefined ? '' : String(v).trim().replace(/^\+/, '')))
    .pipe(z.string().regex(/^\d{0,4}$/, 'countryCode')),
  phone: z.string().trim().max(32, 'tooLong').nullish(),
  /** Always sent: the real service reads it without a null check. */
  isDefault: z.boolean({ required_error: 'required' }),
});
export type AddressEdit = z.input<typeof AddressEditSchema>;
export type AddressEditParsed = z.output<typeof AddressEditSchema>;

/** The web form's stricter rules on top of the wire (docs/product-rules.md, addresses). */
export const AddressFormSchema = z.object({
  id: z.number().int().positive().optional(),
  realName: z.string().trim().min(1, 'required').max(ADDRESS_LIMITS.realName, 'tooLong'),
  email: emailField,
  country: z.string().trim().min(1, 'required').max(ADDRESS_LIMITS.country, 'tooLong'),
  detail: z.string().trim().min(1, 'required').max(ADDRESS_LIMITS.detail, 'tooLong'),
  postCode: z.string().trim().max(ADDRESS_LIMITS.postCode, 'tooLong').regex(POST_CODE_PATTERN, 'invalid'),
  countryCode: z
    .string()
    .trim()
    .regex(/^\d{0,4}$/, 'countryCode'),
  phone: z.string().trim().regex(ADDRESS_PHONE_PATTERN, 'correctPhone'),
  isDefault: z.boolean(),
});
export type AddressForm = z.infer<typeof AddressFormSchema>;

export const AddressIdSchema = z.object({ id: jsonInt.pipe(z.number().positive('invalid')) });

/** What POST address/ip/info answers: the caller's country guess, in the shape of ipapi.co's JSON (the fields C reads). */
export const IpInfoSchema = z
  .object({
    ip: z.string(),
    country_name: z.string(),
    country_code: z.string(),
    country_calling_code: z.string(),
  })
  .passthrough();
export type IpInfo = z.infer<typeof IpInfoSchema>;

export const addressesContract = c.router({
  list: {
    method: 'GET',
    path: '/api/front/address/list',
    query: PageQuerySchema,
    responses: { 200: envelope(pageInfo(UserAddressSchema)) },
    metadata: userRoute,
    summary: 'My addresses, default first, then newest',
  },
  listAll: {
    method: 'GET',
    path: '/api/pc/address/all/list',
    responses: { 200: envelope(z.array(UserAddressSchema)) },
    metadata: userRoute,
    summary: 'All my addresses, not paged (checkout)',
  },
  edit: {
    method: 'POST',
    path: '/api/front/address/edit',
    body: AddressEditSchema,
    responses: { 200: envelope(UserAddressSchema) },
    metadata: userRoute,
    summary: 'Create (no id) or update an address',
  },
  del: {
    method: 'POST',
    path: '/api/front/address/del',
    body: AddressIdSchema,
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Delete an address',
  },
  setDefault: {
    method: 'POST',
    path: '/api/front/address/default/set',
    body: AddressIdSchema,
    // The real controller answers success() with no data (docs/backend-wire.md, addresses).
    responses: { 200: envelope(NullData) },
    metadata: userRoute,
    summary: 'Make an address the default',
  },
  getDefault: {
    method: 'GET',
    path: '/api/front/address/default',
    responses: { 200: envelope(UserAddressSchema.nullable()) },
    metadata: userRoute,
    summary: 'My default address (null when I have none)',
  },
  detail: {
    method: 'GET',
    path: '/api/front/address/detail/:id',
    pathParams: z.object({ id: idParam }),
    // data null for an id that is not one of the user's (docs/backend-wire.md, addresses).
    responses: { 200: envelope(UserAddressSchema.nullable()) },
    metadata: userRoute,
    summary: 'One of my addresses',
  },
  ipInfo: {
    method: 'POST',
    path: '/api/front/address/ip/info',
    body: c.noBody(),
    responses: { 200: envelope(IpInfoSchema) },
    metadata: userRoute,
    summary: "The caller's country guessed from its IP (pre-fills the address form)",
  },
});
