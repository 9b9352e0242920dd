// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LOCALES, localizePath, splitLocale, type Locale } from '../../lib/i18n/locales';
import { setupMockBackend } from '../../testing/mock-backend';
import {
  expectedTypes,
  expectValidJsonLd,
  jsonLdOf,
  openInClient,
  parse,
  serverRender,
  setupServerPages,
  SSR_ORIGIN,
  watchConsole,
  type JsonLd,
} from '../../testing/server-pages';
import { routeForPath } from '../start';
import { pageAddress } from './entry-server';
import { MISSING_PAGES, PUBLIC_PAGES } from './public-pages';

/**
 * Every public page in every locale, as the production server renders it (the server entry, in this process,
 * against the mock core behind msw) and as the browser then takes it (docs/adr/0019-server-rendering.md):
 * - the server renders it whole from its route's first-view declaration alone (no query found by a second pass);
 * - a crawler without JavaScript reads its main content, its metadata, hreflang alternates that are the same
 *   page's canonical URL in each locale, and JSON-LD whose types carry the properties rich results require;
 * - the client adopts the markup as web/src/main.tsx does (adoptFromPage, start(), mountApp) under React's
 *   development build, which reports any mismatch: no console error or warning, no recoverable error, and the
 *   server's nodes kept, for every page in every locale. Here the server's and the client's text come from the
 *   same catalogs and the same Intl in this one process; the browser's own formatting against Node's is
 *   e2e/specs/ssr.spec.ts's, on the production build.
 * Unknown products, shops and paths are 404s with the error page, which the client renders afresh.
 * The production build in a real browser: e2e/specs/ssr.spec.ts walks the same list (./public-pages.ts).
 */
const UPSTREAM = 'http://backend.test';
setupMockBackend(UPSTREAM);
setupServerPages(UPSTREAM);

/**
 * The product the seed shows at a product page, its shop's name and the comments of its first page of reviews,
 * straight from the backend (not through the app).
 */
async function productOnWire(path: string): Promise<{ storeName: string; image: string; shop: string; reviews: string[] }> {
  const id = path.split('?')[0]?.split('/').at(-1) ?? '';
  const detail = (await (await fetch(`${UPSTREAM}/api/front/product/detail/${id}`)).json()) as {
    data: { productInfo: { storeName: string; image: string }; merchantInfo: { name: string } | null };
  };
  const reviews = (await (await fetch(`${UPSTREAM}/api/front/product/reply/list/${id}?type=0&page=1&limit=5`)).json()) as {
    data: { list: Array<{ comment: string }> };
  };
  return {
    ...detail.data.productInfo,
    shop: detail.data.merchantInfo?.name ?? 'no shop',
    reviews: reviews.data.list.map((review) => review.comment),
  };
}

/** The main content a crawler must find: a product's name, price and picture; a list's first items; a page's text. */
async function expectMainContent(doc: Document, path: string, jsonLd: JsonLd[]): Promise<void> {
  const main = doc.querySelector('main');
  if (!main) throw new Error(`${path}: no <main>`);
  const headings = [...doc.querySelectorAll('h1')].map((node) => node.textContent.trim());
  expect(headings, 'one level-1 heading').toHaveLength(1);
  expect(headings[0]).toMatch(/\S/);
  const route = routeForPath(path.split('?')[0] ?? path);
  if (route?.path === 'goods_detail/:id') {
    const product = await productOnWire(path);
    expect(headings[0]).toBe(product.storeName);
    expect(main.querySelector(`img[src="${product.image}"]`), 'the product picture').not.toBeNull();
    // The price on the page is the offer's (formatted for the locale: "289.85" or "289,85").
    const offer = jsonLd.find((data) => data['@type'] === 'Product')?.offers as { price: string } | undefined;
    expect(main.textContent).toMatch(new RegExp(`(?<!\\d)${(offer?.price ?? 'no offer').replace('.', '[.,]')}(?!\\d)`));
    // Below the fold, rendered by the server too: the shop card with its name, and the first page of reviews.
    expect(main.querySelector('#shop-card-title')?.textContent, 'the shop card').toBe(product.shop);
    expect(product.reviews.length, 'the seed’s reviews of this product').toBeGreaterThan(0);
    const articles = [...main.querySelectorAll('article')].map((node) => node.textContent);
    for (const comment of product.reviews)
      expect(
        articles.some((text) => text.includes(comment)),
        comment,
      ).toBe(true);
    return;
  }
  const store = jsonLd.find((data) => data['@type'] === 'Store');
  if (store) expect(headings[0]).toBe(store.name);
  const items = [...main.querySelectorAll('a[href*="/goods_detail/"], a[href*="/merchant/merchant"]')].filter((link) =>
    /\S/.test(link.textContent),
  );
  const isList = /^\/(goods\/|merchant\/merchant_|merchant\/merchant(\/category)?\?|$)/.test(path) || route?.index === true;
  if (isList) {
    // A list's first items, each a named link, with their pictures.
    expect(items.length, 'the list’s items').toBeGreaterThanOrEqual(4);
    expect([...main.querySelectorAll('img[src]')].length, 'the list’s pictures').toBeGreaterThanOrEqual(4);
  } else expect(main.textContent.trim().length, 'the page’s text').toBeGreaterThan(100);
}

interface Seen {
  canonical: string;
  alternates: Record<string, string>;
}

/**
 * A keyword's results (the product search's `title`, the shop search's `keywords`): a public page crawlers are asked
 * not to keep (head.ts), so it has no canonical or alternates.
 */
const KEYWORD_PARAMS: Record<string, string> = { '/goods/goods_search': 'title', '/merchant/merchant_more': 'keywords' };
const isKeywordResults = (path: string): boolean => {
  const [pathname = '/', query = ''] = path.split('?');
  const param = KEYWORD_PARAMS[pathname];
  return param !== undefined && Boolean(new URLSearchParams(query).get(param));
};

