import type { QueryClient } from '@tanstack/react-query';
import { getCookie } from '../lib/api/cookies';
import { loadConfig } from '../lib/config';
import { initI18n } from '../lib/i18n/i18n';
import { matchPath } from 'react-router-dom';
import { DEFAULT_LOCALE, LOCALE_COOKIE, localizePath, splitLocale, toLocale, type Locale } from '../lib/i18n/locales';
import { createQueryClient } from '../lib/api/query-client';
import { isLoggedIn } from '../lib/api/session';
import { cartCountQueryOptions } from '../shell/cart-count';
import { homeHotKeywordsQueryOptions } from '../shell/home-hot-keywords';
import { homePcIndexQueryOptions } from '../shell/home-pc-index';
import { productsCategoryTreeQueryOptions } from '../shell/products-category-tree';
import { userInfoQueryOptions } from '../shell/user-info';
import { yieldToBrowser } from '../lib/react/yield-to-browser';
import { rememberPage } from './loaded-pages';
import { frameCalls, type FirstViewContext } from './first-view/calls';
import { fetching, startFirstView, type FirstViewQueries } from './first-view/run';
import { pageRoutes, type PageModule, type PageRoute } from './route-table';

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

/**
 * The frame's queries (app/first-view/calls.ts, frameCalls): asked for as soon as the config names the API instead of
 * after the first render has mounted the header (docs/adr/0016-first-load-on-a-phone.md). Same query options as
 * the components, so they find the answer (or the request in flight) in the cache.
 */
const FRAME_QUERIES: FirstViewQueries = {
  'home.pcIndex': () => fetching(homePcIndexQueryOptions),
  'products.categoryTree': () => fetching(productsCategoryTreeQueryOptions),
  'home.hotKeywords': () => fetching(homeHotKeywordsQueryOptions),
  // The user's own data may meet a session that died meanwhile (401): that must not stick to the header's later
  // mount after a new sign-in, so these two keep the usual retry on mount.
  'user.info': () => fetching(userInfoQueryOptions, false),
  'cart.count': () => fetching(cartCountQueryOptions, false),
};

/**
 * Starts the first view's queries: the frame's at once, the page's (and its nested tab's) as soon as their code is
 * here, each page module giving its declaration and the query options of its keys (PageModule.firstView).
 * `serverOnly`: the server's bindings of what only it asks for (first-view/calls.ts, `serverOnly`). Resolves when every one has settled (the server waits for
 * that; the browser does not).
 */
export function startFirstViewOf(
  queryClient: QueryClient,
  page: { module: Promise<PageModule | undefined>; childModule: Promise<PageModule | undefined> },
  context: FirstViewContext & { serverOnly?: FirstViewQueries },
): Promise<unknown> {
  const viewer = context.signedIn ? 'user' : 'guest';
  const own = (module: PageModule | undefined) =>
    module?.firstView &&
    startFirstView(queryClient, module.firstView.calls(context), { ...module.firstView.queries, ...context.serverOnly }, viewer);
  return Promise.all([
    startFirstView(queryClient, frameCalls(context.signedIn), FRAME_QUERIES, viewer),
    page.module.then(own),
    page.childModule.then(own),
  ]);
}

/** The nested page route under `route` that a path opens (a shop's home, category or coupon tab), if any. */
export function childRouteForPath(route: PageRoute, path: string): PageRoute | undefined {
  return route.children?.find((child) =>
    child.index
      ? matchPath({ path: `/${route.path}`, end: true }, path) !== null
      : matchPath({ path: `/${route.path}/${child.path}`, end: true }, path) !== null,
  );
}

/** The route's params for a path (unprefixed), as the router will give them to the page. */
export function routeParams(route: PageRoute, path: string): Record<string, string | undefined> {
  if (route.index) return {};
  return matchPath({ path: `/${route.path}`, end: !route.children }, path)?.params ?? {};
}

/** Everything before the first render; answers the query client the app then uses. */
export async function start(queryClient: QueryClient = createQueryClient()): Promise<QueryClient> {
  // The first load's modules have just been evaluated, in one task; the work below starts a task of its own, and
  // the frame's requests below another (lib/react/yield-to-browser.ts: shorter tasks block a phone for less).
  await yieldToBrowser();
  const { locale, redirectTo } = resolveStartLocale();
  if (redirectTo) window.history.replaceState(window.history.state, '', redirectTo);
  // Fetch the page's own chunk alongside the config and the catalogs instead of after them; the router's lazy
  // load then finds the module already there. A failure here is left to the router, which handles it.
  const path = splitLocale(window.location.pathname).path;
  const route = routeForPath(path);
  const child = route ? childRouteForPath(route, path) : undefined;
  const page = route?.load().catch(() => undefined);
  const childPage = child?.load().catch(() => undefined);
  // The shell's catalogs and the first page's, so the first render has all its text.
  const text = initI18n(locale, [...new Set([...(route?.ns ?? []), ...(child?.ns ?? [])])]);
  await loadConfig();
  // The API is known from here on: the frame's requests leave now, the page's own as soon as its code is here.
  const signedIn = isLoggedIn();
  await yieldToBrowser();
  void startFirstViewOf(
    queryClient,
    { module: page ?? Promise.resolve(undefined), childModule: childPage ?? Promise.resolve(undefined) },
    { params: route ? routeParams(route, path) : {}, search: new URLSearchParams(window.location.search), signedIn },
  );
  await text;
  // The first render waits for the page's code too (it left with the config, so it is usually there by now): a
  // page that mounts without suspending paints with its data, with no fallback in between (docs/adr/0018).
  const [module, childModule] = await Promise.all([page, childPage]);
  if (route && module) rememberPage(route, module.default);
  if (child && childModule) rememberPage(child, childModule.default);
  return queryClient;
}
