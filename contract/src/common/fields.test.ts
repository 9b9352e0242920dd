import { describe, expect, it } from 'vitest';
import { captchaField, countryCodeField, EMAIL_PATTERN, emailField, passwordStrong, phoneField } from './fields.ts';
import { isValidationKey } from './messages.ts';

describe('email rule (docs/product-rules.md)', () => {
  it.each(['a@b.co', 'first_last-1@mail.example.com', 'x.y@d-1.org'])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });
  it.each(['a@b', 'no-at.example.com', '@b.com', 'a@.com', 'a b@c.com'])('refuses %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
  it('reports emailEmpty then correctEmail', () => {
    expect(emailField.safeParse('').error?.issues[0]?.message).toBe('emailEmpty');
    expect(emailField.safeParse('nope').error?.issues[0]?.message).toBe('correctEmail');
  });
});

describe('password rule (backend RegularConstants)', () => {
  it.each(['Passw0rd!', 'abcDEF123', 'abc123!@#', 'ABC!@#def'])('accepts %s', (pw) => expect(passwordStrong(pw)).toBe(true));
  it.each(['short1A', 'alllowercase', 'abcdefgh1', 'A'.repeat(21) + 'a1'])('refuses %s', (pw) => expect(passwordStrong(pw)).toBe(false));
});

describe('codes and phones', () => {
  it('wants exactly 6 digits', () => {
    expect(captchaField.safeParse('123456').success).toBe(true);
    expect(captchaField.safeParse('12345').error?.issues[0]?.message).toBe('correctCaptche');
    expect(captchaField.safeParse('').error?.issues[0]?.message).toBe('emptyCaptche');
    expect(captchaField.safeParse('abcdef').success).toBe(false);
  });
  it('wants a phone', () => {
    expect(phoneField.safeParse('').error?.issues[0]?.message).toBe('emptyPhone');
    expect(phoneField.safeParse('13800138000').success).toBe(true);
  });
  it('normalises "+86" and 86 to one form', () => {
    expect(countryCodeField.parse('+86')).toBe('86');
    expect(countryCodeField.parse(86)).toBe('86');
    expect(countryCodeField.safeParse('+').success).toBe(false);
  });
  it('uses translatable message keys', () => {
    for (const result of [emailField.safeParse(''), phoneField.safeParse('x'), captchaField.safeParse('1')]) {
      expect(isValidationKey(result.error?.issues[0]?.message ?? '')).toBe(true);
    }
  });
});
