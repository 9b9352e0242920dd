import { z } from 'zod';
import { c, userRoute } from '../common/c.ts';
import { envelope, NullData } from '../common/envelope.ts';
import { countryCodeField, dateTime, emailField, idParam } from '../common/fields.ts';
import { pageInfo, PageQuerySchema } from '../common/page.ts';

/** A user may keep at most this many addresses (a mock rule; the real backend sets no limit). */
export const MAX_ADDRESSES = 20;

export const ADDRESS_LIMITS = { realName: 64, country: 64, detail: 256, postCode: 16 } as const;
/** Letters, digits, spaces and hyphens, starting with a letter or digit; empty means "no post code". */
export const POST_CODE_PATTERN = /^([A-Za-z0-9][A-Za-z0-9 -]*)?$/;
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
  /** Dial code, digits only ("86"); null when the address has no phone. */
  countryCode: z.string().nullable(),
  phone: z.string().nullable(),
  detail: z.string(),
  /** The real backend stores an Integer post code; the mock keeps letters too (UK, NL, CA codes). */
  postCode: z.union([z.string(), z.number()]).nullable(),
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
 * POST /api/front/address/edit (A:dto/UserAddressRequest): no id creates, an id updates. spec §5 asks for the
 * consignee name, detailed address and post code messages: the web maps `required`/`invalid` on those fields to
 * them; the mock answers the field name with the generic text.
 */
export const AddressEditSchema = z.object({
  id: z.number().int().positive().optional(),
  realName: z.string().trim().min(1, 'required').max(ADDRESS_LIMITS.realName, 'tooLong'),
  email: emailField,
  country: z.string().trim().min(1, 'required').max(ADDRESS_LIMITS.country, 'tooLong'),
  detail: z.string().trim().min(1, 'required').max(ADDRESS_LIMITS.detail, 'tooLong'),
  postCode: z.string().trim().max(ADDRESS_LIMITS.postCode, 'tooLong').regex(POST_CODE_PATTERN, 'invalid').optional(),
  countryCode: countryCodeField.optional(),
  phone: z.string().trim().regex(ADDRESS_PHONE_PATTERN, 'correctPhone').optional(),
  /** Always sent: the real service reads it without a null check (backend-api.md §10). */
  isDefault: z.boolean(),
});
export type AddressEdit = z.input<typeof AddressEditSchema>;
export type AddressEditParsed = z.output<typeof AddressEditSchema>;

export const AddressIdSchema = z.object({ id: z.number().int().positive() });

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
    // The real controller answers success() with no data; the mock sends the new default.
    responses: { 200: envelope(UserAddressSchema.nullable()) },
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
    // The real backend answers data null for an id that is not the user's; the mock answers code 404.
    responses: { 200: envelope(UserAddressSchema.nullable()) },
    metadata: userRoute,
    summary: 'One of my addresses',
  },
});
