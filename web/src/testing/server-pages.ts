import { renderToReadableStream } from 'react-dom/server';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { createQueryClient } from '../lib/api/query-client';
import { mountApp } from '../app/mount';
import { routeForPath, start } from '../app/start';
import { adoptFromPage } from '../app/ssr/adopt-server-state';
import { configure, pageAddress, render, type RenderResult } from '../app/ssr/entry-server';

/**
 * A public page as the production server renders it (the server entry, in this process) and as the browser then takes
 * it, for the tests of the server renderer (docs/adr/0019-server-rendering.md): the render, what a crawler reads of it,
 * its JSON-LD checked against what rich results require, and the client adopting its markup under React's development
 * build (any mismatch is reported). The test file calls the entry's `configure` with its backend first (the mock,
 * web/src/testing/mock-backend.ts, or the real wire, web/src/testing/real-wire-backend.ts).
 */

/** The public origin pages are rendered for. */
export const SSR_ORIGIN = 'https://mall.test';
/** The runtime config the server gives a page inline, and the test's `configure`. */
export const SSR_CONFIG = { apiBase: '' };

export type ServerPage = Extract<RenderResult, { kind: 'page' }>;

/**
 * For a test file of server-rendered pages: the server entry configured with the backend at `upstream` (set up by the
 * file: the mock or the real wire), the app run as in a browser (its own scheduling, not inside act()), and the
 * console spies of `watchConsole` undone after each test.
 */
export function setupServerPages(upstream: string): void {
  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await configure({ config: SSR_CONFIG, apiUpstream: upstream, fetchTimeoutMs: 10_000 });
  });
  afterEach(() => vi.restoreAllMocks());
}
export type JsonLd = Record<string, unknown> & { '@type': string };

/**
 * The server's renderer and the client's share this one process, which a browser never does: React's development
 * build then says so for each context both render ("multiple renderers"). Nothing else is let through.
 */
const TWO_RENDERERS_IN_ONE_PROCESS = /^Detected multiple renderers concurrently rendering the same context provider/;

/** Console errors and warnings from here to the end of the test (server and client alike). */
export function watchConsole(): string[] {
  const seen: string[] = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ');
      if (!TWO_RENDERERS_IN_ONE_PROCESS.test(text)) seen.push(`console.${level}: ${text}`);
    });
  }
  return seen;
}

export async function serverRender(url: string): Promise<ServerPage> {
  const result = await render({ url, publicOrigin: SSR_ORIGIN, dataDeadlineMs: 10_000 });
  // React's server renderer leaves the context values of its last task in place when a render ends (no matter in
  // a server process); a render of nothing takes them back before the client renders in this same process.
  await new Response(await renderToReadableStream(null)).text();
  if (result.kind !== 'page') throw new Error(`${url}: ${result.kind}`);
  return result;
}

