import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type InformationEvent } from 'node:http';
import type { ConsoleMessage, Page } from '@playwright/test';
import { ok } from '../fixtures/api';
import { picturePath } from '../fixtures/pictures';
import { e2eConfig, expect, test as base } from '../fixtures/test';
import { LOCALES, localizePath } from '../../web/src/lib/i18n/locales';
import { paths } from '../../web/src/lib/routing/paths';
import { MISSING_PAGES, PUBLIC_PAGES } from '../../web/src/app/ssr/public-pages';
import { literal } from '../fixtures/patterns';

/**
 * The production server (`npm run serve`, docs/adr/0019-server-rendering.md) in front of this worker's mock (the
 * same server every spec runs on): what a crawler without JavaScript reads, the status codes and headers, and the
 * client adopting the server's markup.
 */
const test = base.extend<{ storefront: { origin: string } }>({
  // The worker's production server (e2e/fixtures/web-server.ts), pointed at the worker's mock by `api`.
  storefront: async ({ web, api }, use) => {
    if (!api) throw new Error('the mock client points the server at the mock');
    await use({ origin: web.origin });
  },
});

type JsonLd = Record<string, unknown> & { '@type': string };

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

test.describe('crawler without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Every page in every locale is read the same way at unit level (web/src/app/ssr/public-pages.test.tsx); here one
  // locale through the production server, its template and its answers.
  test('a product page holds its name, price, picture and metadata', async ({ page, api, storefront }) => {
    const detail = await ok(api.api.products.detail({ params: { id: 1 } }));
    const info = detail.productInfo;
    const locale = 'fr';
    const url = `${storefront.origin}${localizePath(paths.goodsDetail(info.id), locale)}`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: info.storeName })).toBeVisible();
    // Formatted for the locale: "327.10" or "327,10".
    await expect(page.locator('main')).toContainText(new RegExp(info.price.replace('.', '[.,]')));
    expect(await page.locator(`main img[src$="${picturePath(info.image)}"]`).count()).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(`^${literal(info.storeName)} - `));
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', url);
    // hreflang: the six prefixes and x-default, each a page this server answers.
    const alternates = page.locator('head link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(LOCALES.length + 1);
    for (const other of LOCALES) {
      await expect(page.locator(`head link[hreflang="${other}"]`)).toHaveAttribute(
        'href',
        `${storefront.origin}${localizePath(paths.goodsDetail(info.id), other)}`,
      );
    }
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', info.storeName);
    // Absolute, on the shop's origin, through which the mock's pictures are served.
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${storefront.origin}${picturePath(info.image)}`,
    );
    await expect(page.locator('head meta[property="product:price:amount"]')).toHaveAttribute('content', info.price);
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    // The charset comes first, before any script.
    expect(await page.locator('head > *').first().getAttribute('charset')).toBe('utf-8');
    const hreflang = await page.locator('head link[hreflang="th"]').getAttribute('href');
    expect((await page.request.get(hreflang ?? '')).status()).toBe(200);

    const [product, breadcrumbs] = await jsonLd(page);
    // Product: name, image and an Offer with price, currency and availability (what rich results require).
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: info.storeName });
    expect(product?.image).toEqual(expect.arrayContaining([`${storefront.origin}${picturePath(info.image)}`]));
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      price: info.price,
      priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
      availability: info.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    });
    const reviews = await ok(api.api.reviews.config({ params: { productId: info.id } }));
    if (reviews.sumCount > 0) expect(product?.aggregateRating).toMatchObject({ '@type': 'AggregateRating', reviewCount: reviews.sumCount });
    else expect(product?.aggregateRating).toBeUndefined();
    // BreadcrumbList: home first, the product last, positions 1..n, each an absolute URL.
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    const items = breadcrumbs?.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>;
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)).toMatchObject({ '@type': 'ListItem', name: info.storeName });
    for (const item of items) expect(item.item).toMatch(new RegExp(`^${storefront.origin}/`));
  });

  test('lists, shops and home show their first items and their own metadata', async ({ page, api, storefront }) => {
    const home = await page.goto(`${storefront.origin}/zh-CN`);
    expect(home?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    const homeLd = await jsonLd(page);
    expect(homeLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(homeLd[1]?.potentialAction).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=search_term_string' });

    const list = await ok(api.api.products.list({ query: { page: 1, limit: 20, cid: 1 } }));
    const first = list.list[0];
    if (!first) throw new Error('the seed has products in category 1');
    await page.goto(`${storefront.origin}${paths.goodsSearch({ cid: 1 })}`);
    await expect(page.getByRole('link', { name: first.storeName }).first()).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${storefront.origin}/goods/goods_search?cid=1`);

    const shop = await ok(api.api.merchants.indexInfo({ params: { id: 1 } }));
    await page.goto(`${storefront.origin}${localizePath(paths.merchant({ id: 1 }), 'es')}`);
    await expect(page.getByRole('heading', { name: shop.name }).first()).toBeVisible();
    const [store] = await jsonLd(page);
    expect(store).toMatchObject({ '@type': 'Store', name: shop.name });
    await expect(page).toHaveTitle(new RegExp(shop.name.replace(/[()]/g, '\\$&')));
  });

  test('unknown and off-sale products, shops and paths are 404s; member pages are the noindex shell', async ({ page, api, storefront }) => {
    // The backend answers an off-sale product as an unknown one (docs/backend-wire.md): a 404, not a 410.
    await ok(api.mock.patchRecord({ params: { collection: 'products', id: 5 }, body: { isShow: false } }));
    for (const path of [
      paths.goodsDetail(999999),
      paths.goodsDetail(5),
      paths.merchant({ id: 999999 }),
      '/no/such/page',
      localizePath('/no/such/page', 'th'),
    ]) {
      const response = await page.goto(`${storefront.origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // A page the shopper can go on from (in English but for the Thai path).
      if (!path.startsWith('/th/')) await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    }
    for (const path of [paths.orderList(), localizePath(paths.shoppingCart(), 'fr'), paths.login()]) {
      const response = await page.goto(`${storefront.origin}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-cache');
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // The shell only: nothing rendered inside the app's root but the boot frame.
      await expect(page.locator('#root h1')).toHaveCount(0);
    }
  });
});

