import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice, parseBackendDate } from './format';

describe('formatPrice', () => {
  it('uses the currency symbol with two decimals', () => {
    expect(formatPrice(1234.5, 'en', '$')).toBe('$1,234.50');
  });
  it('defaults the symbol to $', () => {
    expect(formatPrice(3, 'en', null)).toBe('$3.00');
    expect(formatPrice(3, 'en', '')).toBe('$3.00');
  });
  it('follows the locale number format', () => {
    expect(formatPrice(1234.5, 'fr', '€').replace(/\s/g, ' ')).toBe('€1 234,50');
    expect(formatPrice(1234.5, 'es', '€')).toBe('€1234,50');
  });
});

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
