import { z } from 'zod';

/**
 * Field rules shared by the contract's bodies and the web forms.
 * Email per spec §5: letters, digits, underscore or hyphen (dots allowed between them), @, a domain, at least
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
export const phoneField = z.string().trim().min(1, 'emptyPhone').regex(/^\d{4,15}$/, 'correctPhone');
export const captchaField = z.string().trim().min(1, 'emptyCaptche').regex(CODE_PATTERN, 'correctCaptche');
/**
 * Dial code: forms send "+86", the tourist form sends 86; both are stored in one normal form, digits only.
 */
export const countryCodeField = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim().replace(/^\+/, ''))
  .refine((value) => /^\d{1,4}$/.test(value), 'countryCode');

export const idParam = z.coerce.number().int().positive();
export const money = z.number();
/** `yyyy-MM-dd HH:mm:ss` (backend-api.md §1.5). */
export const dateTime = z.string();