test("a member page's shell preloads the code its first render waits for, which the page then uses", async ({
  page,
  request,
  storefront,
  shopper: _shopper,
}) => {
  const cart = localizePath(paths.shoppingCart(), 'fr');
  const html = await (await request.get(`${storefront.origin}${cart}`)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
  // The page's chunk, and its catalogs in French and in English (the fallback i18next loads too).
  expect(preloads.filter((href) => /^\/assets\/shopping-cart-page-[\w-]+\.js$/.test(href))).toHaveLength(1);
  for (const catalog of ['/fr/cart.js', '/en/cart.js', '/fr/common.js'])
    expect(
      preloads.some((href) => href.endsWith(catalog)),
      catalog,
    ).toBe(true);
  // A server-rendered page is on screen without its code: nothing of its route is preloaded.
  const product = await (await request.get(`${storefront.origin}${paths.goodsDetail(1)}`)).text();
  expect(product).not.toMatch(/modulepreload[^>]*goods-detail-page/);

  // The browser asks for each once: the page's imports take the preloaded modules.
  const asked = new Map<string, number>();
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    asked.set(path, (asked.get(path) ?? 0) + 1);
  });
  await page.goto(`${storefront.origin}${cart}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const href of preloads) expect(asked.get(href), href).toBe(1);
});

test('headers, compression, the API, robots.txt, the sitemap and /healthz', async ({ request, storefront }) => {
  const page = await request.get(`${storefront.origin}${paths.goodsDetail(2)}`, { headers: { 'accept-encoding': 'br' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  const html = await page.text();
  // Every inline script the page runs is allowed by its hash (the browser checks it too: a refused script is a
  // console error, which fails the hydration walks below); the files come from 'self'.
  const inline = [...html.matchAll(/<script(?![^>]*(?:\ssrc=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const text of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  expect(policy).not.toContain('nonce');

  // Every page carries a validator. A rendered page's HTML holds its queries' fetch times, so its tag changes with
  // each render and a 304 comes from the page cache (off in this suite, server/page-answer.test.ts has it); the
  // shell is the same at every render, and a browser revalidating it (no-cache) gets 304 and no body.
  expect(headers.etag).toMatch(/^W\/"/);
  const shellUrl = `${storefront.origin}${paths.orderList()}`;
  const shell = await request.get(shellUrl);
  const shellTag = shell.headers().etag ?? '';
  const again = await request.get(shellUrl, { headers: { 'if-none-match': shellTag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  expect(again.headers()['cache-control']).toBe('private, no-cache');
  expect(again.headers().etag).toBe(shellTag);

  const asset = /href="(\/assets\/react-[^"]+\.js)"/.exec(html)?.[1];
  const script = await request.get(`${storefront.origin}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(script.headers()['content-encoding']).toBe('gzip');

  const api = await request.get(`${storefront.origin}/api/front/product/detail/2`);
  expect(((await api.json()) as { code: number }).code).toBe(200);

  const robots = await (await request.get(`${storefront.origin}/robots.txt`)).text();
  expect(robots).toContain('Disallow: /users/');
  expect(robots).toContain(`Sitemap: ${storefront.origin}/sitemap.xml`);
  const index = await (await request.get(`${storefront.origin}/sitemap.xml`)).text();
  expect(index).toContain(`<loc>${storefront.origin}/sitemap-products-1.xml</loc>`);
  expect(index).toContain(`<loc>${storefront.origin}/sitemap-shops-1.xml</loc>`);
  const products = await (await request.get(`${storefront.origin}/sitemap-products-1.xml`)).text();
  expect(products).toContain(`<loc>${storefront.origin}/zh-CN/goods_detail/1</loc>`);
  expect(products).toContain(`hreflang="x-default" href="${storefront.origin}/goods_detail/1"`);
  expect((await request.get(`${storefront.origin}/healthz`)).status()).toBe(200);
});

