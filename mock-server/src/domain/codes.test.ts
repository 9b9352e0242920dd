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
    // check leaves the code; take uses it up in the same step.
    expect(() => codes.take('sms', '86-13800138000', code, 1000)).not.toThrow();
    expect(() => codes.take('sms', '86-13800138000', code, 2000)).toThrow(codeMessages.missing);
    expect(() => codes.check('sms', '86-13800138000', code, 2000)).toThrow(codeMessages.missing);
  });

  it('take counts a wrong code as a try and leaves the code for the right one', () => {
    const codes = store();
    const code = codes.issue('reset-email', 'a@example.com', 0);
    expect(() => codes.take('reset-email', 'a@example.com', '000000', 1)).toThrow(codeMessages.wrong);
    expect(() => codes.take('reset-email', ' A@Example.com ', code, 1)).not.toThrow();
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

  it('holds codes and resend marks until they expire on the clock, and at most maxEntries of each', () => {
    let n = 0;
    const codes = new CodeStore(() => String(100000 + n++), 3);
    for (let i = 0; i < 5; i += 1) codes.issue('sms', `t${i}`, i);
    // Bounded: the two oldest were evicted.
    expect(codes.size).toEqual({ codes: 3, resendMarks: 3 });
    expect(() => codes.check('sms', 't0', '100000', 10)).toThrow(codeMessages.missing);
    expect(() => codes.check('sms', 't4', '100004', 10)).not.toThrow();
    // Once the resend marks' 60 s are up, the next write sweeps them; the codes live on for their 5 minutes.
    codes.issue('sms', 'late', RESEND_MS + 10);
    expect(codes.size).toEqual({ codes: 3, resendMarks: 1 });
    // 5 minutes on, the next write sweeps the codes sent before then ('late' still has its time).
    codes.issue('sms', 'later', CODE_TTL_MS + 10);
    expect(codes.size).toEqual({ codes: 2, resendMarks: 1 });
    expect(() => codes.check('sms', 't4', '100004', CODE_TTL_MS + 10)).toThrow(codeMessages.missing);
  });

  it('matches email targets case-insensitively', () => {
    const codes = store();
    const code = codes.issue('register-email', 'New@Example.com', 0);
    expect(() => codes.check('register-email', 'new@example.com', code, 1)).not.toThrow();
  });
});
