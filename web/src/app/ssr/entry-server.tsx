import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router-dom';
import { TOKEN_HEADER } from '@contract';
import { parseConfig, setConfig } from '../../lib/config';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../../lib/i18n/locales';
import { SHELL_NAMESPACES, type Namespace } from '../../lib/i18n/namespaces';
import { serverPartsLoaded } from '../../lib/react/deferred-part';
import { createQueryClient } from '../../lib/api/query-client';
import { loadSanitiser } from '../../lib/sanitise/use-sanitised-html';
import { RenderStatusContext, type RenderStatus } from '../../lib/react/render-status';
import { rememberPage } from '../loaded-pages';
import { routesAsWritten } from '../route-table';
import { AppProviders } from '../providers';
import { RouteErrorBoundary } from '../route-error-boundary';
import { RouteErrorPage } from '../route-error';
import { AppRoutes } from '../router';
import { childRouteForPath, routeForPath, routeParams, startFirstViewOf } from '../start';
import { reviewsConfigQueryOptions } from '../../features/reviews/api/reviews-config';
import { reviewsListQueryOptions } from '../../features/reviews/api/reviews-list';
import type { FirstViewQueries } from '../first-view/run';
import { canonicalLocation, requestTarget } from './canonical-url';
import { buildHead, type HeadContext } from './head';
import { isShellOnly } from './shell-only';
import { sharedAnswers, type SharedAnswers } from './shared-answers';

/**
 * The server build's entry (vite build --ssr): renders a public page of the app as a guest, with its first view's
 * data, for the production server (server/). Design and limits: docs/adr/0019-server-rendering.md.
 */

/** The address the server renders and keeps for a request (app/ssr/page-query.ts): the page's own parameters only. */
export { pageAddress } from './page-query';

export interface ServerOptions {
  /** config.json as the browser reads it (its apiBase '' means the API is the page's own origin). */
  config: unknown;
  /** Where same-origin API paths (/api/…) go from the server: the backend or the mock. */
  apiUpstream: string;
  /** Deadline of one upstream request, in ms. */
  fetchTimeoutMs: number;
  /**
   * How long the backend's successful answers are shared between renders (shared-answers.ts), in ms; 0 or absent:
   * each render asks for its own.
   */
  sharedAnswersMs?: number;
}

/** The bound of the answers shared between renders, in characters (shared-answers.ts). */
export const SHARED_ANSWERS_MAX_CHARS = 8 * 1024 * 1024;

export interface RenderOptions {
  /** Path and query of the request, locale prefix included. */
  url: string;
  /** Absolute origin the canonical and alternate URLs start with (no trailing slash). */
  publicOrigin: string;
  /** When the data phase stops waiting for the backend (ms from now): the page renders with what is there. */
  dataDeadlineMs: number;
  /**
   * The server has as many renders in flight as it allows (SSR_MAX_RENDERS): a public page is answered as the shell
   * with its head, 503, at once, for the client to fill in; nothing is asked of the backend.
   */
  overloaded?: boolean;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      /**
       * 200, an error page's own (404), or 503 for a public page the backend did not fully answer in time (or whose
       * render failed): the shell the client fills in, for no cache to keep.
       */
      status: number;
      locale: Locale;
      /** The rendered #root content; null: the app shell only (a member page, or a render that failed). */
      html: string | null;
      /** The query cache the markup was rendered from, for the client's cache; null: nothing to give. */
      state: DehydratedState | null;
      /**
       * Whether the client may adopt the markup (hydrateRoot): not when the render missed data the client may have
       * by its first render (a deadline, a failure), nor for an error page; it then renders afresh over it.
       */
      hydratable: boolean;
      /** Tags for <head>: title, description, canonical, alternates, social cards, JSON-LD. */
      head: string;
      /** False for member, checkout and error pages: `noindex`, and no shared cache. */
      indexable: boolean;
      /** The unprefixed path the page was rendered for (the client hydrates only at the same path). */
      path: string;
      /** Queries the page mounted that its route's first-view declaration did not ask for (app/first-view/). */
      undeclared: string[];
      /**
       * The code the page's first render waits for: its routes (the page and its open tab) by their place in the
       * table as written (routesAsWritten), and the catalogs it renders with, in each language i18next loads (the
       * page's and the fallback). The server preloads them on a shell.
       */
      code: { routes: number[]; locales: Locale[]; namespaces: Namespace[] };
    };