test('a backend that does not answer still gives the page its frame within the deadline, as a 503 no cache keeps', async ({
  page,
  api,
  storefront,
}) => {
  // The server's one request for the product waits far past its deadline (SSR_DATA_DEADLINE_MS, 5 s in this suite);
  // the browser's own request, after it, is answered.
  await ok(api.mock.addFault({ body: { method: 'GET', path: '/api/front/product/detail/9', delayMs: 20_000, count: 1 } }));
  const started = Date.now();
  const response = await page.goto(`${storefront.origin}${paths.goodsDetail(9)}`);
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(response?.status()).toBe(503);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('no-store');
  expect(Number(headers['retry-after'])).toBeGreaterThan(0);
  expect(headers.etag).toBeUndefined();
  const html = (await response?.text()) ?? '';
  // The header is there, the product is left to the client, which renders afresh instead of adopting this markup.
  expect(html).toContain('<header');
  expect(html).not.toContain('data-ssr-path');
  // And the shopper sees the page fill in.
  const detail = await ok(api.api.products.detail({ params: { id: 9 } }));
  await expect(page.getByRole('heading', { level: 1, name: detail.productInfo.storeName })).toBeVisible();
});

test('with the backend down, even an unknown product is a 503 for no one to keep, never an indexable 200', async ({
  request,
  api,
  storefront,
}) => {
  await ok(api.mock.addFault({ body: { path: '/api/**', drop: true } }));
  for (const path of [paths.goodsDetail(999998), paths.merchant({ id: 3 }), paths.home()]) {
    const response = await request.get(`${storefront.origin}${path}`);
    expect(response.status(), path).toBe(503);
    expect(response.headers()['cache-control'], path).toBe('no-store');
  }
});

/** A request as a crawler or a script sends it: the path and the Host exactly as given, no redirect followed. */
function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string; informational: InformationEvent[] }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const informational: InformationEvent[] = [];
    const sent = httpRequest({ host: hostname, port, path, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks).toString(), informational }),
      );
    });
    sent.on('information', (info) => informational.push(info));
    sent.on('error', reject);
    sent.end();
  });
}

