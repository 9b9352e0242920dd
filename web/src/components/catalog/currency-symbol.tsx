import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode } from 'react';
import { currencySymbol, DEFAULT_CURRENCY_SYMBOL } from '../../lib/format/currency';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';

/** The shop currency's symbol, read once for the whole page by CurrencySymbolProvider. */
export const CurrencySymbolContext = createContext<string | null>(null);

const selectSymbol = (data: { shopPayCurrency?: string | null }): string => currencySymbol(data.shopPayCurrency);

/**
 * Reads the shop currency (shopPayCurrency of the home data) once for everything inside it: the page frame
 * (app/root-layout.tsx) wraps the whole page in it. A product grid shows forty prices; one React Query observer per
 * price made every list render measurably slower on a phone (docs/adr/0016-first-load-on-a-phone.md).
 */
export function CurrencySymbolProvider({ children }: { children: ReactNode }) {
  const { data: symbol } = useQuery({ ...homePcIndexQueryOptions(), select: selectSymbol });
  return <CurrencySymbolContext value={symbol ?? DEFAULT_CURRENCY_SYMBOL}>{children}</CurrencySymbolContext>;
}
