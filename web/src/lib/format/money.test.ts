import { describe, expect, it } from 'vitest';
import { currencySymbol } from './currency';
import { LOCALE_INTL, LOCALES } from '../i18n/locales';
import { addCents, cents, compareMoney, formatAmount, formatMoney, isPositive, subtractCents, timesQuantity, toCents } from './money';

describe('toCents', () => {
  it('reads the wire decimal strings exactly', () => {
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('0')).toBe(0);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('-3.10')).toBe(-310);
    expect(toCents(' 7 ')).toBe(700);
  });
  it('rounds a third decimal half up', () => {
    expect(toCents('1.005')).toBe(101);
    expect(toCents('1.004')).toBe(100);
  });
  it('reads nothing or garbage as zero, never NaN', () => {
    for (const value of [null, undefined, '', 'abc', '1.2.3', '.', Number.NaN]) expect(toCents(value)).toBe(0);
  });
  it('reads a number from a non-conforming backend as currency units', () => {
    expect(toCents(12.5)).toBe(1250);
  });
});

describe('arithmetic in cents', () => {
  it('adds to the cent where floats drift', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in cents it is exact.
    expect(addCents(toCents('0.10'), toCents('0.20'))).toBe(toCents('0.30'));
    const lines = ['19.99', '5.01', '0.33'].map((price) => timesQuantity(toCents(price), 3));
    expect(addCents(...lines)).toBe(7599);
    expect(subtractCents(toCents('10.00'), toCents('2.35'))).toBe(765);
  });
  it('compares wire texts and cents alike', () => {
    expect(compareMoney('10.00', '9.99')).toBeGreaterThan(0);
    expect(compareMoney(toCents('5'), '5.00')).toBe(0);
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('0.01')).toBe(true);
  });
});

describe('currencySymbol', () => {
  it('parses the JSON object the real backend sends in shopPayCurrency', () => {
    expect(currencySymbol('{"country":"US","currency":"USD","symbol":"$","ID":"256"}')).toBe('$');
    expect(currencySymbol('{"country":" 中国大陆","currency":"人民币","symbol":"¥","ID":"53"}')).toBe('¥');
  });
  it('takes a short plain text as the symbol itself', () => {
    expect(currencySymbol('€')).toBe('€');
  });
  it('falls back to $ for nothing, broken JSON, a JSON without symbol or a long text', () => {
    for (const value of [null, undefined, '', '{"symbol":', '{"currency":"EUR"}', 'Euro currency', '{"symbol":""}']) {
      expect(currencySymbol(value)).toBe('$');
    }
  });
});

describe('formatMoney', () => {
  it('uses the currency symbol with two decimals', () => {
    expect(formatMoney('1234.5', 'en', '$')).toBe('$1,234.50');
    expect(formatMoney(toCents('3'), 'en')).toBe('$3.00');
    expect(formatMoney('3', 'en', '')).toBe('$3.00');
  });
  it('follows the locale currency format: number and place of the symbol', () => {
    expect(formatMoney('327.1', 'fr', '$')).toBe('327,10\u00a0$');
    expect(formatMoney('1234.5', 'fr', '€').replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatMoney('1234.5', 'es', '€')).toBe('1234,50\u00a0€');
  });
  // The shop's symbol in the place a full Intl currency format puts it (narrowSymbol writes USD as "$" everywhere).
  it.each([...LOCALES])('writes the symbol where a full Intl currency format does in %s', (locale) => {
    const reference = new Intl.NumberFormat(LOCALE_INTL[locale], { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    for (const amount of [0, 1, 327_10, 1234_50, 1234567_89, -2_50, -1327_10]) {
      expect(formatMoney(cents(amount), locale, '$')).toBe(reference.format(amount / 100));
    }
  });
  it('puts the sign before the symbol and shows no NaN for garbage', () => {
    expect(formatMoney('-2.5', 'en')).toBe('-$2.50');
    expect(formatMoney('oops', 'en')).toBe('$0.00');
  });
});

describe('formatAmount', () => {
  // Node carries the full CLDR data (Chromium's ICU has less: no Lao), so this is the reference it is written after.
  const amounts = [0, 1, 5, 10, 99, 100, 150, 999_99, 1000_00, 1234_50, 9999_99, 10000_00, 12345_67, 123456_78, 1234567_89, 123456789_01];
  it.each([...LOCALES])('writes every amount as a full Intl.NumberFormat does in %s', (locale) => {
    const reference = new Intl.NumberFormat(LOCALE_INTL[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of amounts) expect(formatAmount(cents(amount), locale)).toBe(reference.format(amount / 100));
  });
  it('writes the absolute value: the sign is formatMoney’s', () => {
    expect(formatAmount(cents(-1234_50), 'en')).toBe('1,234.50');
  });
});
