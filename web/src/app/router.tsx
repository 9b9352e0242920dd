import { lazy, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { DocumentTitle } from '../components/layout/document-title';
import { loadNamespaces } from '../lib/i18n/i18n';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n/locales';
import { loadedPage, rememberPage } from './loaded-pages';
import { RootLayout } from './root-layout';
import { NotFoundPage } from './route-error';
import { RouteGuard } from './route-guard';
import { RouteInfoContext } from './route-info';
import { trackLoad } from '../lib/routing/route-loading';
import { pageRoutes, type PageRoute } from './route-table';
import { useRouteTitle } from './use-route-title';

/**
 * Declarative routes (BrowserRouter + useRoutes) rather than the data router: nothing here uses loaders or
 * actions, and the data router's runtime costs about 17 KB gzip of first-load JS (docs/adr/0009).
 * Each page module is a React.lazy component, created once when the route table is built; it resolves when the
 * page's code and its i18n namespaces are both there.
 */

/** A leaf route titles the document: its page's own title (usePageTitle), else the route's. */
function RouteTitle({ children }: { children: ReactNode }) {
  return <DocumentTitle routeTitle={useRouteTitle()}>{children}</DocumentTitle>;
}

function RoutePage({ route, page }: { route: PageRoute; page: ComponentType }) {
  // Chosen once per route: a page already loaded (the first page, or one seen before) renders without
  // suspending; the lazy one otherwise. The choice is kept while the route stays (switching from the lazy
  // component to the loaded one later would remount the page); the router reuses this element across routes.
  const [chosen, setChosen] = useState(() => ({ route, Page: loadedPage(route) ?? page }));
  let Page = chosen.Page;
  if (chosen.route !== route) {
    const next = { route, Page: loadedPage(route) ?? page };
    setChosen(next);
    Page = next.Page;
  }
  const parents = useContext(RouteInfoContext);
  const chain = useMemo(() => [...parents, { guard: route.guard, titleKey: route.titleKey }], [parents, route]);
  const guarded = (
    <RouteGuard>
      <Page />
    </RouteGuard>
  );
  // A route with tabs leaves the title to the tab's route.
  return (
    <RouteInfoContext.Provider value={chain}>{route.children ? guarded : <RouteTitle>{guarded}</RouteTitle>}</RouteInfoContext.Provider>
  );
}

/** A page's code and the catalogs it renders with, fetched side by side. */
export function loadRoute(route: PageRoute): Promise<{ default: ComponentType }> {
  return Promise.all([route.load(), loadNamespaces(route.ns ?? [])]).then(([module]) => {
    rememberPage(route, module.default);
    return module;
  });
}

function toRouteObject(route: PageRoute): RouteObject {
  const element = <RoutePage route={route} page={lazy(() => trackLoad(() => loadRoute(route)))} />;
  if (route.index) return { index: true, element };
  return { path: route.path, element, children: route.children?.map(toRouteObject) };
}

function LaoRedirect() {
  const location = useLocation();
  return <Navigate replace to={`${location.pathname.replace(/^\/lao(?=\/|$)/, '/lo')}${location.search}${location.hash}`} />;
}

export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = [...pageRoutes.map(toRouteObject), { path: '*', element: <NotFoundPage /> }];
  const layout = { element: <RootLayout />, children };
  return [
    { path: '/', ...layout },
    ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({ path: `/${locale}`, ...layout })),
    { path: '/lao/*', element: <LaoRedirect /> },
  ];
}

const routes = buildRoutes();

export function AppRoutes() {
  return useRoutes(routes);
}
