import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLoaded } from '../../lib/react/deferred-part';
import { changeLocale } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locales';
import { endSession, isLoggedIn, recheckSession } from '../../lib/api/session';
import { useLoggedIn } from '../../lib/react/use-session';
import { queryKey } from '../../lib/api/query-keys';
import { authTokenIsExistQueryOptions } from '../../shell/auth-token-is-exist';

/**
 * docs/storefront.md, States: on layout load ask the server whether the stored token still exists; a false answer ends the session.
 * Errors say nothing about the token, so they change nothing.
 */
export function useTokenCheck(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn()) return;
    let cancelled = false;
    // A check in the background: once the page has loaded and the browser is idle, so it is not one more request
    // before the page's content paints (docs/adr/0016-first-load-on-a-phone.md).
    pageLoaded()
      .then(() => (cancelled ? undefined : queryClient.fetchQuery(authTokenIsExistQueryOptions())))
      .then((exists) => {
        if (!cancelled && exists === false) endSession();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [queryClient]);
}

/** A signed-out visitor must not see the last user's cached data (cart count, menus, profile). */
export function useDropUserDataOnSignOut(): void {
  const loggedIn = useLoggedIn();
  const queryClient = useQueryClient();
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current && !loggedIn) queryClient.removeQueries({ queryKey: queryKey('user') });
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, queryClient]);
}

/** Keeps the interface language on the URL's locale when a link or history step crosses prefixes. */
export function useLocaleSync(locale: Locale): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== locale) void changeLocale(locale);
  }, [locale, i18n]);
}

/**
 * docs/storefront.md, States: when the signed-in state changes while a page is open (a sign-out or sign-in in another tab changes the
 * shared cookies), the page follows once the reader comes back to it. Cookies fire no events, so on focus every
 * reader of the session re-reads it (the guard then moves a guest off a member page).
 */
export function useSessionRecheckOnFocus(): void {
  useEffect(() => {
    const recheck = () => recheckSession();
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
