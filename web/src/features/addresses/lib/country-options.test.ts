import { describe, expect, it } from 'vitest';
import { countryChoices, findCountry, type CountryOption } from './country-options';

const countries: CountryOption[] = [
  { code: 'US', dialCode: '1', name: 'United States', CNName: '美国' },
  { code: 'CN', dialCode: '86', name: 'China', CNName: '中国' },
  { code: 'DE', dialCode: '49', name: 'Germany', CNName: '德国' },
];

describe('country choices', () => {
  it('names and sorts countries in the reader language, keeping the English name as the value', () => {
    expect(countryChoices(countries, 'en').map((c) => c.label)).toEqual(['China', 'Germany', 'United States']);
    const french = countryChoices(countries, 'fr');
    expect(french.map((c) => c.label)).toEqual(['Allemagne', 'Chine', 'États-Unis']);
    expect(french.map((c) => c.name)).toEqual(['Germany', 'China', 'United States']);
    expect(countryChoices(countries, 'zh-CN').find((c) => c.code === 'CN')?.label).toBe('中国');
  });

  it('finds a stored country by its English or Chinese name', () => {
    expect(findCountry(countries, 'united states')?.code).toBe('US');
    expect(findCountry(countries, '中国')?.code).toBe('CN');
    expect(findCountry(countries, 'Atlantis')).toBeUndefined();
    expect(findCountry(countries, '  ')).toBeUndefined();
  });
});
