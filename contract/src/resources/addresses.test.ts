import { describe, expect, it } from 'vitest';
import { AddressFormSchema, phoneFitsDialCode } from './addresses';

describe('phoneFitsDialCode (docs/product-rules.md, addresses)', () => {
  it('holds a phone to the length its dial code gives, not counting a trunk 0 where one is written', () => {
    expect(phoneFitsDialCode('1', '415555')).toBe(false);
    expect(phoneFitsDialCode('1', '4155550123')).toBe(true);
    expect(phoneFitsDialCode('+1', '41555501234')).toBe(false);
    expect(phoneFitsDialCode('86', '13800138000')).toBe(true);
    expect(phoneFitsDialCode('86', '1380013800')).toBe(false);
    expect(phoneFitsDialCode('44', '07911123456')).toBe(true);
    expect(phoneFitsDialCode('33', '612345678')).toBe(true);
    expect(phoneFitsDialCode('33', '61234567')).toBe(false);
  });
  it('gives other dial codes E.164 lengths, and lets no phone or no dial code through', () => {
    expect(phoneFitsDialCode('998', '901234567')).toBe(true);
    expect(phoneFitsDialCode('998', '1234567890123')).toBe(false);
    expect(phoneFitsDialCode('1', '')).toBe(true);
    expect(phoneFitsDialCode('', '415555')).toBe(true);
  });

  it('takes a code missing from the table, even one named like a prototype member, by the general bound', () => {
    for (const code of ['constructor', 'toString', '__proto__', 'hasOwnProperty', '999']) {
      expect(phoneFitsDialCode(code, '1234'), code).toBe(true);
      expect(phoneFitsDialCode(code, '123'), code).toBe(false);
    }
  });

  it('leaves a form with such a code refused for its pattern, not thrown', () => {
    const form = {
      realName: 'A',
      email: '',
      country: 'China',
      detail: '1 Road',
      postCode: '',
      countryCode: 'constructor',
      phone: '13800138000',
      isDefault: false,
    };
    const result = AddressFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('countryCode');
  });
});
