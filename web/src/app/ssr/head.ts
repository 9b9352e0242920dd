import type { Category, MerchantDetail, MerchantIndexInfo, PageInfo, PcIndexInfo, ProductDetail, Review, ReviewCount } from '@contract';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { normaliseService } from '../../components/layout/customer-service';
import { formatDocumentTitle } from '../../components/layout/document-title';
import { errorKind } from '../../components/layout/error-status';
import { merchantsDetailQueryOptions } from '../../features/merchants/api/merchants-detail';
import { merchantsIndexInfoQueryOptions } from '../../features/merchants/api/merchants-index-info';
import { shopTabOf } from '../../features/merchants/shop-params';
import { shopTitle } from '../../features/merchants/shop-title';
import { productsDetailQueryOptions } from '../../features/products/api/products-detail';
import { productTitle, searchTitle } from '../../features/products/page-titles';
import { parseSearchState } from '../../features/products/search-params';
import { searchHref } from '../../features/products/search-href';
import { initialSelection, parseAttrs, selectedSku } from '../../features/products/sku-matrix';
import { reviewsConfigQueryOptions } from '../../features/reviews/api/reviews-config';
import { reviewsListQueryOptions } from '../../features/reviews/api/reviews-list';
import { reviewAddress } from '../../features/reviews/review-address';
import { assetUrl } from '../../lib/asset-url';
import { DEFAULT_LOCALE, LOCALE_INTL, LOCALES, localizePath, type Locale } from '../../lib/i18n/locales';
import { paths } from '../../lib/routing/paths';
import { MAX_URL_PAGE, parseUrlId } from '../../lib/format/url-ids';
import { categoryPath, productsCategoryTreeQueryOptions } from '../../shell/products-category-tree';
import { homePcIndexQueryOptions } from '../../shell/home-pc-index';
import type { PageRoute } from '../route-table';
import { isShellOnly } from './shell-only';

/**
 * The <head> of a server-rendered page, from the same query cache the page rendered with
 * (docs/adr/0019-server-rendering.md, Status and metadata): title, description, canonical and hreflang URLs, Open
 * Graph and Twitter cards, JSON-LD.
 */
export interface HeadContext {
  queryClient: QueryClient | null;
  status: number;
  locale: Locale;
  /** The unprefixed path. */
  path: string;
  search: URLSearchParams;
  /** Absolute origin of the public URLs, no trailing slash. */
  publicOrigin: string;
  route: PageRoute | undefined;
  t: TFunction;
}

const PRODUCT_ROUTE = 'goods_detail/:id';
const SHOP_ROUTE = 'merchant/merchant';
const SEARCH_ROUTE = 'goods/goods_search';
/**
 * Query parameters that name what a page shows (a shop, a search): kept in its canonical URL, in this order.
 * head.test.ts holds them to the public pages' sample URLs (app/route-samples.ts): each parameter of a `shows` URL is
 * here, and each one here is read by some public page's sample.
 */
export const MEANINGFUL_PARAMS = ['id', 'title', 'cid', 'keywords', 'categoryId', 'page'];

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: no `</script`, no `<!--` can end or change it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** One line of at most `max` characters, cut at a word. */
function summary(text: string, max = 160): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/** The currency's ISO code from shopPayCurrency (a JSON text, docs/backend-wire.md, currency); USD when unreadable. */
export function currencyCode(shopPayCurrency: string | null | undefined): string {
  try {
    const parsed: unknown = JSON.parse(shopPayCurrency ?? '');
    const code = typeof parsed === 'object' && parsed !== null ? (parsed as { currency?: unknown }).currency : undefined;
    if (typeof code === 'string' && /^[A-Z]{3}$/.test(code)) return code;
  } catch {
    // not JSON: the default below
  }
  return 'USD';
}

/** The parameters of MEANINGFUL_PARAMS that are numbers (ids, categories, the page). */
const NUMBER_PARAMS = new Set(['id', 'cid', 'categoryId', 'page']);

/**
 * The canonical URL's query: what the page shows, as the page reads it. A keyword is trimmed and cut at 100
 * characters; a number is written plainly; one the page cannot read (`page=abc`, `id=0`) and the first page name the
 * page without them; and a shop's home, which lists the whole shop, ignores a category left in its address
 * (merchant-home-page.tsx). So the addresses of one page share one canonical URL.
 */
