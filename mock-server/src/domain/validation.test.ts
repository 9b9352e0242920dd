import { EmailLoginSchema, ProductListQuerySchema, ResetPasswordSchema, SendCodeSchema } from '@contract';
import { describe, expect, it } from 'vitest';
import { describeZodError } from './validation';

const message = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown): string => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return describeZodError(result.error as never, 'body');
};

describe('validation messages', () => {
  it('a union of "" and a number explains the number, not the literal', () => {
    expect(message(ProductListQuerySchema, { cid: 'abc' })).toBe('cid: This value is not valid');
  });

  it('name the field and give the English text of the contract key', () => {
    expect(message(EmailLoginSchema, { email: 'nope', password: 'x' })).toBe('email: Please enter a valid email address');
    expect(message(EmailLoginSchema, { email: 'a@b.co' })).toBe('password: This field is required');
    expect(message(SendCodeSchema, { phone: '13800138000', countryCode: 'xx' })).toBe('countryCode: Please choose a country code');
    expect(message(ResetPasswordSchema, { email: 'a@b.co', captcha: '123456', newPassword: 'Abcdef12!', passwordAgain: 'Abcdef12?' })).toBe(
      'passwordAgain: The two passwords do not match',
    );
  });
});