/** Marks the server's fetch with the platform's own, which it wraps. */
const PLATFORM_FETCH = Symbol.for('mall.ssr.platformFetch');
type ServerFetch = typeof fetch & { [PLATFORM_FETCH]?: typeof fetch };

/** The public origin of the render in progress (renders interleave: each keeps its own). */
const renderOrigin = new AsyncLocalStorage<URL>();

/**
 * The server's fetch: same-origin API paths go to the upstream, as the page's own origin would send them, and every
 * request carries a deadline. The render's public origin goes with them as `X-Forwarded-Host`/`-Proto`, as the
 * server's /api/ proxy sends the browser's, so a backend that builds absolute URLs from the request (the mock's
 * pictures) names the shop's address in the HTML, not the upstream's.
 */
function serverFetch(upstream: string, timeoutMs: number, original: typeof fetch, shared: SharedAnswers | null): ServerFetch {
  const wrapped: ServerFetch = (input, init) => {
    const sameOrigin = typeof input === 'string' && input.startsWith('/');
    const target = sameOrigin ? new URL(input, upstream).href : input;
    const origin = renderOrigin.getStore();
    const headers = new Headers(init?.headers);
    if (sameOrigin && origin) {
      headers.set('x-forwarded-host', origin.host);
      headers.set('x-forwarded-proto', origin.protocol.replace(/:$/, ''));
    }
    const send = () => original(target, { ...init, headers, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
    // Shared: a guest's GET to the backend (never one carrying a token or a cookie, nor one with a signal of its own).
    // The answer names pictures at the public origin, so that is part of the key.
    const shareable =
      shared &&
      sameOrigin &&
      (init?.method ?? 'GET').toUpperCase() === 'GET' &&
      !init?.signal &&
      !headers.has(TOKEN_HEADER) &&
      !headers.has('cookie');
    return shareable ? shared.get(`${origin?.origin ?? ''} ${String(target)}`, send) : send();
  };
  wrapped[PLATFORM_FETCH] = original;
  return wrapped;
}

let ready: Promise<void> | null = null;
/** Whether the server's DOMPurify (over jsdom) loaded: without it, server HTML renders its loading line. */
let sanitiser: Promise<boolean> | null = null;

/** The runtime config and the server's fetch (again whenever the server is pointed elsewhere); i18next once. */
export function configure(options: ServerOptions): Promise<void> {
  setConfig(parseConfig(options.config));
  // Called again when the server is pointed elsewhere (the e2e suite's server, one per Playwright worker), and by
  // `npm start` on every page, from a fresh copy of this module after an edit (scripts/vite-plugin-dev-render.ts):
  // the wrapper always wraps the platform's own fetch, never an earlier wrapper.
  const current: ServerFetch = globalThis.fetch;
  const shared = options.sharedAnswersMs ? sharedAnswers({ ttlMs: options.sharedAnswersMs, maxChars: SHARED_ANSWERS_MAX_CHARS }) : null;
  globalThis.fetch = serverFetch(options.apiUpstream, options.fetchTimeoutMs, current[PLATFORM_FETCH] ?? current, shared);
  ready ??= initI18n('en');
  // Loaded once per process, beside i18next: jsdom takes a while to load (up to seconds on a busy machine), which a
  // server pays at start rather than in its first page.
  sanitiser ??= loadSanitiser().then(
    () => true,
    (error: unknown) => {
      console.warn(
        'server render: no sanitiser (jsdom), server HTML renders its loading line:',
        error instanceof Error ? error.message : error,
      );
      return false;
    },
  );
  return Promise.all([ready, sanitiser]).then(() => undefined);
}

/**
 * The server's i18next instance for one locale: a clone of the app's instance fixed to that language, sharing its
 * catalogs (one store, one backend), so renders in different locales run side by side with no lock and no
 * `changeLanguage` on a shared instance. Nothing on the server changes a clone's language, so one per locale is kept.
 * docs/adr/0019-server-rendering.md, i18n.
 */
const byLocale = new Map<Locale, Promise<I18n>>();
function localeInstance(locale: Locale): Promise<I18n> {
  let instance = byLocale.get(locale);
  if (!instance) {
    instance = new Promise<I18n>((resolve, reject) => {
      // init is asynchronous (initAsync): the callback runs after cloneInstance has returned the clone.
      const clone: I18n = i18n.cloneInstance({ lng: locale }, (error: unknown) => (error ? reject(toError(error)) : resolve(clone)));
    });
    // A failed start (a catalog that did not load) is tried again on the next request.
    instance.catch(() => byLocale.delete(locale));
    byLocale.set(locale, instance);
  }
  return instance;
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** The locale's instance with `namespaces` loaded in its language (and English, the fallback). */
async function translationsFor(locale: Locale, namespaces: readonly Namespace[]): Promise<I18n> {
  const instance = await localeInstance(locale);
  if (!namespaces.every((ns) => instance.hasLoadedNamespace(ns))) await instance.loadNamespaces([...namespaces]);
  return instance;
}

function ServerApp({
  queryClient,
  location,
  status,
  translations,
}: {
  queryClient: QueryClient;
  location: string;
  status: RenderStatus;
  translations: I18n;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={translations}>
        <RenderStatusContext value={status}>
          <AppProviders queryClient={queryClient}>
            <StaticRouter location={location}>
              <RouteErrorBoundary fallback={(error) => <RouteErrorPage error={error} bare />}>
                <AppRoutes />
              </RouteErrorBoundary>
            </StaticRouter>
          </AppProviders>
        </RenderStatusContext>
      </I18nextProvider>
    </StrictMode>
  );
}

/** One full render (every boundary resolved) in the language of `translations`; the status the page reported. */
async function renderPass(queryClient: QueryClient, location: string, translations: I18n) {
  let reported = 200;
  const status: RenderStatus = { report: (code) => (reported = code) };
  const stream = await renderToReadableStream(
    <ServerApp queryClient={queryClient} location={location} status={status} translations={translations} />,
    {
      // The page is sent whole, so a large boundary stays in place instead of following as a hidden segment moved
      // by an inline script (what React does past this size to stream): a crawler without JavaScript reads it there.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        // A part that failed is left to the client to render (React replaces its boundary's fallback there).
        console.error('server render:', error instanceof Error ? error.message : error);
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return { html, status: reported };
}

/**
 * The query options of what only the server asks for (declared with `serverOnly`: the <head>'s rating, the reviews
 * it renders below the fold): the browser's first load never does, so the pages do not carry this code. The same
 * options as the components', so the component finds the answer under the same key.
 */
const SERVER_QUERIES: FirstViewQueries = {
  'reviews.config':
    ({ params }) =>
    (queryClient) =>
      queryClient.fetchQuery(reviewsConfigQueryOptions(params.productId)),
  'reviews.list':
    ({ params, query }) =>
    (queryClient) =>
      queryClient.fetchQuery(reviewsListQueryOptions(params.productId, query.type, query.page)),
};

/** Resolves with `task` or at `until` (Date.now() ms), whichever is first. */
async function beforeDeadline(task: Promise<unknown>, until: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, until - Date.now()))));
  await Promise.race([task, deadline]);
  clearTimeout(timer);
}

/** Resolves once no query is fetching, or at `until` (Date.now() ms), whichever is first. */
function whenSettled(queryClient: QueryClient, until: number): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => {};
    const timer = setTimeout(finish, Math.max(0, until - Date.now()));
    function finish() {
      clearTimeout(timer);
      stop();
      resolve();
    }
    stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) finish();
    });
    if (queryClient.isFetching() === 0) finish();
  });
}