function canonicalSearch(route: PageRoute | undefined, path: string, search: URLSearchParams): string {
  if (route?.path === PRODUCT_ROUTE) return '';
  const ignored = route?.path === SHOP_ROUTE && shopTabOf(path) === 'home' ? 'cid' : null;
  const kept = new URLSearchParams();
  for (const name of MEANINGFUL_PARAMS) {
    const value = search.get(name);
    if (!value || name === ignored) continue;
    if (!NUMBER_PARAMS.has(name)) {
      // A keyword as the pages read it (search-params.ts, shop-params.ts): trimmed, at most 100 characters.
      const text = value.trim().slice(0, 100);
      if (text) kept.set(name, text);
      continue;
    }
    const number = parseUrlId(value, name === 'page' ? MAX_URL_PAGE : undefined);
    if (number !== null && !(name === 'page' && number === 1)) kept.set(name, String(number));
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

interface PageFacts {
  title: string;
  description: string;
  image: string | null;
  type: 'website' | 'product' | 'profile';
  jsonLd: unknown[];
  extra: Array<[string, string]>;
}

/** How many of the reviews the page shows the Product's JSON-LD names (Google's Review snippet needs but one). */
const JSON_LD_REVIEWS = 3;
const BACKEND_DAY = /^(\d{4}-\d{2}-\d{2})[ T]/;

/**
 * The first reviews the page shows (the tab and page its address names, as the server rendered them) as schema.org
 * Reviews: author, rating and the day the backend wrote it (the day the server's markup shows), and the text. A review
 * without a name is left out (an author is required).
 */
function reviewEntries(queryClient: QueryClient, id: number, search: URLSearchParams): Record<string, unknown>[] {
  const { type, page } = reviewAddress(search);
  const shown = queryClient.getQueryData<PageInfo<Review>>(reviewsListQueryOptions(id, type, page).queryKey);
  return (shown?.list ?? [])
    .filter((review) => review.nickname.trim() !== '')
    .slice(0, JSON_LD_REVIEWS)
    .map((review) => {
      const day = BACKEND_DAY.exec(review.createTime)?.[1];
      return {
        '@type': 'Review',
        author: { '@type': 'Person', name: review.nickname.trim() },
        reviewRating: { '@type': 'Rating', ratingValue: Math.min(5, Math.max(1, review.star)), bestRating: 5, worstRating: 1 },
        ...(day ? { datePublished: day } : {}),
        ...(review.comment.trim() ? { reviewBody: review.comment.trim() } : {}),
      };
    });
}

function productFacts(context: HeadContext, queryClient: QueryClient, home: PcIndexInfo | undefined, url: string): PageFacts | null {
  const id = parseUrlId(/^\/goods_detail\/([^/]+)/.exec(context.path)?.[1]);
  if (id === null) return null;
  const detail = queryClient.getQueryData<ProductDetail>(productsDetailQueryOptions(id, 'guest').queryKey);
  if (!detail) return null;
  const info = detail.productInfo;
  // A name of blanks only titles nothing, and a Product without a name is invalid structured data: the route's own
  // head instead.
  if (info.storeName.trim() === '') return null;
  // The offer is what the page shows first: its first choice of SKU (the first in stock), whose price may be above
  // the product's own (its cheapest SKU's, docs/product-rules.md, Prices) when that one is sold out. Structured data
  // whose price differs from the visible one is what a search engine rejects.
  const attrs = parseAttrs(detail.productAttr);
  const shown = selectedSku(attrs, detail.productValue, initialSelection(attrs, detail.productValue));
  const price = shown ? shown.price : info.price;
  const stock = shown ? shown.stock : info.stock;
  const currency = currencyCode(home?.shopPayCurrency);
  const images = [info.image, ...parseImages(info.sliderImage)].filter(Boolean).map((image) => assetUrl(image));
  // storeInfo is bullet lines (contract): one sentence each.
  const description = summary(
    (info.storeInfo || info.storeName)
      .split('\n')
      .map((line) => line.trim().replace(/[.;:!?。]$/, ''))
      .filter(Boolean)
      .join('. '),
  );
  const reviews = queryClient.getQueryData<ReviewCount>(reviewsConfigQueryOptions(id).queryKey);
  const tree = queryClient.getQueryData<Category[]>(productsCategoryTreeQueryOptions().queryKey);
  const crumbs = info.categoryId !== null && tree ? categoryPath(tree, info.categoryId) : [];
  const { t, locale, publicOrigin } = context;
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: info.storeName,
    description,
    image: [...new Set(images)],
    sku: String(info.id),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: currency,
      availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(detail.merchantInfo ? { seller: { '@type': 'Organization', name: detail.merchantInfo.name } } : {}),
    },
  };
  if (reviews && reviews.sumCount > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Math.min(5, Math.max(1, reviews.replyStar)),
      reviewCount: reviews.sumCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const review = reviewEntries(queryClient, id, context.search);
  if (review.length > 0) product.review = review;
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: t('routes.home'), url: `${publicOrigin}${localizePath('/', locale)}` },
      ...crumbs.map((category) => ({
        name: category.name,
        url: `${publicOrigin}${localizePath(searchHref({ cid: category.id }), locale)}`,
      })),
      { name: info.storeName, url },
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
  return {
    title: productTitle(detail),
    description,
    image: images[0] ?? null,
    type: 'product',
    jsonLd: [product, breadcrumb],
    extra: [
      ['product:price:amount', price],
      ['product:price:currency', currency],
    ],
  };
}

