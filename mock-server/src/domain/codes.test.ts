import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, CodeStore, codeMessages, RESEND_MS } from './codes';

const store = () => {
  let n = 0;
  return new CodeStore(() => String(123456 + n++));
};

describe('CodeStore', () => {
  it('issues 6-digit codes that work once', () => {
    const codes = new CodeStore();
    const code = codes.issue('sms', '86-13800138000', 0);
    expect(code).toMatch(/^\d{6}$/);
    expect(() => codes.check('sms', '86-13800138000', code, 1000)).not.toThrow();
    codes.consume('sms', '86-13800138000');
    expect(() => codes.check('sms', '86-13800138000', code, 2000)).toThrow(codeMessages.missing);
  });

  it('expires after 5 minutes', () => {
    const codes = store();
    const code = codes.issue('register-email', 'a@example.com', 0);
    expect(() => codes.check('register-email', 'a@example.com', code, CODE_TTL_MS - 1)).not.toThrow();
    expect(() => codes.check('register-email', 'a@example.com', code, CODE_TTL_MS)).toThrow(codeMessages.missing);
  });

  it('dies after 5 wrong tries', () => {
    const codes = store();
    const code = codes.issue('sms', 't', 0);
    for (let i = 0; i < 4; i += 1) expect(() => codes.check('sms', 't', '000000', 1)).toThrow(codeMessages.wrong);
    expect(() => codes.check('sms', 't', '000000', 1)).toThrow(codeMessages.tooMany);
    expect(() => codes.check('sms', 't', code, 1)).toThrow(codeMessages.missing);
  });

  it('refuses a resend within 60 s, per target and purpose', () => {
    const codes = store();
    codes.issue('sms', 't', 0);
    expect(() => codes.issue('sms', 't', RESEND_MS - 1000)).toThrow(/wait 1 seconds/);
    expect(() => codes.issue('sms', 'other', 1)).not.toThrow();
    expect(() => codes.issue('reset-email', 't', 1)).not.toThrow();
    const second = codes.issue('sms', 't', RESEND_MS);
    expect(() => codes.check('sms', 't', second, RESEND_MS + 1)).not.toThrow();
  });

  it('matches email targets case-insensitively', () => {
    const codes = store();
    const code = codes.issue('register-email', 'New@Example.com', 0);
    expect(() => codes.check('register-email', 'new@example.com', code, 1)).not.toThrow();
  });
});
