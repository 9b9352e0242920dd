// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BROKEN_TEXT, type ProductDetail } from '@contract';
import { localizePath, type Locale } from '../../lib/i18n/locales';
import { paths } from '../../lib/routing/paths';
import { setupRealWireBackend } from '../../testing/real-wire-backend';
import {
  expectedTypes,
  expectValidJsonLd,
  jsonLdOf,
  openInClient,
  parse,
  serverRender,
  setupServerPages,
  watchConsole,
} from '../../testing/server-pages';
import { PUBLIC_PAGES } from './public-pages';
import multiSpecFile from '../../../../contract/fixtures/real-wire/products.detail.multi-spec.json';
import singleSpecFile from '../../../../contract/fixtures/real-wire/products.detail.single-spec.json';
import shop from '../../../../contract/fixtures/real-wire/merchants.indexInfo.json';

/**
 * Every public page as the production server renders it on the real backend's wire format (every answer from
 * contract/fixtures/real-wire: docs/backend-wire.md), then adopted by the client: what public-pages.test.tsx checks
 * on the mock, here on the answers a deployment gets. Each page asks the backend only for what a fixture answers,
 * renders whole (status 200, nothing left for the client to fetch), shows no broken text (NaN, undefined, null, an
 * object or raw JSON), carries valid JSON-LD, and is adopted by the client without a mismatch. The browser's
 * counterpart, on the static build, is e2e/specs/real-wire.spec.ts.
 */
const UPSTREAM = 'http://real-backend.test';
const multiSpec = multiSpecFile.data as unknown as ProductDetail;
const single = singleSpecFile.data as unknown as ProductDetail;
const backend = setupRealWireBackend(UPSTREAM, {
  'products.detail': (url) =>
    url.pathname.endsWith(`/${multiSpec.productInfo.id}`) ? 'products.detail.multi-spec' : 'products.detail.single-spec',
});
setupServerPages(UPSTREAM);

const PRODUCTS = [multiSpec, single];
const PAGES = [...new Set([...PUBLIC_PAGES, ...PRODUCTS.map((product) => paths.goodsDetail(product.productInfo.id))])];
/** English, and a locale that writes decimals with a comma: the backend's money strings reach both. */
const CHECKED: readonly Locale[] = ['en', 'fr'];

describe('public pages on the real wire', { timeout: 60_000 }, () => {
  it.each(PAGES)('%s: rendered whole from the real answers, read by a crawler and adopted by the client', async (path) => {
    const problems = watchConsole();
    for (const locale of CHECKED) {
      const url = localizePath(path, locale);
      backend.unserved.length = 0;
      const page = await serverRender(url);
      expect({ url, status: page.status, hydratable: page.hydratable, undeclared: page.undeclared, unserved: backend.unserved }).toEqual({
        url,
        status: 200,
        hydratable: true,
        undeclared: [],
        unserved: [],
      });
      expect(page.html).not.toContain('aria-busy="true"');
      const doc = parse(page);
      const root = doc.querySelector('#root');
      for (const script of root?.querySelectorAll('script') ?? []) script.remove();
      const shown = [
        root?.textContent ?? '',
        doc.title,
        ...[...doc.querySelectorAll('meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]')].map(
          (meta) => meta.getAttribute('content') ?? '',
        ),
      ].join('\n');
      expect(shown.match(BROKEN_TEXT)?.[0] ?? null, `${url}: broken text`).toBeNull();
      const jsonLd = jsonLdOf(doc);
      expect(jsonLd.map((data) => data['@type'])).toEqual(expectedTypes(path));
      jsonLd.forEach(expectValidJsonLd);

      const heading = doc.querySelector('h1')?.textContent.trim();
      const product = PRODUCTS.find((candidate) => path === paths.goodsDetail(candidate.productInfo.id));
      if (product) {
        expect(heading).toBe(product.productInfo.storeName);
        expect(doc.querySelector(`main img[src="${product.productInfo.image}"]`), 'the product picture').not.toBeNull();
        const offer = jsonLd.find((data) => data['@type'] === 'Product')?.offers as { price: string } | undefined;
        expect(doc.querySelector('main')?.textContent).toMatch(
          new RegExp(`(?<!\\d)${(offer?.price ?? 'no offer').replace('.', '[.,]')}(?!\\d)`),
        );
      } else if (jsonLd.some((data) => data['@type'] === 'Store')) expect(heading).toBe(shop.data.name);
      else expect(heading).toMatch(/\S/);

      document.title = '';
      const client = await openInClient(url, page);
      expect({ url, ...client, problems }).toEqual({ url, kept: true, recoverable: [], title: doc.title, problems: [] });
    }
  });
});
