import { z } from 'zod';

/**
 * Field rules shared by the contract's bodies and the web forms.
 * Email per docs/product-rules.md: letters, digits, underscore or hyphen (dots allowed between them), @, a domain, at least
 * one dot segment.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** Real backend (RegularConstants): 8-20 characters with at least 3 of upper, lower, digit, symbol. */
export function passwordStrong(value: string): boolean {
  if (value.length < 8 || value.length > 20) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  return classes >= 3;
}
export const CODE_PATTERN = /^\d{6}$/;

export const emailField = z.string().trim().min(1, 'emailEmpty').max(100, 'tooLong').regex(EMAIL_PATTERN, 'correctEmail');
export const loginPasswordField = z.string().min(1, 'emptyPassword').max(64, 'tooLong');
export const newPasswordField = z.string().min(1, 'emptyPassword').refine(passwordStrong, 'passwordRule');
/**
 * What registration takes on the wire: any non-blank password (the real backend's strength check is commented out,
 * docs/backend-wire.md, auth). The web's forms ask for newPasswordField's rule.
 */
export const registerPasswordField = z
  .string()
  .refine((value) => value.trim() !== '', 'emptyPassword')
  .pipe(z.string().max(64, 'tooLong'));
export const phoneField = z
  .string()
  .trim()
  .min(1, 'emptyPhone')
  .regex(/^\d{4,15}$/, 'correctPhone');
export const captchaField = z.string().trim().min(1, 'emptyCaptche').regex(CODE_PATTERN, 'correctCaptche');
/**
 * Dial code: forms send "+86", the tourist form sends 86; both are stored in one normal form, digits only.
 */
export const countryCodeField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/^\+/, ''))
  .refine((value) => /^\d{1,4}$/.test(value), 'countryCode');

export const idParam = z.coerce.number().int().positive();

/** A decimal number written as text: "12.50", "0", "-3.1" (docs/backend-wire.md, money). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
/**
 * Money on the wire: the real backend serialises every BigDecimal as a JSON string ("12.50"), never a number
 * (docs/backend-wire.md, money). Parse it with the web's money module before comparing or adding.
 */
export const money = z.string().regex(DECIMAL_PATTERN, 'invalid');
/** Weight and volume are BigDecimal too, so strings on the wire. */
export const decimal = z.string().regex(DECIMAL_PATTERN, 'invalid');

/**
 * An Integer field of a request body: Jackson coerces a numeric string ("12") as well as a number, and reads an
 * empty string as null (docs/backend-wire.md, request coercion).
 */
export const jsonInt = z.union([
  z.number().int('invalid'),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'invalid')
    .transform(Number),
]);
/**
 * An optional id where the real clients send null, "" or 0 for "none" (couponId in checkout): all three, and an
 * absent key, read as 0.
 */
export const noneOrId = z
  .union([z.null(), z.literal(''), jsonInt])
  .optional()
  .transform((value) => (value === null || value === '' || value === undefined ? 0 : value))
  .pipe(z.number().int().min(0, 'outOfRange'));
/** An optional text where null stands for "not sent" (phone: null at checkout). */
export const nullableText = (max: number) => z.string().max(max, 'tooLong').nullish();

/** `yyyy-MM-dd HH:mm:ss` (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
export const dateTime = z.string();
/** `yyyy-MM-dd` (a few responses format dates without the time: coupons of an order). */
export const dateOnly = z.string();