test('every page has one address: other spellings move there for good, always on this site', async ({ api: _api, storefront }) => {
  const moves: Array<[string, string]> = [
    ['//', '/'],
    ['////', '/'],
    ['//%2F', '/%2F'],
    ['//evil.com', '/evil.com'],
    ['///x?a=1', '/x?a=1'],
    ['//zh-CN/goods_detail/1', '/zh-CN/goods_detail/1'],
    ['/goods_detail/1/', '/goods_detail/1'],
    ['/middlewares/about_us/', '/middlewares/about_us'],
    ['/goods/goods_search/?cid=1', '/goods/goods_search?cid=1'],
    ['/goods_detail/01', '/goods_detail/1'],
    ['/merchant/merchant?merId=3', '/merchant/merchant?id=3'],
    ['/lao/goods_detail/2', '/lo/goods_detail/2'],
    ['/en/goods_detail/2?reviewPage=2', '/goods_detail/2?reviewPage=2'],
    ['/en', '/'],
  ];
  for (const [path, location] of moves) {
    const answer = await rawGet(storefront.origin, path);
    expect({ path, status: answer.status, location: answer.headers.location }).toEqual({ path, status: 301, location });
  }
  // What they lead to: a page, or the 404 of a path that names none.
  expect((await rawGet(storefront.origin, '/merchant/merchant?id=3')).status).toBe(200);
  expect((await rawGet(storefront.origin, '/evil.com')).status).toBe(404);
});

test('a page calls its own origin and no other host: the policy refuses the rest in the browser', async ({ page, mock, storefront }) => {
  // The pages name the shop's own origin as their backend (the server forwards /api/), so the mock's own address
  // is just another host to them: a script injected into a page could not send what it read there.
  await page.goto(`${storefront.origin}${paths.goodsDetail(1)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outcome = await page.evaluate(async (elsewhere) => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`), {
        once: true,
      }),
    );
    const own = await fetch('/api/front/product/detail/1').then((response) => response.status);
    const other = await fetch(`${elsewhere}/api/front/product/detail/1`).then(
      (response) => `answered ${response.status}`,
      () => 'refused',
    );
    // The browser reports the refusal in a task of its own, which may come after the failed fetch settles.
    return { own, other, refused: other === 'refused' ? await violation : null };
  }, mock.url);
  expect(outcome).toEqual({ own: 200, other: 'refused', refused: `connect-src ${mock.url}/api/front/product/detail/1` });
});

test('a shared link’s tracking tags or a made-up query: the page of its own address, adopted at the address without them', async ({
  page,
  storefront,
}) => {
  const seen = problems(page);
  await page.addInitScript(markServerNode);
  const product = paths.goodsDetail(1);
  const response = await page.goto(`${storefront.origin}${product}?reviewPage=2&fbclid=IwAR0abc&utm_source=facebook&ref=x1`, {
    waitUntil: 'domcontentloaded',
  });
  expect(response?.status()).toBe(200);
  expect(await response?.text()).not.toMatch(/fbclid|utm_source|ref=x1/);
  await page.waitForFunction(allHydrated);
  await expect(page.locator('#root > [data-from-server]')).toHaveCount(1);
  // The page's own parameter stays: the second page of reviews.
  expect(new URL(page.url()).search).toBe('?reviewPage=2');
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(seen).toEqual([]);
});