/** What a crawler reads: the page's head and #root, parsed. */
export function parse(page: ServerPage): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html lang="${page.locale}"><head>${page.head}</head><body><div id="root">${page.html ?? ''}</div></body></html>`,
    'text/html',
  );
}

/**
 * An element React has not taken over yet: no fiber of its own, not inside HTML React set as a whole, and not one of
 * the resources React hoists rather than hydrates (the `<link rel="preload">` of a picture).
 */
function unhydrated(root: HTMLElement): string | null {
  const own = (node: Element, prefix: string): unknown => Object.entries(node).find(([key]) => key.startsWith(prefix))?.[1];
  for (const element of root.querySelectorAll(':not(link, meta, title, style, script)')) {
    if (own(element, '__reactFiber$') !== undefined) continue;
    let parent = element.parentElement;
    while (parent && parent !== root) {
      const props = own(parent, '__reactProps$');
      if (typeof props === 'object' && props !== null && 'dangerouslySetInnerHTML' in props) break;
      parent = parent.parentElement;
    }
    if (!parent || parent === root) return element.outerHTML.slice(0, 160);
  }
  return null;
}

/**
 * Puts the server's page in the document at `url` and starts the client on it as web/src/main.tsx does; resolves
 * once the app has committed (html[data-app=ready]). `kept`: whether #root's first node is still the server's;
 * `title`: the document's title once the client has taken the page over.
 */
export async function openInClient(url: string, page: ServerPage): Promise<{ kept: boolean; recoverable: string[]; title: string }> {
  delete document.documentElement.dataset.app;
  window.history.replaceState(null, '', url);
  const root = document.createElement('div');
  root.id = 'root';
  if (page.hydratable) root.dataset.ssrPath = new URL(url, SSR_ORIGIN).pathname;
  // As server/page-answer.ts marks a page the client adopts: the query the server rendered it with (app/ssr/page-query.ts).
  if (page.hydratable || page.state) root.dataset.ssrSearch = new URL(pageAddress(url), SSR_ORIGIN).search;
  root.innerHTML = page.html ?? '';
  document.body.replaceChildren(root);
  if (page.state) {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = 'ssr-state';
    state.textContent = JSON.stringify({ queries: page.state });
    document.body.append(state);
  }
  // The server gives a rendered page its config inline (server/template.ts).
  window.__mallConfig = Promise.resolve(SSR_CONFIG);
  const queryClient = createQueryClient();
  adoptFromPage(queryClient, document);
  await start(queryClient);
  const first = root.firstElementChild;
  const recoverable: string[] = [];
  const app = mountApp(root, queryClient, { onRecoverableError: (error) => recoverable.push(String(error)) });
  await vi.waitFor(
    () => {
      if (document.documentElement.dataset.app !== 'ready') throw new Error(`${url}: the app has not committed`);
    },
    { timeout: 15_000, interval: 5 },
  );
  // The root commits (ready) before React hydrates the page's own Suspense boundary: wait until it has taken every
  // node, so a mismatch in there is reported before the page is left.
  await vi.waitFor(
    () => {
      const left = unhydrated(root);
      if (left) throw new Error(`${url}: not hydrated: ${left}`);
    },
    { timeout: 30_000, interval: 50 },
  );
  const kept = first !== null && root.firstElementChild === first;
  // Hydration takes the nodes while it renders; the title is set when the boundary commits, a moment later.
  await vi.waitFor(
    () => {
      if (!document.title) throw new Error(`${url}: no title after hydration`);
    },
    { timeout: 10_000, interval: 5 },
  );
  const title = document.title;
  app.unmount();
  queryClient.clear();
  return { kept, recoverable, title };
}

export function jsonLdOf(doc: Document): JsonLd[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent) as JsonLd);
}

export const absolute = expect.stringMatching(new RegExp(`^${SSR_ORIGIN}/`));

/** The properties each JSON-LD type needs for its rich result; every block must be of a known type. */
export function expectValidJsonLd(data: JsonLd): void {
  expect(data['@context']).toBe('https://schema.org');
  switch (data['@type']) {
    case 'Product': {
      expect(data).toMatchObject({ name: expect.stringMatching(/\S/), url: absolute });
      expect(data.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]));
      expect(data.offers).toMatchObject({
        '@type': 'Offer',
        price: expect.stringMatching(/^\d+(\.\d+)?$/),
        priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
        availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      });
      const rating = data.aggregateRating as Record<string, unknown> | undefined;
      if (rating !== undefined) {
        expect(rating).toMatchObject({ '@type': 'AggregateRating', ratingValue: expect.any(Number), reviewCount: expect.any(Number) });
        expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
        expect(rating.ratingValue).toBeLessThanOrEqual(5);
        expect(rating.reviewCount).toBeGreaterThan(0);
      }
      // The reviews the page shows first, with what Google's Review snippet requires (the seed's product has some).
      const reviews = data.review as Array<Record<string, unknown>> | undefined;
      expect(reviews?.length, 'the product’s reviews').toBeGreaterThan(0);
      for (const review of reviews ?? []) {
        expect(review).toMatchObject({
          '@type': 'Review',
          author: { '@type': 'Person', name: expect.stringMatching(/\S/) },
          reviewRating: { '@type': 'Rating', ratingValue: expect.any(Number) },
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        const value = (review.reviewRating as { ratingValue: number }).ratingValue;
        expect(value >= 1 && value <= 5, `rating ${value}`).toBe(true);
      }
      return;
    }
    case 'BreadcrumbList': {
      const items = data.itemListElement as Array<Record<string, unknown>>;
      expect(items.length).toBeGreaterThanOrEqual(2);
      items.forEach((item, index) =>
        expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.stringMatching(/\S/), item: absolute }),
      );
      return;
    }
    case 'Organization':
      expect(data).toMatchObject({ name: expect.stringMatching(/\S/), url: `${SSR_ORIGIN}/` });
      return;
    case 'WebSite':
      expect(data).toMatchObject({
        name: expect.stringMatching(/\S/),
        url: absolute,
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: expect.stringMatching(new RegExp(`^${SSR_ORIGIN}/.*\\{search_term_string\\}`)) },
          'query-input': 'required name=search_term_string',
        },
      });
      return;
    case 'Store':
      expect(data).toMatchObject({ name: expect.stringMatching(/\S/), url: absolute });
      return;
    default:
      throw new Error(`JSON-LD of an unchecked type: ${data['@type']}`);
  }
}

/** The JSON-LD types a page carries, by its route. */
export function expectedTypes(path: string): string[] {
  const route = routeForPath(path.split('?')[0] ?? path);
  if (route?.index) return ['Organization', 'WebSite'];
  if (route?.path === 'goods_detail/:id') return ['Product', 'BreadcrumbList'];
  if (route?.path === 'merchant/merchant') return ['Store'];
  // A category's browse page (not a keyword's) carries its breadcrumbs.
  if (route?.path === 'goods/goods_search' && /[?&]cid=/.test(path) && !/[?&]title=/.test(path)) return ['BreadcrumbList'];
  return [];
}
