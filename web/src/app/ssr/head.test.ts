// @vitest-environment jsdom
import type { Category, MerchantDetail, MerchantIndexInfo, PageInfo, ProductDetail, Review } from '@contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { merchantsDetailQueryOptions } from '../../features/merchants/api/merchants-detail';
import { merchantsIndexInfoQueryOptions } from '../../features/merchants/api/merchants-index-info';
import { productsDetailQueryOptions } from '../../features/products/api/products-detail';
import { reviewsConfigQueryOptions } from '../../features/reviews/api/reviews-config';
import { reviewsListQueryOptions } from '../../features/reviews/api/reviews-list';
import { i18n, initI18n } from '../../lib/i18n/i18n';
import { LOCALES } from '../../lib/i18n/locales';
import { ok, setupMockApi } from '../../testing/mock-api';
import { productsCategoryTreeQueryOptions } from '../../shell/products-category-tree';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';
import { routeForPath } from '../start';
import { ROUTE_SAMPLES, routePatterns, sampleUrl } from '../route-samples';
import { buildHead, currencyCode, MEANINGFUL_PARAMS, type HeadContext } from './head';
import { isShellOnly, SHELL_ONLY } from './shell-only';

const mock = setupMockApi();
const ORIGIN = 'https://shop.example';

/** The <head> the server builds for a path, from the seed's answers through the app's own query options. */
async function head(
  path: string,
  options: { locale?: HeadContext['locale']; status?: number; fill?: (client: QueryClient) => Promise<unknown> } = {},
) {
  // The catalogs the server loads for these pages (their routes' `ns`).
  await initI18n(options.locale ?? 'en', ['products', 'merchants']);
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.fetchQuery(homePcIndexQueryOptions()),
    queryClient.fetchQuery(productsCategoryTreeQueryOptions()),
    options.fill?.(queryClient),
  ]);
  const [pathname = '/', query = ''] = path.split('?');
  const html = buildHead({
    queryClient,
    status: options.status ?? 200,
    locale: options.locale ?? 'en',
    path: pathname,
    search: new URLSearchParams(query),
    publicOrigin: ORIGIN,
    route: routeForPath(pathname),
    t: i18n.getFixedT(options.locale ?? 'en'),
  });
  const document = new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (node) => JSON.parse(node.textContent ?? '') as Record<string, unknown>,
  );
  return { document, jsonLd, html };
}

