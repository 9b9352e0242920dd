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
 * How many digits a phone number has after its dial code, for the dial codes of the shop's main markets
 * (docs/product-rules.md, addresses): the national significant number, [min, max]. Other dial codes take 4 to
 * 15 - (dial code's digits), E.164's whole length. Kept short on purpose: a length check catches a number typed
 * half or twice, not every numbering plan's detail.
 */
const PHONE_DIGITS: Readonly<Record<string, readonly [number, number]>> = {
  '1': [10, 10], // United States, Canada and the rest of the North American plan
  '7': [10, 10],
  '33': [9, 9],
  '34': [9, 9],
  '39': [6, 11],
  '44': [9, 10],
  '49': [6, 13],
  '60': [9, 10],
  '61': [9, 9],
  '62': [9, 12],
  '63': [10, 10],
  '65': [8, 8],
  '66': [8, 9],
  '81': [9, 10],
  '82': [9, 10],
  '84': [9, 10],
  '86': [11, 11],
  '91': [10, 10],
  '852': [8, 8],
  '853': [8, 8],
  '855': [8, 9],
  '856': [8, 10],
  '886': [9, 9],
};

/**
 * Whether a phone number has a plausible length for its dial code. A single trunk "0" written in front (07911
 * 123456 in the United Kingdom) is not counted, except under +1 and +86, whose numbers never start with it. An
 * empty phone (none) and an empty dial code (not chosen yet) pass: the pattern and the country field speak for those.
 */
export function phoneFitsDialCode(countryCode: string, phone: string): boolean {
  const code = countryCode.trim().replace(/^\+/, '');
  const digits = phone.trim();
  if (code === '' || digits === '' || !/^\d+$/.test(digits)) return true;
  const national = code !== '1' && code !== '86' && digits.startsWith('0') ? digits.slice(1) : digits;
  // The table's own entries only: a code such as `constructor` (the form checks the pattern beside this) is none.
  const [min, max] = (Object.hasOwn(PHONE_DIGITS, code) ? PHONE_DIGITS[code] : undefined) ?? [4, Math.max(4, 15 - code.length)];
  return national.length >= min && national.length <= max;
}

/**
 * UserAddress (backend:common/model/user/UserAddress). Overseas addresses are a country plus one free-text line; province, city,
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
 * POST /api/front/address/edit as the real backend takes it (backend:common/request/UserAddressRequest, docs/backend-wire.md,
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
export const AddressFormSchema = z
  .object({
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
  })
  .refine((form) => phoneFitsDialCode(form.countryCode, form.phone), { message: 'correctPhone', path: ['phone'] });
export type AddressForm = z.infer<typeof AddressFormSchema>;

export const AddressIdSchema = z.object({ id: jsonInt.pipe(z.number().positive('invalid')) });

/**
 * What POST address/ip/info answers: the IP-geolocation service's JSON for the caller's address, passed through
 * whole (ipapi.co's fields; docs/backend-wire.md, addresses). The original desktop client reads `country_name` and
 * `country_calling_code`, and `region` and `city` to pre-fill the address form. A field the service cannot fill
 * for an address it located only roughly is null.
 */
export const IpLocationSchema = z
  .object({
    ip: z.string(),
    network: z.string().nullable(),
    version: z.enum(['IPv4', 'IPv6']),
    city: z.string().nullable(),
    region: z.string().nullable(),
    region_code: z.string().nullable(),
    country: z.string(),
    country_name: z.string(),
    country_code: z.string(),
    country_code_iso3: z.string(),
    country_capital: z.string(),
    country_tld: z.string(),
    continent_code: z.string(),
    in_eu: z.boolean(),
    postal: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string().nullable(),
    utc_offset: z.string().nullable(),
    country_calling_code: z.string(),
    currency: z.string(),
    currency_name: z.string(),
    languages: z.string(),
    country_area: z.number(),
    country_population: z.number(),
    asn: z.string().nullable(),
    org: z.string().nullable(),
  })
  .passthrough();
export type IpLocation = z.infer<typeof IpLocationSchema>;

/**
 * The service's answer when it places nothing, passed through the same way: a loopback, private or reserved
 * address (`{ip, reserved: true}`), or an error such as its rate limit (`{error: true, reason}`).
 */
export const IpUnplacedSchema = z.union([
  z.object({ ip: z.string(), reserved: z.literal(true) }).passthrough(),
  z.object({ error: z.literal(true), reason: z.string() }).passthrough(),
]);

export const IpInfoSchema = z.union([IpLocationSchema, IpUnplacedSchema]);
export type IpInfo = z.infer<typeof IpInfoSchema>;

/** The answer placed the caller: it has a country to pre-fill. */
export const isIpLocation = (info: IpInfo): info is IpLocation => 'country_code' in info && typeof info.country_code === 'string';

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