test('a shopper who chose Chinese opens an unprefixed link: the page comes in Chinese, rendered and adopted, and the English one never shows', async ({
  page,
  storefront,
}) => {
  // The language menu's choice, kept in the locale cookie (docs/storefront.md, Language).
  await page.context().addCookies([{ name: 'locale', value: 'zh-CN', url: storefront.origin }]);
  const seen = problems(page);
  await page.addInitScript(markServerNode);
  // Each document reports how it stood once parsed: its language and whether it could be seen.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      console.log(`parsed ${document.documentElement.lang} ${getComputedStyle(document.documentElement).visibility}`);
    });
  });
  const parsed: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('parsed ')) parsed.push(message.text());
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  const product = paths.goodsDetail(1);
  const chinese = localizePath(product, 'zh-CN');
  await page.goto(`${storefront.origin}${product}?reviewPage=2#reviews`, { waitUntil: 'commit' });
  await expect(page).toHaveURL(`${storefront.origin}${chinese}?reviewPage=2#reviews`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('#root')).toHaveAttribute('data-ssr-path', chinese);
  await page.waitForFunction(allHydrated);
  // The Chinese page as the server sent it, adopted; its own parameter kept.
  await expect(page.locator('#root > [data-from-server]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '第 2 页', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(documents).toEqual([`${product}?reviewPage=2`, `${chinese}?reviewPage=2`]);
  // The English document, if it got as far as being parsed before the browser left it, was hidden.
  expect(parsed.filter((line) => line.startsWith('parsed en '))).not.toContain('parsed en visible');
  expect(parsed).toContain('parsed zh-CN visible');
  // English stays where the cookie names it, or names nothing.
  await page.context().addCookies([{ name: 'locale', value: 'en', url: storefront.origin }]);
  await page.goto(`${storefront.origin}${product}`);
  await expect(page).toHaveURL(`${storefront.origin}${product}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(seen).toEqual([]);
});

test('a page the server renders is preceded by early hints naming the stylesheet and the entry, as its head does', async ({
  api: _api,
  storefront,
}) => {
  const answer = await rawGet(storefront.origin, `${paths.goodsDetail(7)}?from=hints`);
  expect(answer.status).toBe(200);
  expect(answer.informational.map((info) => info.statusCode)).toEqual([103]);
  const links = String(answer.informational[0]?.headers.link ?? '').split(/,\s*/);
  const head = answer.body.slice(0, answer.body.indexOf('</head>'));
  const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(head)?.[1];
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(head)?.[1];
  if (!stylesheet || !entry) throw new Error("expected the build's stylesheet and entry in the head");
  // What the page's own tags fetch, in the same CORS mode, so the browser uses what it fetched early.
  expect(links[0]).toBe(`<${stylesheet}>; rel=preload; as=style; crossorigin`);
  expect(links).toContain(`<${entry}>; rel=modulepreload; crossorigin`);
  for (const link of links.slice(1)) {
    const href = /^<([^>]+)>/.exec(link)?.[1] ?? '';
    expect(head, link).toContain(href);
    expect((await rawGet(storefront.origin, href)).status, href).toBe(200);
  }
  // The page names the same list, for a CDN that sends its own 103 from a page it keeps.
  expect(answer.headers.link).toBe(links.join(', '));
  // Files and the API answer at once: no hints.
  expect((await rawGet(storefront.origin, entry)).informational).toEqual([]);
  expect((await rawGet(storefront.origin, '/api/front/index/paycurrency')).informational).toEqual([]);
});

test("with the API behind the shop's own origin, the mock's pictures in its pages are on that origin, which serves them", async ({
  api: _api,
  web,
  mock,
  storefront,
}) => {
  // As `npm run serve` runs by default (and every journey, e2e/fixtures/test.ts): the browser calls /api/ on the
  // page's origin, which the server forwards.
  await web.pointAt(e2eConfig(''), mock.url);
  const answer = await rawGet(storefront.origin, paths.goodsDetail(1));
  const pictures = [...answer.body.matchAll(/<img[^>]* src="([^"]+)"/g)].map((match) => match[1] ?? '');
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(answer.body)?.[1];
  expect(pictures.length).toBeGreaterThan(0);
  for (const url of [...pictures, ogImage ?? '']) expect(url).toMatch(new RegExp(`^${storefront.origin}/mock-images/`));
  const picture = await rawGet(storefront.origin, new URL(pictures[0] ?? '').pathname);
  expect(picture.status).toBe(200);
  expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
});

test("a path that is no URL gets the storefront's 404 page; the API keeps its envelope", async ({ page, api: _api, storefront }) => {
  for (const path of ['/%ff%fe', '/goods_detail/%']) {
    const answer = await rawGet(storefront.origin, path);
    // The status the page shows: the path names no page.
    expect(answer.status, path).toBe(404);
    expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
    expect(answer.headers['cache-control'], path).toBe('no-store');
    expect(answer.body, path).toContain('<meta name="robots" content="noindex" />');
    expect(answer.body, path).not.toContain('FST_ERR_BAD_URL');
  }
  const response = await page.goto(`${storefront.origin}/goods_detail/%`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page error' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();

  const api = await rawGet(storefront.origin, '/api/front/product/detail/%ff');
  expect(api.status).toBe(400);
  expect(JSON.parse(api.body)).toMatchObject({ code: 400, message: expect.any(String) });
});

test('a Host that is not a host name is refused; a good one names the public URLs', async ({ api: _api, storefront }) => {
  for (const host of ['evil.example"><script>', 'shop.example/path', 'user@shop.example', 'shop.example:99999']) {
    for (const path of [paths.goodsDetail(7), '/robots.txt', '/sitemap.xml', '/%ff']) {
      expect((await rawGet(storefront.origin, path, { host })).status, `${host} ${path}`).toBe(400);
    }
  }
  const robots = await rawGet(storefront.origin, '/robots.txt', { host: 'shop.example:8443' });
  expect(robots.body).toContain('Sitemap: http://shop.example:8443/sitemap.xml');
  expect((await rawGet(storefront.origin, '/healthz', { host: 'x"y' })).status).toBe(200);
});

/** What the browser reports while a page loads and hydrates: console errors and warnings, uncaught errors. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  return found;
}

/**
 * Runs in the page before its scripts: once the server's document is parsed (readyState "interactive" comes before
 * deferred and module scripts run), marks #root's first node, so a check after the app has started can tell the
 * server's nodes kept (hydration) from a render that replaced them; and keeps the title the server sent.
 */
function markServerNode(): void {
  document.addEventListener('readystatechange', () => {
    const node = document.getElementById('root')?.firstElementChild;
    if (document.readyState === 'interactive' && node) node.setAttribute('data-from-server', '');
    if (document.readyState === 'interactive') Object.assign(window, { serverTitle: document.title });
  });
}

/** The title the server sent with the page at `url`, as markServerNode kept it. */
const serverTitle = (page: Page): Promise<unknown> => page.evaluate(() => ('serverTitle' in window ? window.serverTitle : null));

/** Whether React has taken every node of #root (its fiber on each), resources it hoists and HTML it set whole aside. */
function allHydrated(): boolean {
  const root = document.getElementById('root');
  if (!root) return false;
  const own = (node: Element, prefix: string): unknown => Object.entries(node).find(([key]) => key.startsWith(prefix))?.[1];
  return [...root.querySelectorAll(':not(link, meta, title, style, script)')].every((element) => {
    if (own(element, '__reactFiber$') !== undefined) return true;
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      const props = own(parent, '__reactProps$');
      if (typeof props === 'object' && props !== null && 'dangerouslySetInnerHTML' in props) return true;
    }
    return false;
  });
}

// The production build in Chromium, on the server the suite runs on: public pages (web/src/app/ssr/public-pages.ts)
// loaded fresh (a first visit, rendered on the server), adopted by the client, and nothing reported. Each locale
// takes every sixth page plus the pages with prices and dates (home, a list, a product), where Node's and the
// browser's formatting of that locale must agree; so every page and every locale is met, in about a third of the
// time of every page in every locale. That cross product, in React's development build, with the crawler's view of
// each: web/src/app/ssr/public-pages.test.tsx.
const FORMATTED = [paths.home(), paths.goodsSearch({ cid: 1 }), paths.goodsDetail(3)];
LOCALES.forEach((locale, index) => {
  const pages = [...new Set([...FORMATTED, ...PUBLIC_PAGES.filter((_, page) => page % LOCALES.length === index)])];
  // Every missing page in some locale: the sixth of them this locale's index picks.
  const missing = MISSING_PAGES.filter((_, page) => page % LOCALES.length === index);
  test(`public pages in ${locale} are adopted from the server's markup without a warning`, async ({ page, storefront }) => {
    // Some seven first visits, each waited on until hydrated, on a machine shared with the rest of the suite.
    test.setTimeout(120_000);
    const missingUrls = missing.map((path) => `${storefront.origin}${localizePath(path, locale)}`);
    const seen: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser reports a 404 document's own status; that is the answer this page is meant to get.
      if (missingUrls.includes(message.location().url) && message.text().includes('404')) return;
      seen.push(`${page.url()}: ${message.type()}: ${message.text()}`);
    });
    // A mismatch React recovers from is reported as an uncaught error (reportError) in the production build.
    page.on('pageerror', (error) => seen.push(`${page.url()}: pageerror: ${error.message}`));
    await page.addInitScript(markServerNode);
    for (const path of pages) {
      const url = localizePath(path, locale);
      // Not waiting for the pictures: the fixture waits for the app's first commit (html[data-app=ready]), and
      // the page's own boundary is hydrated after that, so the walk waits for React to hold every node.
      const response = await page.goto(`${storefront.origin}${url}`, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('#root'), url).toHaveAttribute('data-ssr-path', url.split('?')[0] ?? url);
      await page.waitForFunction(allHydrated);
      await expect(page.locator('#root > [data-from-server]'), `${url}: the server's nodes are kept`).toHaveCount(1);
      // The tab keeps the title the server sent: the client titles the page from the same data.
      expect(await page.title(), `${url}: the title after hydration`).toBe(await serverTitle(page));
    }
    // An error page is rendered afresh by the client, over the server's markup.
    for (const missingUrl of missingUrls) {
      const response = await page.goto(missingUrl, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), missingUrl).toBe(404);
      await expect(page.locator('#root')).not.toHaveAttribute('data-ssr-path');
      await expect(page.getByRole('heading', { level: 1, name: /./ }).last()).toBeVisible();
      // The tab says what the page is: the error, as the server titled it.
      await expect(page, missingUrl).toHaveTitle(String(await serverTitle(page)));
    }
    expect(seen).toEqual([]);
  });
});