function parseImages(text: string | null | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function shopFacts(context: HeadContext, queryClient: QueryClient, url: string): PageFacts | null {
  const merId = parseUrlId(context.search.get('id') ?? undefined);
  if (merId === null) return null;
  const shop = queryClient.getQueryData<MerchantIndexInfo>(merchantsIndexInfoQueryOptions(merId, 'guest').queryKey);
  if (!shop || shop.name.trim() === '') return null;
  const image = shop.avatar ? assetUrl(shop.avatar) : null;
  const description = summary(context.t('meta.shopDescription', { name: shop.name, app: context.t('app.name') }));
  // What the page shows: the header's phone (its customer service, on every tab), and on the qualification tab the
  // shop's details with its address and phone. Nothing the page does not show.
  const service = normaliseService(shop);
  const details = queryClient.getQueryData<MerchantDetail>(merchantsDetailQueryOptions(merId).queryKey);
  const telephone = service?.kind === 'phone' ? service.phone : details?.phone?.trim();
  const address = details?.address?.trim();
  const store = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shop.name,
    url,
    ...(image ? { image } : {}),
    description,
    ...(telephone ? { telephone } : {}),
    ...(address ? { address } : {}),
  };
  return {
    title: shopTitle(context.t, shop.name, shopTabOf(context.path)),
    description,
    image,
    type: 'profile',
    jsonLd: [store],
    extra: [],
  };
}

/**
 * A search page: its title names the keyword or the category it browses (features/products/page-titles.ts, as the
 * page in the browser does); a category's page is described as that category and carries its breadcrumbs, home
 * first, as the page shows them (CategoryBreadcrumbs). A keyword's page keeps the site's description.
 */
function searchFacts(context: HeadContext, queryClient: QueryClient, generic: PageFacts): PageFacts {
  const { t, locale, publicOrigin, search } = context;
  const state = parseSearchState(search);
  const tree = queryClient.getQueryData<Category[]>(productsCategoryTreeQueryOptions().queryKey);
  const crumbs = state.cid !== null && tree ? categoryPath(tree, state.cid) : [];
  const category = crumbs.at(-1);
  const title = searchTitle(t, state.title, category) ?? generic.title;
  if (state.title || !category) return { ...generic, title };
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: t('routes.home'), url: `${publicOrigin}${localizePath('/', locale)}` },
      ...crumbs.map((crumb) => ({ name: crumb.name, url: `${publicOrigin}${localizePath(searchHref({ cid: crumb.id }), locale)}` })),
    ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
  return {
    ...generic,
    title,
    description: summary(t('meta.categoryDescription', { category: category.name, app: t('app.name') })),
    jsonLd: [breadcrumb],
  };
}