/** Title, description, canonical and alternates of a public page in `locale` (null for a keyword's results). */
function expectMetadata(doc: Document, path: string, locale: Locale): Seen | null {
  expect(doc.title).toMatch(/\S/);
  expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S{3,}/);
  if (isKeywordResults(path)) {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
    return null;
  }
  expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
  const [pathname = '/'] = path.split('?');
  expect(canonical.startsWith(`${SSR_ORIGIN}${localizePath(pathname, locale)}`), canonical).toBe(true);
  const alternates = Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  ) as Record<string, string>;
  expect(Object.keys(alternates).sort()).toEqual([...LOCALES, 'x-default'].sort());
  expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
  return { canonical, alternates };
}

describe('public pages in every locale', { timeout: 120_000 }, () => {
  it.each(PUBLIC_PAGES)(
    '%s: rendered whole and read by a crawler in every locale, and adopted by the client in each without a warning',
    async (path) => {
      const problems = watchConsole();
      const seen = new Map<Locale, Seen>();
      for (const locale of LOCALES) {
        const url = localizePath(path, locale);
        const page = await serverRender(url);
        expect({ url, status: page.status, hydratable: page.hydratable, undeclared: page.undeclared, indexable: page.indexable }).toEqual({
          url,
          status: 200,
          hydratable: true,
          undeclared: [],
          indexable: true,
        });
        // The page's own content is in the markup, not a loading state.
        expect(page.html).not.toContain('aria-busy="true"');
        const doc = parse(page);
        const jsonLd = jsonLdOf(doc);
        expect(jsonLd.map((data) => data['@type'])).toEqual(expectedTypes(path));
        jsonLd.forEach(expectValidJsonLd);
        await expectMainContent(doc, path, jsonLd);
        const metadata = expectMetadata(doc, path, locale);
        if (metadata) seen.set(locale, metadata);

        // Adopted without a mismatch, and titled as the server titled it: one title from the same data on both sides.
        document.title = '';
        const client = await openInClient(url, page);
        expect({ url, ...client, problems }).toEqual({ url, kept: true, recoverable: [], title: doc.title, problems: [] });
      }
      expect(problems).toEqual([]);
      // hreflang: in every locale, each alternate is the canonical URL of this page in that locale, and x-default the
      // unprefixed one; each of those is a page that answers 200 (rendered above, or here when the canonical URL
      // drops a parameter of the sample's).
      if (isKeywordResults(path)) return;
      const canonicals = Object.fromEntries(LOCALES.map((locale) => [locale, seen.get(locale)?.canonical]));
      for (const locale of LOCALES) expect(seen.get(locale)?.alternates).toEqual({ ...canonicals, 'x-default': canonicals.en });
      for (const canonical of Object.values(canonicals)) {
        const target = (canonical ?? '').slice(SSR_ORIGIN.length);
        if (target !== localizePath(path, splitLocale(target.split('?')[0] ?? '/').locale))
          expect((await serverRender(target)).status, target).toBe(200);
      }
    },
  );

  it.each(MISSING_PAGES)(
    '%s: a 404 with the error page, noindex, which the client renders afresh in every locale without a warning',
    async (path) => {
      const problems = watchConsole();
      for (const locale of LOCALES) {
        const url = localizePath(path, locale);
        const page = await serverRender(url);
        expect({
          url,
          status: page.status,
          hydratable: page.hydratable,
          indexable: page.indexable,
          undeclared: page.undeclared,
        }).toEqual({
          url,
          status: 404,
          hydratable: false,
          indexable: false,
          undeclared: [],
        });
        const doc = parse(page);
        expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
        expect(doc.querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
        expect(jsonLdOf(doc)).toEqual([]);
        expect(doc.querySelector('#root h1')?.textContent).toMatch(/\S/);
        document.title = '';
        const client = await openInClient(url, page);
        expect({ url, recoverable: client.recoverable, title: client.title, problems }).toEqual({
          url,
          recoverable: [],
          title: doc.title,
          problems: [],
        });
      }
      expect(problems).toEqual([]);
    },
  );

  it('a shared link’s tracking tags and other additions: the server renders the page without them and the client drops them first', async () => {
    const problems = watchConsole();
    const shared = `${localizePath('/goods_detail/1', 'fr')}?fbclid=IwAR0abc&utm_source=facebook&ref=x`;
    // What the server does with the request (server/app.ts): the page of the address with the parameters it reads.
    const page = await serverRender(pageAddress(shared));
    // The product's review pager links to the page's own address: it would differ from the client's with them.
    expect(page.html).toContain('reviewPage=2');
    expect(page.html).not.toMatch(/fbclid|utm_source|ref=x/);
    const client = await openInClient(shared, page);
    expect({ ...client, problems, address: `${window.location.pathname}${window.location.search}` }).toEqual({
      kept: true,
      recoverable: [],
      title: parse(page).title,
      problems: [],
      address: localizePath('/goods_detail/1', 'fr'),
    });
  });

  it('fails a page whose markup differs from the client’s first render', async () => {
    watchConsole();
    const url = localizePath(PUBLIC_PAGES[0] ?? '/', 'fr');
    const page = await serverRender(url);
    const heading = /(<h1[^>]*>)([^<]+)/.exec(page.html ?? '');
    if (!heading) throw new Error('the page has a heading');
    // The server's heading changed behind the client's back: React reports it and renders that part afresh.
    const client = await openInClient(url, {
      ...page,
      html: (page.html ?? '').replace(heading[0], `${heading[1]}Not what the client renders`),
    });
    expect(client.recoverable.join('\n')).toMatch(/Hydration failed/);
  });
});