describe('server head', () => {
  it('describes a product: Product with Offer, AggregateRating only with reviews, BreadcrumbList, cards and alternates', async () => {
    void mock;
    const fill = (client: QueryClient) =>
      Promise.all([
        client.fetchQuery(productsDetailQueryOptions(1, 'guest')),
        client.fetchQuery(reviewsConfigQueryOptions(1)),
        client.fetchQuery(reviewsListQueryOptions(1, 0, 1)),
      ]);
    const { document, jsonLd } = await head('/goods_detail/1', { locale: 'fr', fill });
    const [product, breadcrumbs] = jsonLd;
    expect(product).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: expect.any(String), sku: '1' });
    expect(product?.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]));
    expect(product?.offers).toMatchObject({
      '@type': 'Offer',
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      priceCurrency: expect.stringMatching(/^[A-Z]{3}$/),
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/),
      url: `${ORIGIN}/fr/goods_detail/1`,
    });
    const rating = product?.aggregateRating as { ratingValue: number; reviewCount: number } | undefined;
    if (rating) {
      expect(rating.reviewCount).toBeGreaterThan(0);
      expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
      expect(rating.ratingValue).toBeLessThanOrEqual(5);
    }
    // The first reviews the page shows, each with the properties Google's Review snippet requires.
    const shown = await ok<PageInfo<Review>>(
      mock.api.api.reviews.list({ params: { productId: 1 }, query: { type: 0, page: 1, limit: 5 } }),
    );
    expect(product?.review).toEqual(
      shown.list.slice(0, 3).map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.nickname },
        reviewRating: { '@type': 'Rating', ratingValue: review.star, bestRating: 5, worstRating: 1 },
        datePublished: review.createTime.slice(0, 10),
        reviewBody: review.comment,
      })),
    );
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    const items = breadcrumbs?.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items[0]).toMatchObject({ position: 1, item: `${ORIGIN}/fr` });
    expect(items.at(-1)).toMatchObject({ name: product?.name, item: `${ORIGIN}/fr/goods_detail/1` });
    expect(items.length).toBeGreaterThan(2);

    expect(document.title).toBe(`${String(product?.name)} - ${i18n.getFixedT('fr')('app.name')}`);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/fr/goods_detail/1`);
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(LOCALES.length + 1);
    expect(document.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/goods_detail/1`);
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
    expect(document.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('fr_FR');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('offers what the product page shows first: the first SKU in stock when the cheapest is sold out', async () => {
    const fill = (client: QueryClient) => client.fetchQuery(productsDetailQueryOptions(3, 'guest'));
    const { jsonLd, document } = await head('/goods_detail/3', { fill });
    const detail = await ok<ProductDetail>(mock.api.api.products.detail({ params: { id: 3 } }));
    const skus = Object.values(detail.productValue);
    // The seed's product 3: its own price is its cheapest SKU's, which is sold out (docs/product-rules.md, Prices).
    expect(skus.find((sku) => sku.price === detail.productInfo.price)?.stock).toBe(0);
    const offer = jsonLd[0]?.offers as { price: string; availability: string };
    expect(skus.filter((sku) => sku.stock > 0).map((sku) => sku.price)).toContain(offer.price);
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(document.querySelector('meta[property="product:price:amount"]')?.getAttribute('content')).toBe(offer.price);
  });

  it('gives a product or a shop named with blanks only the route’s own head: no empty title, card or structured data', async () => {
    await ok(mock.api.mock.patchRecord({ params: { collection: 'products', id: 2 }, body: { storeName: '   ' } }));
    await ok(mock.api.mock.patchRecord({ params: { collection: 'merchants', id: 2 }, body: { name: ' ' } }));
    const product = await head('/goods_detail/2', { fill: (client) => client.fetchQuery(productsDetailQueryOptions(2, 'guest')) });
    const shop = await head('/merchant/merchant?id=2', { fill: (client) => client.fetchQuery(merchantsIndexInfoQueryOptions(2, 'guest')) });
    for (const { document, jsonLd } of [product, shop]) {
      expect(jsonLd.map((node) => node['@type'])).toEqual([]);
      for (const tag of ['meta[property="og:title"]', 'meta[name="twitter:title"]']) {
        expect(document.querySelector(tag)?.getAttribute('content')?.trim()).not.toBe('');
      }
    }
    expect(product.document.title).toBe(`${i18n.t('routes.goodsDetail')} - ${i18n.t('app.name')}`);
  });

  it('names one page by one canonical URL: numbers as the pages read them, no first page, no category on a shop’s home', async () => {
    const canonical = async (path: string) => (await head(path)).document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(await canonical('/merchant/merchant_street?page=02')).toBe(`${ORIGIN}/merchant/merchant_street?page=2`);
    for (const page of ['1', 'abc', '0', '100001'])
      expect(await canonical(`/merchant/merchant_street?page=${page}`), page).toBe(`${ORIGIN}/merchant/merchant_street`);
    expect(await canonical('/merchant/merchant/home?id=1&cid=5&page=1')).toBe(`${ORIGIN}/merchant/merchant/home?id=1`);
    expect(await canonical('/merchant/merchant/category?id=1&cid=5&page=2')).toBe(`${ORIGIN}/merchant/merchant/category?id=1&cid=5&page=2`);
    expect(await canonical('/goods/activity_list?id=0')).toBe(`${ORIGIN}/goods/activity_list`);
    // A keyword as the search reads it: trimmed, at most 100 characters (not a head of the link's whole length). Its
    // results are not indexed (no canonical link), but shared: the card's URL is that one.
    const title = ' tea'.repeat(1000).trim().slice(0, 100);
    const shared = (await head(`/goods/goods_search?title=${'%20tea'.repeat(1000)}`)).document.querySelector('meta[property="og:url"]');
    expect(shared?.getAttribute('content')).toBe(`${ORIGIN}/goods/goods_search?${new URLSearchParams({ title }).toString()}`);
    expect(await canonical('/merchant/merchant_more?keywords=%20%20')).toBe(`${ORIGIN}/merchant/merchant_more`);
  });

  it('keeps a shop id and a search in the canonical URL, and home declares the site search', async () => {
    const search = await head('/goods/goods_search?cid=2&sort=price&utm_source=x');
    expect(search.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/goods/goods_search?cid=2`);
    const home = await head('/', { locale: 'zh-CN' });
    expect(home.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(home.jsonLd[1]?.potentialAction).toMatchObject({
      target: { urlTemplate: `${ORIGIN}/zh-CN/goods/goods_search?title={search_term_string}` },
    });
    expect(home.document.querySelector('meta[name="description"]')?.getAttribute('content')).not.toBe('');
  });

  it("titles a shop by its name, and the tab's after it where the tab is not the shop's home", async () => {
    const shop = await ok<MerchantIndexInfo>(mock.api.api.merchants.indexInfo({ params: { id: 2 } }));
    const info = (client: QueryClient) => client.fetchQuery(merchantsIndexInfoQueryOptions(2, 'guest'));
    const home = await head('/merchant/merchant?id=2', { fill: info });
    expect(home.document.title).toBe(`${shop.name} - Tidewell`);
    expect(home.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(shop.name);
    expect((await head('/merchant/merchant/home?id=2', { fill: info })).document.title).toBe(`${shop.name} - Tidewell`);
    const category = await head('/merchant/merchant/category?id=2', { fill: info });
    expect(category.document.title).toBe(`${shop.name} · Categories - Tidewell`);
    const coupons = await head('/merchant/merchant/coupon?id=2', { locale: 'th', fill: info });
    const th = i18n.getFixedT('th', 'merchants');
    expect(coupons.document.title).toBe(`${th('shop.pageTitle', { shop: shop.name, tab: th('tabs.coupon') })} - Tidewell`);
  });

  it('gives a Store the phone and the address its page shows, and nothing it does not show', async () => {
    const shop = await ok<MerchantIndexInfo>(mock.api.api.merchants.indexInfo({ params: { id: 2 } }));
    // The seed's shop 2 shows its customer service as a phone in its header, on every tab ("Call the shop: …").
    expect(shop.serviceType).toBe('phone');
    const info = (client: QueryClient) => client.fetchQuery(merchantsIndexInfoQueryOptions(2, 'guest'));
    const home = await head('/merchant/merchant?id=2', { fill: info });
    expect(home.jsonLd).toEqual([expect.objectContaining({ '@type': 'Store', name: shop.name, telephone: shop.servicePhone })]);
    // The home tab shows no address.
    expect(home.jsonLd[0]).not.toHaveProperty('address');
    // The qualification tab shows the shop's details, its address among them.
    const details = await ok<MerchantDetail>(mock.api.api.merchants.detail({ params: { id: 2 } }));
    expect(details.address).toMatch(/\S/);
    const qualification = await head('/merchant/merchant/qualification?id=2', {
      fill: (client) => Promise.all([info(client), client.fetchQuery(merchantsDetailQueryOptions(2))]),
    });
    expect(qualification.jsonLd[0]).toMatchObject({ '@type': 'Store', telephone: shop.servicePhone, address: details.address });
    // Shop 1's customer service is a chat link: its header shows no phone.
    const other = await head('/merchant/merchant?id=1', {
      fill: (client) => client.fetchQuery(merchantsIndexInfoQueryOptions(1, 'guest')),
    });
    expect(other.jsonLd[0]).toMatchObject({ '@type': 'Store' });
    expect(other.jsonLd[0]).not.toHaveProperty('telephone');
  });

  it('names the category a browse page shows in its title, description and breadcrumbs; a keyword search keeps its own', async () => {
    const tree = await ok<Category[]>(mock.api.api.products.categoryTree());
    const top = tree[0];
    const leaf = top?.childList?.[0]?.childList?.[0];
    if (!top || !leaf) throw new Error('the seed has three levels of categories');
    const mid = top.childList?.[0];
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale);
      const path = `/goods/goods_search?cid=${leaf.id}`;
      const { document, jsonLd } = await head(path, { locale });
      const title = t('meta.categoryTitle', { category: leaf.name });
      expect(title, locale).toContain(leaf.name);
      expect(document.title, locale).toBe(`${title} - ${t('app.name')}`);
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content'), locale).toBe(title);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description, locale).toContain(leaf.name);
      expect(description, locale).not.toBe(t('meta.description', { app: t('app.name') }));
      expect(document.querySelector('meta[name="robots"]'), locale).toBeNull();
      const prefix = locale === 'en' ? '' : `/${locale}`;
      expect(jsonLd, locale).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: t('routes.home'), item: `${ORIGIN}${prefix || '/'}` },
            { '@type': 'ListItem', position: 2, name: top.name, item: `${ORIGIN}${prefix}/goods/goods_search?cid=${top.id}` },
            { '@type': 'ListItem', position: 3, name: mid?.name, item: `${ORIGIN}${prefix}/goods/goods_search?cid=${mid?.id}` },
            { '@type': 'ListItem', position: 4, name: leaf.name, item: `${ORIGIN}${prefix}${path}` },
          ],
        },
      ]);
    }

    const keyword = await head('/goods/goods_search?title=tea&cid=1');
    expect(keyword.document.title).toBe('Results for “tea” - Tidewell');
    expect(keyword.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      i18n.getFixedT('en')('meta.description', { app: 'Tidewell' }),
    );
    expect(keyword.jsonLd).toEqual([]);
    // Kept out of search engines (head.ts, isKeywordResults): a page for any words anyone links to. A category's
    // browse page and the search without a keyword stay indexed.
    expect(keyword.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(keyword.document.querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
    for (const path of ['/goods/goods_search?title=cheap%20pills%20at%20spam.example', '/merchant/merchant_more?keywords=cheap%20pills']) {
      const spam = (await head(path)).document;
      expect(spam.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
      expect(spam.querySelector('link[rel="canonical"], link[rel="alternate"]'), path).toBeNull();
    }
    for (const path of [
      '/goods/goods_search',
      '/goods/goods_search?cid=1',
      '/goods/goods_search?title=%20%20&cid=1',
      '/merchant/merchant_more',
      '/merchant/merchant_more?categoryId=1',
    ]) {
      const indexed = (await head(path)).document;
      expect(indexed.querySelector('meta[name="robots"]'), path).toBeNull();
      expect(indexed.querySelector('link[rel="canonical"]'), path).not.toBeNull();
    }
    expect((await head('/goods/goods_search')).document.title).toBe('Search - Tidewell');
  });

  it('marks error, sign-in and member pages noindex, without canonical or alternates', async () => {
    for (const [path, status] of [
      ['/goods_detail/999999', 404],
      ['/login', 200],
      ['/users/order_list', 200],
    ] as const) {
      const { document, jsonLd } = await head(path, { status });
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex');
      expect(document.querySelector('link[rel="canonical"]'), path).toBeNull();
      expect(jsonLd, path).toEqual([]);
    }
  });

  it('reads the currency code from shopPayCurrency', () => {
    expect(currencyCode('{"currency":"EUR","symbol":"€"}')).toBe('EUR');
    expect(currencyCode('€')).toBe('USD');
    expect(currencyCode(null)).toBe('USD');
  });
});

describe("the head's lists and the route table", () => {
  const table = routePatterns();
  /** The query parameters of the sample URLs of the pages the server renders and indexes (app/route-samples.ts). */
  const params = (part: 'shows' | 'also') =>
    table
      .filter(([, route]) => !isShellOnly(route))
      .flatMap(([pattern]) => ROUTE_SAMPLES[pattern]?.[part] ?? [])
      .flatMap((sample) => [...new URL(sampleUrl(sample), ORIGIN).searchParams.keys()]);

  it('lists as shell-only public routes of the table only (any other guard is shell-only by itself)', () => {
    const publicPaths = table.filter(([, route]) => route.guard === 'public').map(([, route]) => route.path);
    expect([...SHELL_ONLY].filter((path) => !publicPaths.includes(path))).toEqual([]);
  });

  it('keeps in the canonical URL every parameter that names what a public page shows, and no parameter no page reads', () => {
    expect([...new Set(params('shows'))].filter((name) => !MEANINGFUL_PARAMS.includes(name))).toEqual([]);
    const read = new Set([...params('shows'), ...params('also')]);
    expect(MEANINGFUL_PARAMS.filter((name) => !read.has(name))).toEqual([]);
  });
});
