import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySymbolContext } from './currency-symbol';
import { DEFAULT_CURRENCY_SYMBOL } from '../../lib/format/currency';
import { formatMoney, type MoneyValue } from '../../lib/format/money';
import { useLocale } from '../../lib/routing/use-locale';

/**
 * Formats money (a wire text or cents) with the shop currency and the page locale. Outside a CurrencySymbolProvider
 * (a component rendered on its own in a unit test) the symbol is the default one.
 */
export function usePriceFormat(): (value: MoneyValue) => string {
  const { locale } = useLocale();
  const symbol = useContext(CurrencySymbolContext) ?? DEFAULT_CURRENCY_SYMBOL;
  return useCallback((value: MoneyValue) => formatMoney(value, locale, symbol), [locale, symbol]);
}

export function Price({ value, className = '' }: { value: MoneyValue; className?: string }) {
  const format = usePriceFormat();
  return <span className={`font-semibold text-red-700 ${className}`}>{format(value)}</span>;
}

/** The list price, struck through; screen readers hear "List price" before it. */
export function ListPrice({ value, className = '' }: { value: MoneyValue; className?: string }) {
  const format = usePriceFormat();
  const { t } = useTranslation();
  return (
    <span className={`text-sm text-base-content/70 ${className}`}>
      <span className="sr-only">{t('kit.listPrice')} </span>
      <s>{format(value)}</s>
    </span>
  );
}
