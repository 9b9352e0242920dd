/**
 * Money in the mock: records keep numbers and the domain rounds every amount to cents; the wire carries decimal
 * strings with two places, as the real backend's BigDecimal serialiser does (docs/backend-wire.md, money).
 */

/** An amount as the real backend writes it: "12.50". */
export function wireMoney(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** The same, keeping null (absent prices of invalid cart lines, vipPrice). */
export function wireMoneyOrNull(amount: number | null | undefined): string | null {
  return amount === null || amount === undefined ? null : wireMoney(amount);
}

/** Money in cents, so sums and shares never drift by a floating-point cent. */
export function cents(value: string | number): number {
  return Math.round(Number(value) * 100);
}

/** Cents back to the wire's decimal string. */
export function centsToWire(value: number): string {
  return (value / 100).toFixed(2);
}

/** Cents back to a record's amount. */
export function centsToAmount(value: number): number {
  return value / 100;
}

/**
 * shopPayCurrency as the real backend stores and sends it: a JSON object encoded in a string; clients parse it and
 * read `symbol` (docs/backend-wire.md, currency). The default is the shape the real one has when unset.
 */
export const DEFAULT_PAY_CURRENCY = JSON.stringify({ country: 'US', currency: 'USD', symbol: '$', ID: '256' });