/** The query parameter that carries a typed keyword, by route: the product search's and the shop search's. */
const KEYWORD_PARAMS: Readonly<Record<string, string>> = { [SEARCH_ROUTE]: 'title', 'merchant/merchant_more': 'keywords' };

/**
 * A keyword's results (the product search with `title=`, the shop search with `keywords=`): one page for any words
 * anyone links to, those words in its title or its text ("Results for “…”"), so crawlers are asked not to keep it, as
 * storefront platforms do with their own search results: a spammer's links to such pages would otherwise put the
 * spammer's words in search engines under this site's name. The page's links are still followed; a category's browse
 * page (`cid` alone) and the lists without a keyword stay indexed. `query`: the page's canonical query
 * (`canonicalSearch`).
 */
const isKeywordResults = (route: HeadContext['route'], query: string): boolean => {
  const param = route ? KEYWORD_PARAMS[route.path] : undefined;
  return param !== undefined && Boolean(new URLSearchParams(query).get(param));
};

/** The tags, each on its own line; `<meta charset>` and the viewport stay the page template's. */
export function buildHead(context: HeadContext): string {
  const { queryClient, status, locale, path, search, publicOrigin, route, t } = context;
  const appName = t('app.name');
  const query = canonicalSearch(route, path, search);
  const url = `${publicOrigin}${localizePath(path, locale)}${query}`;
  const home = queryClient?.getQueryData<PcIndexInfo>(homePcIndexQueryOptions().queryKey);
  const generic: PageFacts = {
    title: status >= 400 ? t(`errorPage.${errorKind(status)}`) : route ? t(route.titleKey as 'routes.home') : t('errorPage.notFound'),
    description: t('meta.description', { app: appName }),
    image: null,
    type: 'website',
    jsonLd: [],
    extra: [],
  };
  let facts = generic;
  if (queryClient && status < 400) {
    if (route?.path === PRODUCT_ROUTE) facts = productFacts(context, queryClient, home, url) ?? generic;
    else if (route?.path === SHOP_ROUTE) facts = shopFacts(context, queryClient, url) ?? generic;
    else if (route?.path === SEARCH_ROUTE) facts = searchFacts(context, queryClient, generic);
    else if (route?.index) {
      facts = {
        ...generic,
        title: appName,
        jsonLd: [
          { '@context': 'https://schema.org', '@type': 'Organization', name: appName, url: `${publicOrigin}/` },
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: appName,
            url: `${publicOrigin}${localizePath('/', locale)}`,
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                urlTemplate: `${publicOrigin}${localizePath(paths.goodsSearch(), locale)}?title={search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          },
        ],
      };
    }
  }
  const indexable = status < 400 && !isShellOnly(route) && !isKeywordResults(route, query);
  const title = formatDocumentTitle(facts.title, appName);
  const tags: string[] = [`<title>${escapeHtml(title)}</title>`, `<meta name="description" content="${escapeHtml(facts.description)}" />`];
  if (!indexable) tags.push('<meta name="robots" content="noindex" />');
  else {
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    for (const other of LOCALES) {
      tags.push(`<link rel="alternate" hreflang="${other}" href="${escapeHtml(`${publicOrigin}${localizePath(path, other)}${query}`)}" />`);
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${publicOrigin}${localizePath(path, DEFAULT_LOCALE)}${query}`)}" />`,
    );
  }
  const og: Array<[string, string]> = [
    ['og:site_name', appName],
    ['og:type', facts.type],
    ['og:title', facts.title],
    ['og:description', facts.description],
    ['og:url', url],
    ['og:locale', LOCALE_INTL[locale].replace('-', '_')],
    ...(facts.image ? ([['og:image', facts.image]] as Array<[string, string]>) : []),
    ...facts.extra,
  ];
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  const twitter: Array<[string, string]> = [
    ['twitter:card', facts.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', facts.title],
    ['twitter:description', facts.description],
    ...(facts.image ? ([['twitter:image', facts.image]] as Array<[string, string]>) : []),
  ];
  for (const [name, content] of twitter) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  for (const data of facts.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}
