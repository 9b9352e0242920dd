/*
 * The shop currency's symbol, apart from lib/format/money.ts: the page frame reads it (components/catalog/currency-symbol.tsx)
 * and must not bring the money formatting into every page's first load (docs/adr/0012, the 140 KB budget).
 */

/** The default currency symbol when the backend gives none we can read. */
export const DEFAULT_CURRENCY_SYMBOL = '$';

/**
 * The shop currency's symbol from `shopPayCurrency`: the real backend sends a JSON object encoded in a string
 * ({"currency":"USD","symbol":"$",…}); a plain short text ("€") is taken as the symbol itself; anything else,
 * or nothing, gives "$" (docs/backend-wire.md, currency).
 */
export function currencySymbol(shopPayCurrency: string | null | undefined): string {
  const text = (shopPayCurrency ?? '').trim();
  if (text === '') return DEFAULT_CURRENCY_SYMBOL;
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && 'symbol' in parsed) {
        const symbol = (parsed as { symbol: unknown }).symbol;
        if (typeof symbol === 'string' && symbol.trim() !== '' && symbol.trim().length <= 4) return symbol.trim();
      }
    } catch {
      // not JSON after all: fall through to the default
    }
    return DEFAULT_CURRENCY_SYMBOL;
  }
  return text.length <= 4 ? text : DEFAULT_CURRENCY_SYMBOL;
}