test('a page opened inside the app is titled as the server titles it', async ({ page, request, api, storefront }) => {
  /** The <title> of the server's answer for the page the browser is on. */
  const titleFromServer = async (): Promise<string> => {
    const html = await (await request.get(page.url())).text();
    const text = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    return text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  };
  const seen = problems(page);
  const list = await ok(api.api.products.list({ query: { page: 1, limit: 20, cid: 1 } }));
  const first = list.list[0];
  if (!first) throw new Error('the seed has products in category 1');
  await page.goto(`${storefront.origin}${localizePath(paths.goodsSearch({ cid: 1 }), 'fr')}`);
  await page.getByRole('link', { name: first.storeName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: first.storeName })).toBeVisible();
  await expect(page).toHaveTitle(`${first.storeName} - Tidewell`);
  expect(await page.title()).toBe(await titleFromServer());

  // The product's shop, then one of its tabs.
  await page.getByRole('link', { name: 'Entrer dans la boutique' }).click();
  await page.getByRole('navigation', { name: 'Rubriques de la boutique' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page).toHaveURL(/\/fr\/merchant\/merchant\/coupon\?id=\d+$/);
  await expect(page).toHaveTitle(/ · Coupons - Tidewell$/);
  expect(await page.title()).toBe(await titleFromServer());
  expect(seen).toEqual([]);
});

