import { LOCALE_INTL, type Locale } from './locales';

/** Backend dates are "yyyy-MM-dd HH:mm:ss" in GMT+8 (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
export function parseBackendDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}

export function formatDate(value: string, locale: Locale, withTime = false): string {
  const date = parseBackendDate(value);
  if (!date) return value;
  return new Intl.DateTimeFormat(LOCALE_INTL[locale], {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'Asia/Shanghai',
  }).format(date);
}
