import { getCookie } from '../lib/cookies';
import { loadConfig } from '../lib/config';
import { initI18n } from '../lib/i18n';
import { DEFAULT_LOCALE, LOCALE_COOKIE, localizePath, splitLocale, toLocale, type Locale } from '../lib/locales';

/**
 * Decides the locale before the first render: the URL prefix wins; an unprefixed URL with a non-default locale
 * cookie is moved under that locale's prefix so the choice survives reloads (spec §4).
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

export async function start(): Promise<void> {
  const { locale, redirectTo } = resolveStartLocale();
  if (redirectTo) window.history.replaceState(window.history.state, '', redirectTo);
  await Promise.all([loadConfig(), initI18n(locale)]);
}
