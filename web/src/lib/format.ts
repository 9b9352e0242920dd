import { LOCALE_INTL, type Locale } from './locales';

/** Backend dates are "yyyy-MM-dd HH:mm:ss" in GMT+8 (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
export function parseBackendDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}

/** One date format per locale and shape, made on first use (a new Intl formatter per call is slow; lib/money.ts). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(value: string, locale: Locale, withTime = false): string {
  const date = parseBackendDate(value);
  if (!date) return value;
  const key = `${locale} ${withTime ? 'time' : 'date'}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INTL[locale], {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Asia/Shanghai',
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}
