/** The fields the country picker searches and shows (countries.ts; kept apart so the search stays tiny). */
export interface SearchableCountry {
  code: string;
  dialCode: string;
  name: string;
  CNName: string;
}

/** docs/storefront.md, Limits: the default dial code. China is its owner (+86). */
export const DEFAULT_DIAL_CODE = '86';
export const DEFAULT_COUNTRY_CODE = 'CN';

/**
 * docs/storefront.md, Screens: filters on the name (case- and accent-insensitive, any word start or substring), the Chinese name,
 * or the dial code (with or without "+"; a dial-code query matches dial codes that start with it).
 * Exact dial-code matches come first.
 */
export function searchCountries<C extends SearchableCountry>(countries: readonly C[], query: string): C[] {
  const q = query.trim();
  if (!q) return [...countries];
  const digits = q.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    const hits = countries.filter((c) => c.dialCode.startsWith(digits));
    return [...hits.filter((c) => c.dialCode === digits), ...hits.filter((c) => c.dialCode !== digits)];
  }
  const needle = fold(q);
  return countries.filter((c) => fold(c.name).includes(needle) || c.CNName.includes(q) || c.code.toLowerCase() === needle);
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
