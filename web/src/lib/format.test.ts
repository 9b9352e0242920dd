import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import { LOCALE_INTL, LOCALES } from './locales';

/** A backend date ("yyyy-MM-dd HH:mm:ss", GMT+8) as the instant it names. */
function instantOf(text: string): Date {
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0] = text.split(/[- :]/).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s));
}

describe('backend dates', () => {
  it('formats by locale and falls back to the raw text', () => {
    expect(formatDate('2026-01-02 08:00:00', 'en')).toBe('Jan 2, 2026');
    expect(formatDate('2026-01-02 08:00:00', 'th')).toBe('2 ม.ค. 2569');
    expect(formatDate('garbage', 'en')).toBe('garbage');
  });

  // Node carries the full CLDR data: the reference the tables are written after. Every month, and the hours where
  // the clocks differ (midnight, morning, noon, afternoon, the last minute).
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

  it.each([...LOCALES])('writes every date as a full Intl.DateTimeFormat does in %s (GMT+8)', (locale) => {
    const date = new Intl.DateTimeFormat(LOCALE_INTL[locale], { dateStyle: 'medium', timeZone: 'Asia/Shanghai' });
    const dateTime = new Intl.DateTimeFormat(LOCALE_INTL[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
    // Newer ICU puts a narrow no-break space before AM/PM; the text is compared with ordinary spaces.
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    for (const sample of samples) {
      const instant = instantOf(sample);
      expect(formatDate(sample, locale)).toBe(plain(date.format(instant)));
      expect(formatDate(sample, locale, true)).toBe(plain(dateTime.format(instant)));
    }
  });
});