/**
 * Whether the component that mounted `query` turned it off (`enabled: false`, or a function saying false): the coupon
 * row's query waits for the product's shop. On the server no observer subscribes, so the query itself says nothing
 * (its isDisabled() is true for every query not yet fetched); the options the render built it with do.
 */
function mountedDisabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return enabled === false || (typeof enabled === 'function' && !enabled(query));
}

/**
 * Starts the queries a render pass created without data: what the page's components mount, unless they mount it
 * disabled. The shopper's own data (keys under `user`) is never asked for: the server renders as a guest.
 */
function fetchMounted(queryClient: QueryClient, asked: Set<string>, found: string[]): number {
  let started = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    // A query that failed was asked already (declared, or found by an earlier pass): not one the page missed.
    if (query.state.data !== undefined || query.state.status === 'error' || query.state.fetchStatus !== 'idle') continue;
    if (asked.has(query.queryHash) || mountedDisabled(query)) continue;
    if (query.queryKey[0] === 'user') continue;
    asked.add(query.queryHash);
    found.push(query.queryHash);
    started += 1;
    void query.fetch().catch(() => undefined);
  }
  return started;
}

/**
 * A page's first-view declaration names every query it mounts (app/ssr/public-pages.test.tsx holds that for every
 * public page); passes after the first are a safety net for one it missed, which the result reports as
 * `undeclared` and development prints.
 */
