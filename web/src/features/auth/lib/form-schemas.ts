import {
  EmailLoginSchema,
  EmailRegisterSchema,
  MobileCaptchaLoginSchema,
  MobilePasswordLoginSchema,
  MobileRegisterSchema,
  ResetPasswordSchema,
  VisitorRegisterSchema,
  emailField,
  newPasswordField,
  type ValidationKey,
} from '@contract';
import { z } from 'zod';

/**
 * Form schemas of the login modal: the contract's body schemas (their messages are validation keys) extended
 * with the form-only fields. docs/product-rules.md: the sign-in and registration forms need the agreement ticked.
 */
const agreementMessage: ValidationKey = 'agreement';
export const agreementField = z.boolean().refine((ticked) => ticked, agreementMessage);

export const phonePasswordFormSchema = MobilePasswordLoginSchema.extend({ agreement: agreementField });
export const emailPasswordFormSchema = EmailLoginSchema.extend({ agreement: agreementField });
export const phoneCodeFormSchema = MobileCaptchaLoginSchema.extend({ agreement: agreementField });
export const forgotPasswordFormSchema = z.object({ email: emailField });
/** The contract's schema already checks the confirmation (againPassword) and the match (diffPassword). */
export const resetPasswordFormSchema = ResetPasswordSchema;
export const touristFormSchema = VisitorRegisterSchema;

/** Registration with a code (captchaOpen on, the default) or without one (captchaOpen off). */
export function emailRegisterFormSchema(captchaOpen: boolean) {
  // The backend takes any non-blank password; the form asks for the strong rule (docs/backend-wire.md, auth).
  const base = EmailRegisterSchema.extend({ password: newPasswordField, agreement: agreementField });
  return captchaOpen ? base : base.extend({ captcha: z.string().optional() });
}

export function phoneRegisterFormSchema(captchaOpen: boolean) {
  const base = MobileRegisterSchema.extend({ password: newPasswordField, agreement: agreementField });
  return captchaOpen ? base : base.extend({ captcha: z.string().optional() });
}

/** Forms send the dial code as "+86" (docs/storefront.md, Requests); the tourist form sends the bare number (86). */
export function plusDialCode(dialCode: string | number): string {
  return `+${String(dialCode).replace(/^\+/, '')}`;
}

export function numericDialCode(dialCode: string | number): number {
  return Number(String(dialCode).replace(/^\+/, ''));
}
