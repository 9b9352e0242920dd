// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath, type Locale } from '../../lib/i18n/locales';
import { paths } from '../../lib/routing/paths';
import { setupMockBackend } from '../../testing/mock-backend';
import { configure, render } from './entry-server';

/**
 * Renders in different locales run side by side: each render has its own i18next instance for its locale
 * (docs/adr/0019-server-rendering.md, i18n), so no render sees another's language, with no lock between them.
 */
const UPSTREAM = 'http://backend.test';
const backend = setupMockBackend(UPSTREAM);
beforeAll(() => configure({ config: { apiBase: '' }, apiUpstream: UPSTREAM, fetchTimeoutMs: 10_000 }));

const catalogs = import.meta.glob<{ categories: { all: string }; header: { searchButton: string } }>('../../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const common = (locale: Locale) => {
  const catalog = catalogs[`../../locales/${locale}/common.json`];
  if (!catalog) throw new Error(`no common catalog for ${locale}`);
  return catalog;
};

describe('server render and locales', { timeout: 30_000 }, () => {
  it('renders the same page in every locale at once, each in its own language', async () => {
    // Twice each locale, all started together: their data phases and render passes interleave.
    const locales = [...LOCALES, ...[...LOCALES].reverse()];
    const results = await Promise.all(
      locales.map((locale) =>
        render({ url: localizePath(paths.home(), locale), publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 }),
      ),
    );
    results.forEach((result, index) => {
      const locale = locales[index] ?? 'en';
      if (result.kind !== 'page' || result.html === null) throw new Error(`${locale}: no page`);
      expect({ locale: result.locale, status: result.status, hydratable: result.hydratable }).toEqual({
        locale,
        status: 200,
        hydratable: true,
      });
      const own = common(locale);
      expect(result.html).toContain(own.categories.all);
      expect(result.html).toContain(own.header.searchButton);
      // No other locale's text leaked in (English is every locale's fallback, so it is not compared with them).
      for (const other of LOCALES) {
        if (other === locale || other === 'en' || common(other).categories.all === own.categories.all) continue;
        expect(result.html, `${locale} page holds ${other} text`).not.toContain(common(other).categories.all);
      }
    });
  });

  it('a member page is the noindex shell with its title in its own locale', async () => {
    const [fr, zh] = await Promise.all(
      (['fr', 'zh-CN'] as const).map((locale) =>
        render({ url: localizePath(paths.login(), locale), publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 }),
      ),
    );
    if (fr?.kind !== 'page' || zh?.kind !== 'page') throw new Error('no page');
    expect([fr.html, zh.html, fr.indexable, zh.indexable]).toEqual([null, null, false, false]);
    expect(fr.head).not.toEqual(zh.head);
    expect(fr.head).toContain('noindex');
  });

  it('renders the product page with the review tab and page its address names, from its declaration alone', async () => {
    const result = await render({
      url: paths.goodsDetail(1, { reviewType: 1, reviewPage: 2 }),
      publicOrigin: 'https://mall.test',
      dataDeadlineMs: 10_000,
    });
    if (result.kind !== 'page' || result.html === null) throw new Error('no page');
    expect({ status: result.status, hydratable: result.hydratable, undeclared: result.undeclared }).toEqual({
      status: 200,
      hydratable: true,
      undeclared: [],
    });
    const wire = (await (await fetch(`${UPSTREAM}/api/front/product/reply/list/1?type=1&page=2&limit=5`)).json()) as {
      data: { list: Array<{ comment: string }> };
    };
    expect(wire.data.list.length).toBeGreaterThan(0);
    // The positive tab is the selected one, page 2 the current one, and the reviews are that page's, in order.
    expect(result.html).toMatch(/aria-selected="true"[^>]*>Positive \(\d+\)</);
    expect(result.html).toMatch(/aria-current="page"[^>]*>2</);
    const comments = [...result.html.matchAll(/<article[^>]*>.*?<\/div><p>([^<]*)<\/p>/g)].map((match) => match[1]);
    expect(comments).toEqual(wire.data.list.map((review) => review.comment));
  });

  it('answers any request target, with a redirect to the one address of its page where it has another', async () => {
    const at = (url: string) => render({ url, publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 });
    expect(await at('//')).toEqual({ kind: 'redirect', location: '/' });
    expect(await at('//evil.com?x=1')).toEqual({ kind: 'redirect', location: '/evil.com?x=1' });
    expect(await at('//zh-CN/goods_detail/1')).toEqual({ kind: 'redirect', location: '/zh-CN/goods_detail/1' });
    expect(await at('/goods_detail/01/')).toEqual({ kind: 'redirect', location: '/goods_detail/1' });
    expect(await at('/en/goods_detail/1')).toEqual({ kind: 'redirect', location: '/goods_detail/1' });
    expect(await at('/merchant/merchant?merId=3')).toEqual({ kind: 'redirect', location: '/merchant/merchant?id=3' });
    const odd = await at('/%ff%fe');
    expect(odd.kind === 'page' && odd.status).toBe(404);
  });

  it('answers a page whose data did not come as 503: the page with its head, for the client to fill in', async () => {
    // Every backend call fails (the mock's fault injection), for this render only.
    const faults = `${UPSTREAM}/__mock/faults`;
    const added = await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/**', code: 500 }),
    });
    expect(added.ok).toBe(true);
    const result = await render({ url: paths.goodsDetail(2), publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 }).finally(() =>
      fetch(faults, { method: 'DELETE' }),
    );
    if (result.kind !== 'page' || result.html === null) throw new Error('no page');
    // A query the page mounts disabled (the coupon row's, which waits for the product's shop) is not fetched.
    expect({ status: result.status, hydratable: result.hydratable, undeclared: result.undeclared }).toEqual({
      status: 503,
      hydratable: false,
      undeclared: [],
    });
    expect(result.html).toContain('<header');
    expect(result.head).toContain('rel="canonical" href="https://mall.test/goods_detail/2"');
  });

  it('renders a list with one page of items whole: the next page’s query, mounted turned off, is no data it lacks', async () => {
    // Each list warms its next page with a query that is off on the last page; on the server that query stays
    // unasked, which once made every list of one page a 503 the client filled in (and no cache kept).
    for (const url of [
      paths.goodsSearch({ cid: 2 }),
      paths.goodsSearch({ title: 'Mug' }),
      paths.merchant({ id: 2 }, 'category'),
      paths.merchantMore({ keywords: 'a' }),
    ]) {
      const result = await render({ url, publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 });
      if (result.kind !== 'page' || result.html === null) throw new Error(`${url}: no page`);
      expect({ url, status: result.status, hydratable: result.hydratable }).toEqual({ url, status: 200, hydratable: true });
      expect(result.html, url).toMatch(/href="\/(goods_detail|merchant\/merchant\?id=)/);
    }
  });

  it('reads a page number past the bound the backend accepts as no call it refuses: never a 503 for good', async () => {
    // `page` past 100 000 is refused by the backend (the contract's bound): asked for, every render of the address
    // missed that data and was answered 503, a "come back later" with no later.
    for (const [url, status] of [
      [`${paths.goodsDetail(1)}?reviewPage=100001`, 200],
      [`${paths.goodsDetail(1)}?reviewPage=9007199254740993`, 200],
      [`${paths.activityList({ id: 1 })}&page=100001`, 200],
      [paths.merchantStreet({ page: 100001 }), 200],
      [paths.merchant({ id: 1, page: 100001 }, 'home'), 200],
      [paths.goodsSearch({ page: 100001 }), 404],
    ] as const) {
      const result = await render({ url, publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 });
      if (result.kind !== 'page' || result.html === null) throw new Error(`${url}: no page`);
      expect({ url, status: result.status }).toEqual({ url, status });
    }
  });

  it('answers a public page as its shell at once when the server has too many renders in flight: 503, no backend call', async () => {
    backend.asked.length = 0;
    const url = localizePath(paths.goodsDetail(2), 'fr');
    const result = await render({ url, publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000, overloaded: true });
    if (result.kind !== 'page') throw new Error('no page');
    expect({
      status: result.status,
      html: result.html,
      state: result.state,
      hydratable: result.hydratable,
      indexable: result.indexable,
    }).toEqual({
      status: 503,
      html: null,
      state: null,
      hydratable: false,
      indexable: true,
    });
    // The page's own head, in its language, so the shell the client fills in is titled and addressed as the page.
    expect(result.locale).toBe('fr');
    expect(result.head).toContain('rel="canonical" href="https://mall.test/fr/goods_detail/2"');
    // Nothing was asked of the backend.
    expect(backend.asked).toEqual([]);
  });
});
