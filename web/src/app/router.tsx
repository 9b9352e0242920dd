import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALES } from '../lib/locales';
import { pageRoutes, type Guard, type PageRoute } from './route-table';
import { RootLayout } from './root-layout';
import { RouteErrorPage, NotFoundPage } from './route-error';

export interface RouteHandle {
  guard: Guard;
  titleKey: string;
}

function toRouteObject(route: PageRoute): RouteObject {
  const handle: RouteHandle = { guard: route.guard, titleKey: route.titleKey };
  const lazy = async () => ({ Component: (await route.load()).default });
  if (route.index) return { index: true, handle, lazy };
  return { path: route.path, handle, lazy, children: route.children?.map(toRouteObject) };
}

function LaoRedirect() {
  const location = useLocation();
  return <Navigate replace to={`${location.pathname.replace(/^\/lao(?=\/|$)/, '/lo')}${location.search}${location.hash}`} />;
}

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [...pageRoutes.map(toRouteObject), { path: '*', element: <NotFoundPage /> }];
  const layout = { element: <RootLayout />, errorElement: <RouteErrorPage />, children };
  return [
    { path: '/', ...layout },
    ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ path: `/${locale}`, ...layout })),
    { path: '/lao/*', element: <LaoRedirect /> },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
