import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, type ZoneOffset } from './format';
import { i18n, initI18n } from '../i18n/i18n';
import { LOCALE_INTL, LOCALES } from '../i18n/locales';

// The month names are in each language's common catalog, which the app loads before it renders.
beforeAll(async () => {
  for (const locale of LOCALES) await initI18n(locale);
});

/** A backend date ("yyyy-MM-dd HH:mm:ss", GMT+8) as the instant it names. */
function instantOf(text: string): Date {
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = text.split(/[- :]/).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}

/** A named zone's offset at an instant, read from Intl (the test's reference, not the code's). */
function zoneOf(timeZone: string): ZoneOffset {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
  return (instant) => {
    const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
    return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  };
}
const shanghai = zoneOf('Asia/Shanghai');

describe('backend dates', () => {
  it('formats by locale and falls back to the raw text', () => {
    expect(formatDate('2026-01-02 08:00:00', 'en', false, shanghai)).toBe('Jan 2, 2026');
    expect(formatDate('2026-01-02 08:00:00', 'th', false, shanghai)).toBe('2 ม.ค. 2569');
    expect(formatDate('garbage', 'en')).toBe('garbage');
  });

  it("shows the time on the shopper's clock with the zone's name", () => {
    // 09:00 in the backend's GMT+8 is 01:00 UTC: 8 PM the day before in New York, 2 AM in Paris.
    expect(formatDate('2026-11-26 09:00:00', 'en', true, zoneOf('America/New_York'))).toBe('Nov 25, 2026, 8:00 PM GMT-5');
    expect(formatDate('2026-11-26 09:00:00', 'fr', true, zoneOf('Europe/Paris'))).toBe('26 nov. 2026, 02:00 UTC+1');
    expect(formatDate('2026-11-26 09:00:00', 'en', true, zoneOf('Asia/Kolkata'))).toBe('Nov 26, 2026, 6:30 AM GMT+5:30');
    expect(formatDate('2026-11-26 09:00:00', 'en', false, zoneOf('America/New_York'))).toBe('Nov 25, 2026');
  });

  it('takes the month names from the catalog of the date’s language, and numbers them when it is not loaded', () => {
    expect(formatDate('2026-02-02', 'lo')).toBe('2 ກ.ພ. 2026');
    const spanish = i18n.getResourceBundle('es', 'common') as Record<string, unknown>;
    i18n.removeResourceBundle('es', 'common');
    expect(formatDate('2026-02-02', 'es')).toBe('2 2 2026');
    i18n.addResourceBundle('es', 'common', spanish);
    expect(formatDate('2026-02-02', 'es')).toBe('2 feb 2026');
  });

  it('writes a day without a time (coupon validity) as the same localised date, whatever the zone', () => {
    expect(formatDate('2028-03-11', 'en', false, zoneOf('America/New_York'))).toBe('Mar 11, 2028');
    expect(formatDate('2028-03-11', 'fr')).toBe('11 mars 2028');
  });

  it("reads the browser's zone by default (the process zone here)", () => {
    const instant = Date.UTC(2026, 10, 26, 1, 0);
    const offset = -new Date(instant).getTimezoneOffset();
    const expected = formatDate('2026-11-26 09:00:00', 'en', true, () => offset);
    expect(formatDate('2026-11-26 09:00:00', 'en', true)).toBe(expected);
  });

  // Node carries the full CLDR data: the reference the catalogs' month names are written after. Every month, and the
  // hours where the clocks differ (midnight, morning, noon, afternoon, the last minute).
  const samples: string[] = [];
  for (let month = 1; month <= 12; month += 1)
    for (const [day, time] of [
      [1, '00:00:00'],
      [9, '09:05:00'],
      [15, '12:00:00'],
      [28, '13:30:00'],
      [month === 2 ? 28 : 30, '23:59:59'],
    ] as const)
      samples.push(`2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${time}`);
  samples.push('1999-12-31 11:59:00', '2030-07-04 00:30:00');

  const zones = ['Asia/Shanghai', 'UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'America/St_Johns'];
  it.each([...LOCALES])('writes every date as a full Intl.DateTimeFormat does in %s, in several zones', (locale) => {
    for (const timeZone of zones) {
      const date = new Intl.DateTimeFormat(LOCALE_INTL[locale], { dateStyle: 'medium', timeZone });
      const dateTime = new Intl.DateTimeFormat(LOCALE_INTL[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone });
      const zoneName = new Intl.DateTimeFormat(LOCALE_INTL[locale], { timeZone, timeZoneName: 'shortOffset' });
      const label = (instant: Date) => zoneName.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
      // Newer ICU puts a narrow no-break space before AM/PM; the text is compared with ordinary spaces.
      const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
      const zone = zoneOf(timeZone);
      for (const sample of samples) {
        const instant = instantOf(sample);
        expect(formatDate(sample, locale, false, zone)).toBe(plain(date.format(instant)));
        expect(formatDate(sample, locale, true, zone)).toBe(`${plain(dateTime.format(instant))} ${label(instant)}`);
      }
    }
  });
});