test('the footer and the sanitised product description are in the server HTML, and hydration keeps the footer', async ({
  page,
  request,
  api,
  storefront,
}) => {
  // A product whose seeded description carries a script and an onerror handler (mock-server/src/db/seed/products.ts).
  let product: { id: number; storeName: string; content: string } | undefined;
  for (let id = 1; id <= 12 && !product; id += 1) {
    const { productInfo } = await ok(api.api.products.detail({ params: { id } }));
    if (productInfo.content.includes('<script>')) product = productInfo;
  }
  if (!product) throw new Error('the seed has a product with an unsafe description');
  const url = `${storefront.origin}${localizePath(paths.goodsDetail(product.id), 'en')}`;

  // What a crawler reads: the frame's footer with its policy links, and the description, cleaned.
  const html = await (await request.get(url)).text();
  const markup = html.slice(html.indexOf('<div id="root"'), html.indexOf('id="ssr-state"'));
  expect(markup).toMatch(/<footer[^>]*>/);
  for (const path of [paths.aboutUs(), paths.privacyPolicy(), paths.returnPolicy()])
    expect(markup).toContain(`href="${localizePath(path, 'en')}"`);
  expect(markup).toMatch(new RegExp(`class="product-description[^"]*"><h3>${literal(product.storeName)}</h3><p>Made by `));
  expect(markup).not.toMatch(/<script>window\.__xss|onerror=/);

  // The browser: the footer the document arrived with is the one the app hydrates (no placeholder in between).
  const seen = problems(page);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      // Parsed, before the app's module scripts run.
      if (document.readyState === 'interactive') Object.assign(window, { serverFooter: document.querySelector('footer') });
    });
  });
  await page.goto(url);
  await expect(page.getByRole('navigation', { name: 'About and policies' }).getByRole('link', { name: /Privacy policy/ })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const footer = document.querySelector('footer');
        const kept = 'serverFooter' in window && window.serverFooter === footer && footer !== null;
        // React marks a node it has hydrated with its fiber.
        return kept && Object.keys(footer).some((key) => key.startsWith('__reactFiber'));
      }),
    )
    .toBe(true);
  await expect(page.locator('.product-description h3')).toHaveText(product.storeName);
  expect(await page.evaluate(() => 'xss' in window || '__xss' in window)).toBe(false);
  expect(seen).toEqual([]);
});

