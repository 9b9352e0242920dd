import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailPasswordFormSchema,
  emailRegisterFormSchema,
  forgotPasswordFormSchema,
  numericDialCode,
  phoneCodeFormSchema,
  phonePasswordFormSchema,
  phoneRegisterFormSchema,
  plusDialCode,
  resetPasswordFormSchema,
  touristFormSchema,
} from './form-schemas';

/** The validation key reported for each field (the first message wins, as the form shows one). */
function messages(schema: z.ZodTypeAny, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('sign-in form schemas (docs/product-rules.md)', () => {
  it('email login: email required and valid, password required, agreement ticked', () => {
    expect(messages(emailPasswordFormSchema, { email: '', password: '', agreement: false })).toEqual({
      email: 'emailEmpty',
      password: 'emptyPassword',
      agreement: 'agreement',
    });
    expect(messages(emailPasswordFormSchema, { email: 'a@b', password: 'x', agreement: true })).toEqual({ email: 'correctEmail' });
    expect(messages(emailPasswordFormSchema, { email: 'first_last-1@mail.example.com', password: 'x', agreement: true })).toEqual({});
  });

  it('phone and password login: phone, password and agreement required', () => {
    expect(messages(phonePasswordFormSchema, { phone: '', password: '', countryCode: '86', agreement: false })).toEqual({
      phone: 'emptyPhone',
      password: 'emptyPassword',
      agreement: 'agreement',
    });
    expect(messages(phonePasswordFormSchema, { phone: '13800138000', password: 'x', countryCode: '86', agreement: true })).toEqual({});
  });

  it('phone and code login: the code is required and 6 digits', () => {
    const base = { phone: '13800138000', countryCode: '86', agreement: true };
    expect(messages(phoneCodeFormSchema, { ...base, captcha: '' })).toEqual({ captcha: 'emptyCaptche' });
    expect(messages(phoneCodeFormSchema, { ...base, captcha: '12ab56' })).toEqual({ captcha: 'correctCaptche' });
    expect(messages(phoneCodeFormSchema, { ...base, captcha: '12345' })).toEqual({ captcha: 'correctCaptche' });
    expect(messages(phoneCodeFormSchema, { ...base, captcha: '123456' })).toEqual({});
  });

  it('registration: the backend password rule (8-20, three classes) and the code when captchaOpen is on', () => {
    const email = { email: 'new@example.com', captcha: '123456', agreement: true };
    expect(messages(emailRegisterFormSchema(true), { ...email, password: '' })).toEqual({ password: 'emptyPassword' });
    for (const weak of ['Short1!', 'alllowercase1', 'NoDigitsHere', 'W'.repeat(18) + 'a1!']) {
      expect(messages(emailRegisterFormSchema(true), { ...email, password: weak }), weak).toEqual({ password: 'passwordRule' });
    }
    expect(messages(emailRegisterFormSchema(true), { ...email, password: 'Good-pass1' })).toEqual({});
    expect(messages(emailRegisterFormSchema(true), { ...email, captcha: '', password: 'Good-pass1' })).toEqual({ captcha: 'emptyCaptche' });
    expect(messages(emailRegisterFormSchema(false), { ...email, captcha: '', password: 'Good-pass1' })).toEqual({});
    expect(
      messages(phoneRegisterFormSchema(true), { phone: '', captcha: '', countryCode: '86', password: 'Good-pass1', agreement: false }),
    ).toEqual({
      phone: 'emptyPhone',
      captcha: 'emptyCaptche',
      agreement: 'agreement',
    });
  });

  it('forgot and reset password: email; code, new password, confirmation that matches', () => {
    expect(messages(forgotPasswordFormSchema, { email: '' })).toEqual({ email: 'emailEmpty' });
    const reset = { email: 'a@example.com', captcha: '123456', newPassword: 'Good-pass1' };
    expect(messages(resetPasswordFormSchema, { ...reset, passwordAgain: '' })).toEqual({ passwordAgain: 'againPassword' });
    expect(messages(resetPasswordFormSchema, { ...reset, passwordAgain: 'Good-pass2' })).toEqual({ passwordAgain: 'diffPassword' });
    expect(messages(resetPasswordFormSchema, { ...reset, passwordAgain: 'Good-pass1' })).toEqual({});
  });

  it('tourist: email required and valid, the phone optional', () => {
    expect(messages(touristFormSchema, { email: '', phone: '', countryCode: '86' })).toEqual({ email: 'emailEmpty' });
    expect(messages(touristFormSchema, { email: 'guest@example.com', phone: '', countryCode: '86' })).toEqual({});
    expect(messages(touristFormSchema, { email: 'guest@example.com', phone: '12', countryCode: '86' })).toEqual({ phone: 'correctPhone' });
  });
});

describe('dial codes', () => {
  it('forms send "+86", the tourist form the number 86', () => {
    expect(plusDialCode('86')).toBe('+86');
    expect(plusDialCode('+44')).toBe('+44');
    expect(numericDialCode('+856')).toBe(856);
    expect(numericDialCode(66)).toBe(66);
  });
});
