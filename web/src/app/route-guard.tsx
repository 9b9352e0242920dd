import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { localizePath, splitLocale } from '../lib/i18n/locales';
import { useLoggedIn } from '../lib/react/use-session';
import { useRouteInfo } from './route-info';
import { paths } from '../lib/routing/paths';

/**
 * docs/storefront.md, States: a guest on a member page goes to /login with the path remembered (?redirect=); a signed-in user on a
 * guest-only page goes home. Routes with guard 'public' opt out.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const guards = useRouteInfo().map((info) => info.guard);
  const { locale } = splitLocale(location.pathname);
  if (guards.includes('auth') && !loggedIn) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate replace to={localizePath(paths.login({ redirect: back }), locale)} />;
  }
  if (guards.includes('guest') && loggedIn) {
    return <Navigate replace to={localizePath('/', locale)} />;
  }
  return <>{children}</>;
}
