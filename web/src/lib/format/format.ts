import i18next from 'i18next';
import { type Locale } from '../i18n/locales';

/** Backend dates are "yyyy-MM-dd HH:mm:ss" in GMT+8 (docs/backend-wire.md, "Texts inside strings, dates and order numbers"). */
const BACKEND_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const BACKEND_OFFSET_HOURS = 8;
/** A day without a time ("2028-03-11": coupon validity, docs/backend-wire.md "Checkout"). */
const BACKEND_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The locale's short month names after the Unicode CLDR data (what Intl.DateTimeFormat's medium date style writes):
 * twelve words between spaces in its common catalog (`kit.months`), which the start loads in the shopper's language
 * and the server in each language it renders, so a page carries only its own language's names. Month numbers if
 * the catalog is not there.
 */
function monthName(locale: Locale, month: number): string {
  const names = i18next.getResource(locale, 'common', 'kit.months') as unknown;
  return (typeof names === 'string' ? names.split(' ')[month - 1] : undefined) ?? String(month);
}

const pad = (n: number): string => String(n).padStart(2, '0');

function datePart(locale: Locale, year: number, month: number, day: number): string {
  if (locale === 'zh-CN') return `${year}年${month}月${day}日`;
  const name = monthName(locale, month);
  if (locale === 'en') return `${name} ${day}, ${year}`;
  // Thai dates count years in the Buddhist era (543 years ahead).
  return `${day} ${name} ${locale === 'th' ? year + 543 : year}`;
}

function timePart(locale: Locale, hour: number, minute: number): string {
  if (locale === 'en') return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
  if (locale === 'es' || locale === 'lo') return `${hour}:${pad(minute)}`;
  return `${pad(hour)}:${pad(minute)}`;
}

/** Minutes east of UTC at an instant: the browser's own zone by default. */
export type ZoneOffset = (instant: number) => number;

const browserZone: ZoneOffset = (instant) => -new Date(instant).getTimezoneOffset();

/** The zone as Intl's `timeZoneName: 'shortOffset'` names it: "GMT+1", "GMT-5", "GMT+5:30" (French "UTC−5"). */
function zoneLabel(locale: Locale, offset: number): string {
  const sign = offset < 0 ? (locale === 'fr' ? '\u2212' : '-') : '+';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `${locale === 'fr' ? 'UTC' : 'GMT'}${sign}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/**
 * A backend date in the locale's medium date style (and short time with the zone's name), in the shopper's own time
 * zone: the backend writes "yyyy-MM-dd HH:mm:ss" on its clock, GMT+8 (docs/backend-wire.md, "Texts inside strings,
 * dates and order numbers"), so the text is read as that instant and shown on the browser's clock, labelled with
 * the browser's offset ("Nov 26, 2026, 2:00 AM GMT+1"). A date without a time ("2028-03-11", coupons) names a day,
 * not an instant, and is shown as that day.
 * Written out instead of asking Intl.DateTimeFormat because a page's first date formatter loads the browser's ICU
 * calendar data: about 65-110 ms on a phone-speed CPU in the render that shows the first review or order
 * (docs/adr/0016-first-load-on-a-phone.md). format.test.ts compares it with Node's full-ICU Intl on every
 * locale and several zones. Anything that is not a backend date is shown as it came.
 */
export function formatDate(value: string, locale: Locale, withTime = false, zone: ZoneOffset = browserZone): string {
  const match = BACKEND_DATE.exec(value);
  if (!match) {
    const day = BACKEND_DAY.exec(value);
    if (!day) return value;
    const [, year, month, date] = day.map(Number) as [number, number, number, number];
    return datePart(locale, year, month, date);
  }
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  const instant = Date.UTC(year, month - 1, day, hour - BACKEND_OFFSET_HOURS, minute, second);
  const offset = zone(instant);
  const local = new Date(instant + offset * 60_000);
  const date = datePart(locale, local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate());
  if (!withTime) return date;
  const separator = locale === 'zh-CN' || locale === 'th' ? ' ' : ', ';
  return `${date}${separator}${timePart(locale, local.getUTCHours(), local.getUTCMinutes())} ${zoneLabel(locale, offset)}`;
}