test('a signed-in shopper sees no sign-in link on a page from the server, and the header does not move', async ({
  page,
  storefront,
  shopper: _shopper,
}) => {
  const url = `${storefront.origin}${paths.goodsDetail(1)}`;
  const slot = page.locator('[data-session-slot]');
  // The page as the server sent it, rendered for a guest, with none of the app's code run: what a signed-in shopper
  // sees until it starts. Its inline script has marked the session: no "Sign in", the user menu's room kept.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
  await expect(page.locator('html')).toHaveAttribute('data-session', 'member');
  await expect(slot.getByRole('button', { name: 'Sign in' })).toBeHidden();
  const before = await slot.boundingBox();
  expect(before?.width).toBe(192);

  await page.unroute(/\/assets\/.+\.js$/);
  const seen = problems(page);
  await page.goto(url);
  await expect(slot.getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  // The same room across (the top bar's height is fixed; the menu is centred in it), so nothing beside it moves.
  const after = await slot.boundingBox();
  expect({ x: after?.x, width: after?.width }).toEqual({ x: before?.x, width: before?.width });
  expect(seen).toEqual([]);
});

test('a click on the server-rendered reviews before their code has arrived is not lost', async ({ page, api, storefront }) => {
  let productId = 0;
  for (let id = 1; id <= 24 && productId === 0; id += 1) {
    const list = await ok(api.api.reviews.list({ params: { productId: id }, query: { type: 0, page: 1, limit: 5 } }));
    if (list.list.some((review) => review.pics.length > 0)) productId = id;
  }
  expect(productId).toBeGreaterThan(0);
  // The reviews' code is held back until the shopper has clicked, as on a slow network.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/review-section-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  const seen = problems(page);
  await page.goto(`${storefront.origin}${localizePath(paths.goodsDetail(productId), 'en')}`);
  // The server's reviews are on screen; React cannot hydrate them yet.
  const open = page.getByRole('button', { name: /^Open photo 1 of/ }).first();
  await open.click();
  await expect.poll(() => requested).toBe(true);
  await expect(page.getByRole('dialog', { name: 'Review photo' })).toBeHidden();
  release();
  const dialog = page.getByRole('dialog', { name: 'Review photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Review photo 1 of/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Hydrated: the next click opens the dialog at once, once.
  await open.click();
  await expect(dialog).toBeVisible();
  expect(seen).toEqual([]);
});
