import { describe, expect, it } from 'vitest';
import { formatDate, parseBackendDate } from './format';

describe('backend dates', () => {
  it('reads yyyy-MM-dd HH:mm:ss as GMT+8', () => {
    expect(parseBackendDate('2026-01-02 08:00:00')?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(parseBackendDate('nope')).toBeNull();
  });
  it('formats by locale and falls back to the raw text', () => {
    expect(formatDate('2026-01-02 08:00:00', 'en')).toBe('Jan 2, 2026');
    expect(formatDate('garbage', 'en')).toBe('garbage');
  });
});
