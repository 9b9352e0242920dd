import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { localizePath, splitLocale, type Locale } from '../i18n/locales';

/** The locale of the current URL and a helper that prefixes paths with it. */
export function useLocale(): { locale: Locale; path: string; to: (path: string) => string } {
  const location = useLocation();
  const { locale, path } = splitLocale(location.pathname);
  const to = useCallback((target: string) => localizePath(target, locale), [locale]);
  return { locale, path, to };
}
