import { getCookie } from '../lib/cookies';
import { loadConfig } from '../lib/config';
import { initI18n } from '../lib/i18n';
import { matchPath } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALE_COOKIE, localizePath, splitLocale, toLocale, type Locale } from '../lib/locales';
import { pageRoutes, type PageRoute } from './route-table';

/**
 * Decides the locale before the first render: the URL prefix wins; an unprefixed URL with a non-default locale
 * cookie is moved under that locale's prefix so the choice survives reloads (docs/storefront.md, States).
 */
export function resolveStartLocale(): { locale: Locale; redirectTo: string | null } {
  const { pathname, search, hash } = window.location;
  const split = splitLocale(pathname);
  if (split.prefixed) return { locale: split.locale, redirectTo: null };
  const fromCookie = toLocale(getCookie(LOCALE_COOKIE));
  if (fromCookie && fromCookie !== DEFAULT_LOCALE) {
    return { locale: fromCookie, redirectTo: `${localizePath(split.path, fromCookie)}${search}${hash}` };
  }
  return { locale: DEFAULT_LOCALE, redirectTo: null };
}

/** The top-level page route an unprefixed path opens (its module is what the first render waits for). */
export function routeForPath(path: string, routes: readonly PageRoute[] = pageRoutes): PageRoute | undefined {
  return routes.find((route) => (route.index ? path === '/' : matchPath({ path: `/${route.path}`, end: !route.children }, path) !== null));
}

export async function start(): Promise<void> {
  const { locale, redirectTo } = resolveStartLocale();
  if (redirectTo) window.history.replaceState(window.history.state, '', redirectTo);
  // Fetch the page's own chunk alongside the config and the catalogs instead of after them; the router's lazy
  // load then finds the module already there. A failure here is left to the router, which handles it.
  const route = routeForPath(splitLocale(window.location.pathname).path);
  route?.load().catch(() => undefined);
  // The shell's catalogs and the first page's, so the first render has all its text.
  await Promise.all([loadConfig(), initI18n(locale, route?.ns ?? [])]);
}
