import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { pcIndexQueryOptions } from '../../features/site/api/pc-index';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';

/** Formats money with the shop currency (shopPayCurrency of the home data) and the page locale. */
export function usePriceFormat(): (value: number) => string {
  const { locale } = useLocale();
  const { data: symbol } = useQuery({ ...pcIndexQueryOptions(), select: (data) => data.shopPayCurrency });
  return useCallback((value: number) => formatPrice(value, locale, symbol), [locale, symbol]);
}

export function Price({ value, className = '' }: { value: number; className?: string }) {
  const format = usePriceFormat();
  return <span className={`font-semibold text-red-700 ${className}`}>{format(value)}</span>;
}

/** The list price, struck through; screen readers hear "List price" before it. */
export function ListPrice({ value, className = '' }: { value: number; className?: string }) {
  const format = usePriceFormat();
  const { t } = useTranslation('catalog');
  return (
    <span className={`text-sm text-base-content/70 ${className}`}>
      <span className="sr-only">{t('price.list')} </span>
      <s>{format(value)}</s>
    </span>
  );
}
