import { DEFAULT_CURRENCY_SYMBOL } from './currency';
import { type Locale } from '../i18n/locales';

/**
 * Money in the web (docs/backend-wire.md, money). The backend sends every amount as a decimal string ("12.50");
 * the web turns it into integer minor units (cents) before it compares, adds or multiplies, so no float sum ever
 * drifts by a cent, and formats cents back for display. Every price, fee, total and comparison goes through here.
 */

/** An amount in cents. Branded so a plain number (a float, a quantity) cannot pass for money by mistake. */
export type Cents = number & { readonly __cents: true };

/** What the wire carries: a decimal string (null where a field may be absent). */
export type MoneyText = string | null | undefined;
/** Either form: a wire text, or cents already parsed. */
export type MoneyValue = MoneyText | Cents;

const DECIMAL = /^\s*(-)?(\d*)(?:\.(\d*))?\s*$/;

export function cents(value: number): Cents {
  return Math.round(value) as Cents;
}

export const ZERO = cents(0);

/**
 * Parses a wire amount into cents, rounding half up on the third decimal. A number is read as currency units (a
 * backend that sends numbers against its own contract). Anything that is not a decimal number (null, "", "abc",
 * NaN) reads as 0, so a page never shows NaN.
 */
export function toCents(value: string | number | null | undefined): Cents {
  if (typeof value === 'number') return Number.isFinite(value) ? cents(value * 100) : ZERO;
  if (typeof value !== 'string') return ZERO;
  const match = DECIMAL.exec(value);
  if (!match) return ZERO;
  const [, sign, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return ZERO;
  const padded = `${fraction}000`;
  let amount = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) amount += 1;
  return cents(sign ? -amount : amount);
}

export function addCents(...amounts: Cents[]): Cents {
  return cents(amounts.reduce((sum, amount) => sum + amount, 0));
}

export function subtractCents(from: Cents, amount: Cents): Cents {
  return cents(from - amount);
}

/** A unit price times a quantity. */
export function timesQuantity(unit: Cents, quantity: number): Cents {
  return cents(unit * quantity);
}

/** Negative, zero or positive as `a` is below, equal to or above `b`. */
export function compareMoney(a: MoneyValue, b: MoneyValue): number {
  return asCents(a) - asCents(b);
}

export function isPositive(value: MoneyValue): boolean {
  return asCents(value) > 0;
}

/** Cents stay cents (the type brands them); a wire text is parsed. */
export function asCents(value: MoneyValue): Cents {
  return typeof value === 'number' ? value : toCents(value);
}

/**
 * How each locale writes an amount with two decimals, after the Unicode CLDR data (what a full Intl.NumberFormat
 * gives; money.test.ts compares the two on every locale). Written out instead of asking Intl because the first
 * Intl.NumberFormat a page makes loads the number data of the browser's ICU: 35-150 ms on a phone-speed CPU inside
 * the first render, the largest single cost of the checkout's first render (docs/adr/0016-first-load-on-a-phone.md).
 * It also makes the text the same in every browser: Chromium's smaller ICU data has no Lao and writes 1,234.50.
 * `minimumGrouping`: Spanish leaves four-digit amounts ungrouped (1234,50 but 12.345,50).
 */
const AMOUNT_STYLE: Record<Locale, { group: string; decimal: string; minimumGrouping: 1 | 2 }> = {
  en: { group: ',', decimal: '.', minimumGrouping: 1 },
  'zh-CN': { group: ',', decimal: '.', minimumGrouping: 1 },
  es: { group: '.', decimal: ',', minimumGrouping: 2 },
  fr: { group: '\u202f', decimal: ',', minimumGrouping: 1 },
  th: { group: ',', decimal: '.', minimumGrouping: 1 },
  lo: { group: '.', decimal: ',', minimumGrouping: 1 },
};

/** A non-negative amount in cents as the locale writes it with two decimals, without a currency symbol. */
export function formatAmount(value: Cents, locale: Locale): string {
  const style = AMOUNT_STYLE[locale];
  const abs = Math.abs(value);
  const whole = String(Math.floor(abs / 100));
  const fraction = String(abs % 100).padStart(2, '0');
  let grouped = whole;
  // Groups of three from the right, once the whole part has more digits than the locale leaves ungrouped.
  if (whole.length > 3 + style.minimumGrouping - 1) {
    const groups: string[] = [];
    for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
    grouped = groups.join(style.group);
  }
  return `${grouped}${style.decimal}${fraction}`;
}

/**
 * Where each locale puts the currency symbol and the minus sign, after the CLDR currency pattern (what
 * `Intl.NumberFormat(locale, {style: 'currency', currency, currencyDisplay: 'narrowSymbol'})` writes; money.test.ts
 * compares the two): French and Spanish write the symbol after the amount with a no-break space ("327,10 $"), Lao
 * before the sign. One pattern per locale, so a French page never reads "$327,10" (US symbol, French comma).
 */
const SYMBOL_PATTERN: Record<Locale, (sign: string, symbol: string, number: string) => string> = {
  en: (sign, symbol, number) => `${sign}${symbol}${number}`,
  'zh-CN': (sign, symbol, number) => `${sign}${symbol}${number}`,
  th: (sign, symbol, number) => `${sign}${symbol}${number}`,
  es: (sign, symbol, number) => `${sign}${number}\u00a0${symbol}`,
  fr: (sign, symbol, number) => `${sign}${number}\u00a0${symbol}`,
  lo: (sign, symbol, number) => `${symbol}${sign}${number}`,
};

/**
 * An amount with the shop's currency symbol (shopPayCurrency, docs/backend-wire.md "Currency") in the locale's
 * currency format: its number format (two decimals) and its place for the symbol.
 */
export function formatMoney(value: MoneyValue, locale: Locale, symbol: string = DEFAULT_CURRENCY_SYMBOL): string {
  const amount = asCents(value);
  const number = formatAmount(amount, locale);
  return SYMBOL_PATTERN[locale](amount < 0 ? '-' : '', symbol || DEFAULT_CURRENCY_SYMBOL, number);
}

/** Cents written back as the wire writes money ("12.50"), for URLs and storage. */
export function centsToText(value: Cents): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A money text read from a URL or storage: kept when it is a non-negative decimal, else null. */
export function readMoneyText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? trimmed : null;
}