const MAX_PASSES = 3;

/** Renders one request. Never throws for a page: a failure gives the shell, and the client renders. */
export function render(options: RenderOptions): Promise<RenderResult> {
  let origin: URL;
  try {
    origin = new URL(options.publicOrigin);
  } catch {
    return renderPage(options);
  }
  return renderOrigin.run(origin, () => renderPage(options));
}

async function renderPage({ url, publicOrigin, dataDeadlineMs, overloaded = false }: RenderOptions): Promise<RenderResult> {
  // One address per page: `//x`, `/x/`, `/goods_detail/01`, `/lao/…` and a shop's `?merId=` move to theirs.
  const canonical = canonicalLocation(url);
  if (canonical !== null) return { kind: 'redirect', location: canonical };
  const parsed = requestTarget(url);
  const { locale, path } = splitLocale(parsed.pathname);
  const search = new URLSearchParams(parsed.search);
  const location = `${parsed.pathname}${parsed.search}`;
  const route = routeForPath(path);
  const child = route ? childRouteForPath(route, path) : undefined;
  const namespaces = [...new Set([...SHELL_NAMESPACES, ...(route?.ns ?? []), ...(child?.ns ?? [])])];
  const code = {
    routes: [route, child].flatMap((r) => (r ? [routesAsWritten.indexOf(r)] : [])).filter((index) => index >= 0),
    locales: [...new Set([locale, DEFAULT_LOCALE])],
    namespaces,
  };
  const translations = await translationsFor(locale, namespaces);
  const head = (context: Omit<HeadContext, 'locale' | 'path' | 'search' | 'publicOrigin' | 't' | 'route'>) =>
    buildHead({ ...context, locale, path, search, publicOrigin, route, t: translations.getFixedT(locale) });

  /**
   * The app shell with this page's head: no markup, no data (`indexable`: whether a crawler may keep the URL;
   * `status`: 503 for a public page whose render failed, which no cache may keep).
   */
  const shell = (indexable: boolean, status = 200): RenderResult => ({
    kind: 'page',
    status,
    locale,
    html: null,
    state: null,
    hydratable: false,
    head: head({ queryClient: null, status: 200 }),
    indexable,
    path,
    undeclared: [],
    code,
  });

  // Member, checkout and sign-in pages: the shell only, never one shopper's data.
  if (isShellOnly(route)) return shell(false);
  // Too many renders at once: this page's shell, for no cache to keep (docs/adr/0019-server-rendering.md, "Renders in
  // flight").
  if (overloaded) return shell(true, 503);

  const queryClient = createQueryClient();
  // One attempt each, and a failure renders as a failure (not as a query about to be retried on mount): the error
  // page of an unknown shop is what sets the 404.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  try {
    // The page's code first, as start() does for the client: neither side suspends on it, so the markup matches.
    const [module, childModule] = await Promise.all([route?.load(), child?.load()]);
    if (route && module) rememberPage(route, module.default);
    if (child && childModule) rememberPage(child, childModule.default);
    // The code of the parts the server renders (the footer), declared by the frame and the page's modules: the
    // render pass then never waits for it (lib/react/deferred-part.tsx).
    await serverPartsLoaded();
    // The server's DOMPurify, which a product's description is cleaned with in the render (lib/sanitise/use-sanitised-html.ts).
    await sanitiser;
    // The deadline is the backend's: it starts once the code is there (at once in production; in development,
    // `npm start`, Vite transforms a page's modules on its first request).
    const until = Date.now() + dataDeadlineMs;
    // The frame's data and the page's declared data (app/first-view/), the server-only calls included, as start() asks for
    // them; a render pass then finds any query a page mounts that its declaration missed.
    const params = route ? routeParams(route, path) : {};
    const declared = startFirstViewOf(
      queryClient,
      { module: Promise.resolve(module), childModule: Promise.resolve(childModule) },
      { params, search, signedIn: false, serverOnly: SERVER_QUERIES },
    );
    // The follow-ups (the product's coupon row) leave once their first answer is in: wait for the whole chain.
    await beforeDeadline(declared, until);

    const asked = new Set<string>();
    const undeclared: string[] = [];
    let pass = { html: '', status: 200 };
    for (let round = 0; round < MAX_PASSES; round += 1) {
      await whenSettled(queryClient, until);
      pass = await renderPass(queryClient, location, translations);
      // An error page is final: what it mounts besides (an unknown product's coupon row) is not asked for.
      if (pass.status >= 400 || Date.now() >= until || fetchMounted(queryClient, asked, undeclared) === 0) break;
    }
    if (undeclared.length > 0 && import.meta.env.DEV)
      console.warn(`server render of ${path}: declare these queries in app/first-view.ts: ${undeclared.join(', ')}`);
    if (pass.status === 404 || pass.status === 410) {
      return {
        kind: 'page',
        status: pass.status,
        locale,
        html: pass.html,
        state: null,
        hydratable: false,
        head: head({ queryClient, status: pass.status }),
        indexable: false,
        path,
        undeclared,
        code,
      };
    }
    // A failed query renders its loading state here, as it will on hydration; the client asks again.
    // Failed, still in flight, or never asked (the deadline came first); a shopper's own queries are never asked, and
    // one the page mounts turned off (a list's next page when there is none) is not data it lacks.
    const failed = queryClient.getQueryCache().findAll({
      predicate: (query) =>
        query.queryKey[0] !== 'user' &&
        (query.state.status !== 'success' || query.state.fetchStatus !== 'idle') &&
        !(query.state.status === 'pending' && query.state.fetchStatus === 'idle' && mountedDisabled(query)),
    });
    const complete = failed.length === 0 && pass.status === 200;
    if (!complete) {
      for (const query of failed) queryClient.getQueryCache().remove(query);
      pass = await renderPass(queryClient, location, translations);
    }
    return {
      kind: 'page',
      // A page that missed data is the shell the client fills in, not the page: 503, which no cache keeps
      // (docs/adr/0019-server-rendering.md, "A page the backend did not answer"); its head is the page's own.
      status: complete ? 200 : 503,
      locale,
      html: pass.html,
      state: dehydrate(queryClient),
      hydratable: complete,
      head: head({ queryClient, status: 200 }),
      indexable: true,
      path,
      undeclared,
      code,
    };
  } catch (error) {
    console.error('server render failed:', error instanceof Error ? error.message : error);
    return shell(true, 503);
  } finally {
    queryClient.clear();
  }
}
