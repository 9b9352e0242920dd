import { describe, expect, it } from 'vitest';
import { COUNTRIES, flagOf } from './countries';
import { DEFAULT_COUNTRY_CODE, DEFAULT_DIAL_CODE, searchCountries } from './country-search';

const codes = (query: string) => searchCountries(COUNTRIES, query).map((c) => c.code);

describe('the country list', () => {
  it('has about two hundred countries with unique ISO codes, digits-only dial codes and both names', () => {
    expect(COUNTRIES.length).toBeGreaterThan(200);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code, c.name).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode, c.name).toMatch(/^\d{1,4}$/);
      expect(c.CNName, c.name).not.toBe('');
    }
  });

  it('defaults to China, +86', () => {
    expect(COUNTRIES.find((c) => c.code === DEFAULT_COUNTRY_CODE)?.dialCode).toBe(DEFAULT_DIAL_CODE);
  });

  it('gives every country an SVG flag from the flag-icons package, never an emoji', () => {
    expect(flagOf('CN')).toMatch(/flag-icons\/flags\/4x3\/cn\.svg/);
    expect(flagOf('la')).toMatch(/\/la\.svg/);
    expect(flagOf('ZZ')).toBe('');
    for (const c of COUNTRIES) expect(c.flag, c.name).toMatch(/\.svg/);
  });
});

describe('searchCountries (docs/storefront.md, Screens: name, Chinese name or dial code)', () => {
  it('matches the English name without case or accents', () => {
    expect(codes('thai')).toEqual(['TH']);
    expect(codes('  FRANCE ')).toContain('FR');
    expect(codes('cote')).toEqual(['CI']);
  });

  it('matches the Chinese name', () => {
    expect(codes('泰国')).toEqual(['TH']);
    expect(codes('老挝')).toEqual(['LA']);
    expect(codes('中国')).toEqual(expect.arrayContaining(['CN', 'HK', 'MO', 'TW']));
  });

  it('matches dial codes with or without "+", exact matches first', () => {
    expect(codes('66')[0]).toBe('TH');
    expect(codes('+856')).toEqual(['LA']);
    expect(codes('1').slice(0, 2).sort()).toEqual(['CA', 'US']);
    expect(codes('86')[0]).toBe('CN');
  });

  it('returns everything for an empty query and nothing for nonsense', () => {
    expect(codes('')).toHaveLength(COUNTRIES.length);
    expect(codes('zzzz')).toEqual([]);
  });
});
