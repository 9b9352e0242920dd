import { describe, expect, it } from 'vitest';
import { redactBodyText, redactHeader, redactJson, redactQuery, REDACTED } from './redact';

describe('redaction of recordings', () => {
  it('replaces secrets and personal fields anywhere in JSON with a value of the same type, keeping empty ones', () => {
    const login = {
      code: 200,
      message: 'ok',
      data: { token: 'a'.repeat(32), uid: 7, nikeName: 'Ann', phone: '', email: 'ann@example.com', identity: null, key: 'k1' },
    };
    expect(redactJson(login, 'response')).toEqual({
      code: 200,
      message: 'ok',
      data: { token: REDACTED, uid: 7, nikeName: REDACTED, phone: '', email: REDACTED, identity: null, key: REDACTED },
    });
    const address = {
      list: [{ id: 1, realName: 'Ann Lee', detail: '1 Market St', postCode: 94105, country: 'United States', isDefault: true }],
    };
    expect(redactJson(address, 'response')).toEqual({
      list: [{ id: 1, realName: REDACTED, detail: REDACTED, postCode: 0, country: 'United States', isDefault: true }],
    });
    const place = { ip: '203.0.113.7', city: 'Bangkok', latitude: 13.75, country_name: 'Thailand', country_code: 'TH' };
    expect(redactJson(place, 'response')).toEqual({
      ip: REDACTED,
      city: REDACTED,
      latitude: 0,
      country_name: 'Thailand',
      country_code: 'TH',
    });
  });

  it('takes a string `code` for a verification code and leaves the envelope code; names only in requests', () => {
    expect(redactJson({ email: 'a@b.c', code: '123456', password: 'Passw0rd!', newPassword: 'x', captcha: '1234' }, 'request')).toEqual({
      email: REDACTED,
      code: REDACTED,
      password: REDACTED,
      newPassword: REDACTED,
      captcha: REDACTED,
    });
    // A product's or a category's name is not personal; the name a social sign-in sends is.
    expect(redactJson({ code: 200, data: [{ name: 'Yoga Mats' }] }, 'response')).toEqual({ code: 200, data: [{ name: 'Yoga Mats' }] });
    expect(redactJson({ id: '42', name: 'Ann Lee', picture: 'https://x/p.jpg' }, 'request')).toEqual({
      id: '42',
      name: REDACTED,
      picture: REDACTED,
    });
  });

  it('redacts query parameters, form bodies, bare-string bodies and token headers', () => {
    expect(redactQuery('identity=abc&orderNo=SH1&email=a%40b.c')).toBe(
      `identity=${encodeURIComponent(REDACTED)}&orderNo=SH1&email=${encodeURIComponent(REDACTED)}`,
    );
    expect(redactBodyText('phone=13800138000&countryCode=86', 'application/x-www-form-urlencoded', 'request')).toBe(
      `phone=${encodeURIComponent(REDACTED)}&countryCode=86`,
    );
    // The bare-string routes' body (docs/backend-wire.md, "Headers and tokens"), quoted or not.
    expect(redactBodyText('"ann@example.com"', 'application/json', 'request')).toBe(JSON.stringify(REDACTED));
    expect(redactBodyText('ann@example.com', 'application/json', 'request')).toBe(REDACTED);
    expect(redactBodyText('{"cartNum":2}', 'application/json; charset=utf-8', 'request')).toBe('{"cartNum":2}');
    expect(redactHeader('Authori-zation', 'a'.repeat(32))).toBe(REDACTED);
    expect(redactHeader('content-type', 'application/json')).toBe('application/json');
  });
});
