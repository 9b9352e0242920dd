import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorefronts, writeTestBuild } from './test-build';

/**
 * Which requests share a kept page (server/app.ts; docs/adr/0019-server-rendering.md, the page cache). A build of its
 * own: an entry that renders the URL it is given as the page and counts its renders, so the test sees what was
 * rendered and how often, apart from `npm run build`. Its pages read `cid` and `page` only: its `pageAddress` keeps
 * those, as web/src/app/ssr/page-query.ts keeps each page's own (tested there).
 */
let dir = '';

beforeAll(() => {
  dir = writeTestBuild(
    'page-keys',
    [
      'globalThis.__renders = [];',
      'globalThis.__configured = [];',
      'export const configure = async (options) => { globalThis.__configured.push(options); };',
      'export const render = async ({ url, overloaded }) => {',
      "  if (overloaded) return { kind: 'page', status: 503, locale: 'en', html: null, state: null, hydratable: false, head: '<title>Page</title>',",
      "    indexable: true, path: url.split('?')[0], undeclared: [], code: { routes: [], locales: ['en'], namespaces: [] } };",
      '  const n = globalThis.__renders.push(url);',
      '  await globalThis.__gate;',
      "  const path = url.split('?')[0];",
      "  return { kind: 'page', status: 200, locale: 'en', html: `<h1 data-render='${n}'>${url.replace(/&/g, '&amp;')}</h1>`, state: null, hydratable: true,",
      "    head: '<title>Page</title>', indexable: true, path, undeclared: [], code: { routes: [], locales: ['en'], namespaces: [] } };",
      '};',
      'export const pageAddress = (url) => {',
      "  const [path, query] = url.split('?');",
      '  if (query === undefined) return url;',
      "  const kept = query.split('&').filter((part) => ['cid', 'page'].includes(part.split('=')[0]));",
      "  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;",
      '};',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = testStorefronts(() => dir);

const renders = (): string[] => (globalThis as { __renders?: string[] }).__renders ?? [];

async function storefront(env: Record<string, string> = {}) {
  const { app, retarget, busy } = await open(env);
  renders().length = 0;
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
    return {
      status: answer.statusCode,
      cache: answer.headers['x-page-cache'],
      body: answer.body,
      caching: answer.headers['cache-control'],
      retryAfter: answer.headers['retry-after'],
      policy: answer.headers['content-security-policy'],
    };
  };
  return Object.assign(get, { retarget, busy });
}

describe('the page cache’s keys', () => {
  it('a parameter the page does not read names no page of its own: each request is the kept page, rendered at its address', async () => {
    const get = await storefront();
    const first = await get('/goods_detail/1?fbclid=IwAR0one&utm_source=facebook');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(first.body).toContain('>/goods_detail/1</h1>');
    expect(first.body).not.toMatch(/fbclid|utm_source/);
    // A shared link's tracking tags, or a query made up to miss the cache (a flood of them costs no render).
    for (const url of [
      '/goods_detail/1?fbclid=IwAR0two',
      '/goods_detail/1?gclid=abc&utm_medium=cpc',
      '/goods_detail/1?x=8f3a',
      '/goods_detail/1',
    ])
      expect(await get(url), url).toMatchObject({ status: 200, cache: 'hit' });
    expect(renders()).toEqual(['/goods_detail/1']);
  });

  it('the picture hosts IMG_ORIGINS lists are the only others a page may show pictures from, kept page or not', async () => {
    const get = await storefront({ IMG_ORIGINS: 'https://img.shop.example https://*.cdn.example' });
    for (const answer of [await get('/goods_detail/4'), await get('/goods_detail/4')])
      expect(answer.policy).toContain("; img-src 'self' data: blob: https://img.shop.example https://*.cdn.example; ");
  });

  it('a parameter the page reads is part of the page: kept apart, rendered with it, in its own order and spelling', async () => {
    const get = await storefront();
    expect(await get('/goods/goods_search?cid=2&utm_campaign=sale&page=2')).toMatchObject({ cache: 'miss' });
    expect(await get('/goods/goods_search?cid=2&page=2')).toMatchObject({ cache: 'hit' });
    expect(await get('/goods/goods_search?page=2&cid=2')).toMatchObject({ cache: 'miss' });
    expect(await get('/goods/goods_search?cid=3&page=2&fbclid=x')).toMatchObject({ cache: 'miss' });
    expect(renders()).toEqual(['/goods/goods_search?cid=2&page=2', '/goods/goods_search?page=2&cid=2', '/goods/goods_search?cid=3&page=2']);
  });
});

describe('renders in flight', { timeout: 30_000 }, () => {
  /** Holds every render until `open` is called (the entry awaits `globalThis.__gate`). */
  function gate(): () => void {
    let open = () => {};
    (globalThis as { __gate?: Promise<void> }).__gate = new Promise<void>((resolve) => (open = resolve));
    return () => {
      open();
      delete (globalThis as { __gate?: Promise<void> }).__gate;
    };
  }

  it.each([
    ['with the page cache', {}],
    ['without it', { PAGE_CACHE_MB: '0' }],
  ])('a page many ask for at once is rendered once, for all of them (%s)', async (_, env) => {
    const get = await storefront(env);
    const open = gate();
    const asked = [
      get('/goods_detail/7'),
      get('/goods_detail/7?fbclid=one'),
      get('/goods_detail/7'),
      get('/goods_detail/8'),
      get('/goods_detail/7?utm_source=x'),
    ];
    // Every request has joined a render before the renders end. Requests are not handled in the order they were
    // sent, so which one for page 7 began its render is not known: one of them did, the others shared it.
    await expect.poll(() => get.busy(), { timeout: 15_000 }).toEqual({ renders: 2, waiting: 5 });
    open();
    const answers = await Promise.all(asked);
    expect(renders().toSorted()).toEqual(['/goods_detail/7', '/goods_detail/8']);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect([0, 1, 2, 4].map((index) => answers[index]?.cache).toSorted()).toEqual(['miss', 'shared', 'shared', 'shared']);
    expect(answers[3]?.cache).toBe('miss');
    expect(new Set([0, 1, 2, 4].map((index) => answers[index]?.body)).size).toBe(1);
    expect(get.busy()).toEqual({ renders: 0, waiting: 0 });
    // Done, the next request renders again when nothing keeps the page, and is a hit when the cache does.
    expect((await get('/goods_detail/7')).cache).toBe('PAGE_CACHE_MB' in env ? 'miss' : 'hit');
  });

  it('past SSR_MAX_RENDERS renders in flight, a page is its shell at once (503, kept by no one, asked again later)', async () => {
    const get = await storefront({ SSR_MAX_RENDERS: '2' });
    const open = gate();
    const first = [get('/goods_detail/1'), get('/goods_detail/2'), get('/goods_detail/2?fbclid=x')];
    await expect.poll(() => get.busy(), { timeout: 15_000 }).toEqual({ renders: 2, waiting: 3 });
    // Two renders in flight (the third request shares one): a third page does not wait for them.
    const third = await get('/goods_detail/3');
    expect(third).toMatchObject({ status: 503, cache: 'miss', caching: 'no-store', retryAfter: expect.stringMatching(/^\d+$/) });
    expect(third.body).toContain('<div id="root"></div>');
    open();
    expect((await Promise.all(first)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    // With the renders done, the same page renders.
    expect(await get('/goods_detail/3')).toMatchObject({ status: 200, cache: 'miss' });
    // The first two in the order the server took them (not always the order they were sent), then the third.
    expect(renders().slice(0, 2).toSorted()).toEqual(['/goods_detail/1', '/goods_detail/2']);
    expect(renders()[2]).toBe('/goods_detail/3');
  });

  it('after a retarget (another backend), a request neither joins a render begun before it nor gets its page kept', async () => {
    const get = await storefront();
    const openEarlier = gate();
    const before = get('/goods_detail/5');
    await expect.poll(() => renders().length, { timeout: 15_000 }).toBe(1);
    await get.retarget({ config: { apiBase: '' }, apiUpstream: 'http://127.0.0.1:10' });
    const openLater = gate();
    const after = get('/goods_detail/5');
    await expect.poll(() => renders().length, { timeout: 15_000 }).toBe(2);
    // The render for the new backend ends first; the earlier one, ending last, must not replace what the cache keeps.
    openLater();
    expect((await after).cache).toBe('miss');
    openEarlier();
    expect((await before).cache).toBe('miss');
    const kept = await get('/goods_detail/5');
    expect(kept.cache).toBe('hit');
    expect(kept.body).toContain("<h1 data-render='2'>");
  });

  it('a render begun before a retarget, ending while the later render of the same page is in flight, leaves that one to be joined', async () => {
    const get = await storefront();
    const openEarlier = gate();
    const before = get('/goods_detail/6');
    await expect.poll(() => get.busy(), { timeout: 15_000 }).toEqual({ renders: 1, waiting: 1 });
    await get.retarget({ config: { apiBase: '' }, apiUpstream: 'http://127.0.0.1:10' });
    const openLater = gate();
    const after = get('/goods_detail/6');
    await expect.poll(() => renders().length, { timeout: 15_000 }).toBe(2);
    // The earlier render ends first: its end must not take the later render out of the renders in flight.
    openEarlier();
    expect((await before).cache).toBe('miss');
    expect(get.busy()).toEqual({ renders: 1, waiting: 1 });
    const again = get('/goods_detail/6');
    await expect.poll(() => get.busy(), { timeout: 15_000 }).toEqual({ renders: 1, waiting: 2 });
    openLater();
    expect((await after).cache).toBe('miss');
    const joined = await again;
    expect(joined.cache).toBe('shared');
    expect(joined.body).toContain("<h1 data-render='2'>");
    expect(renders()).toHaveLength(2);
  });

  it('a failed render fails each request that waited for it, and the next one renders afresh', async () => {
    const get = await storefront({ PAGE_CACHE_MB: '0' });
    let fail = () => {};
    (globalThis as { __gate?: Promise<void> }).__gate = new Promise<void>(
      (_resolve, reject) => (fail = () => reject(new Error('backend gone'))),
    );
    const asked = [get('/goods_detail/9'), get('/goods_detail/9')];
    await expect.poll(() => get.busy(), { timeout: 15_000 }).toEqual({ renders: 1, waiting: 2 });
    fail();
    expect((await Promise.all(asked)).map((answer) => answer.status)).toEqual([500, 500]);
    delete (globalThis as { __gate?: Promise<void> }).__gate;
    expect(await get('/goods_detail/9')).toMatchObject({ status: 200, cache: 'miss' });
    expect(renders()).toEqual(['/goods_detail/9', '/goods_detail/9']);
  });

  it('paths that cannot be decoded render their 404 page within SSR_MAX_RENDERS, counted with the pages’ renders; past it, the plain 400 at once', async () => {
    const get = await storefront({ SSR_MAX_RENDERS: '1' });
    const open = gate();
    const first = get('/%ff');
    await expect.poll(() => get.busy(), { timeout: 15_000 }).toEqual({ renders: 1, waiting: 0 });
    // At the bound: another such path is not rendered, and a page is its shell (503), as past any render.
    const second = await get('/%fe');
    expect(second.status).toBe(400);
    expect(second.body).toBe('Bad request: the path is not a valid URL.\n');
    expect((await get('/goods_detail/3')).status).toBe(503);
    open();
    // The stand-in renders every path as a page, which is no 404: the plain 400 again, after its render.
    expect((await first).status).toBe(400);
    expect(renders()).toEqual(['/%25ff']);
    expect(get.busy()).toEqual({ renders: 0, waiting: 0 });
  });
});

describe('what the server tells its renderer', () => {
  const configured = (): Array<Record<string, unknown>> =>
    (globalThis as { __configured?: Array<Record<string, unknown>> }).__configured ?? [];

  it('shares the backend’s answers between renders for SSR_DATA_TTL_MS, at start and after a retarget; 0 turns it off', async () => {
    configured().length = 0;
    const get = await storefront();
    await get.retarget({ config: { apiBase: '' }, apiUpstream: 'http://127.0.0.1:10' });
    expect(configured().map((options) => options.sharedAnswersMs)).toEqual([5_000, 5_000]);
    configured().length = 0;
    await storefront({ SSR_DATA_TTL_MS: '0' });
    expect(configured().map((options) => options.sharedAnswersMs)).toEqual([0]);
  });
});
