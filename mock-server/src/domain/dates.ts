/** The real backend formats dates as `yyyy-MM-dd HH:mm:ss` in GMT+8 (docs/backend-wire.md, Texts inside strings, dates and order numbers). */
const OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number): string => String(n).padStart(2, '0');

export function formatDateTime(date: Date | number): string {
  const d = new Date((typeof date === 'number' ? date : date.getTime()) + OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Parses a `yyyy-MM-dd HH:mm:ss` (GMT+8) string back to epoch ms; NaN when malformed. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - OFFSET_MS;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
