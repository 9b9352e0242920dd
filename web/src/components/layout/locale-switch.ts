import { localizePath, splitLocale, type Locale } from '../../lib/i18n/locales';

/** The same page under another locale's prefix, query and hash kept. */
export function pathForLocale(location: { pathname: string; search: string; hash: string }, target: Locale): string {
  const { path } = splitLocale(location.pathname);
  return `${localizePath(path, target)}${location.search}${location.hash}`;
}
