import { describe, expect, it } from 'vitest';
import { parseUrlId } from './url-ids';

describe('parseUrlId', () => {
  it('reads one to nine digits, blanks around them ignored', () => {
    expect(parseUrlId('1')).toBe(1);
    expect(parseUrlId('007')).toBe(7);
    expect(parseUrlId(' 42 ')).toBe(42);
    expect(parseUrlId('999999999')).toBe(999_999_999);
  });
  it('refuses nothing, zero, signs, fractions, exponents, words and ten digits', () => {
    for (const value of [null, undefined, '', '  ', '0', '000', '-1', '+1', '1.5', '1e3', 'abc', '12a', '1234567890'])
      expect(parseUrlId(value)).toBeNull();
  });
  it('refuses a number above the given maximum', () => {
    expect(parseUrlId('100000', 100_000)).toBe(100_000);
    expect(parseUrlId('100001', 100_000)).toBeNull();
  });
});
