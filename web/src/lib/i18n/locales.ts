/** The six interface languages (docs/storefront.md, Screens): en is the default and has no URL prefix. */
export const LOCALES = ['en', 'zh-CN', 'es', 'fr', 'th', 'lo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
/** The original shop's code for Lao. */
export const LOCALE_ALIASES: Record<string, Locale> = { lao: 'lo', zh: 'zh-CN', 'zh-cn': 'zh-CN' };
/** Each language named in itself, for the dropdown. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  es: 'Español',
  fr: 'Français',
  th: 'ไทย',
  lo: 'ລາວ',
};
/** BCP 47 tags for Intl number and date formatting. */
export const LOCALE_INTL: Record<Locale, string> = { en: 'en-US', 'zh-CN': 'zh-CN', es: 'es-ES', fr: 'fr-FR', th: 'th-TH', lo: 'lo-LA' };

/**
 * The language a URL's first segment or the locale cookie names: a language's code, or an alias in any case. Only the
 * table's own entries count: a segment such as `/constructor` or `/toString` is a path, not a name to look up on the
 * table's prototype.
 */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  if ((LOCALES as readonly string[]).includes(value)) return value as Locale;
  const alias = [value, value.toLowerCase()].find((name) => Object.hasOwn(LOCALE_ALIASES, name));
  return alias === undefined ? null : (LOCALE_ALIASES[alias] ?? null);
}

/** Splits "/zh-CN/goods_detail/1" into the locale and the unprefixed path "/goods_detail/1". */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  const locale = first && first !== DEFAULT_LOCALE ? toLocale(first) : null;
  if (!locale || locale === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path: pathname || '/', prefixed: false };
  return { locale, path: match?.[2] ?? '/', prefixed: true };
}

/** Puts a locale prefix on an unprefixed path (none for the default locale). */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}
