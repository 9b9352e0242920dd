import { apiContract, type Category } from '@contract';
import { paths } from '../web/src/lib/routing/paths.ts';
import { LOCALES, localizePath } from '../web/src/lib/i18n/locales.ts';
import { RETRY_AFTER_SECONDS, type PageAnswer } from './page-answer.ts';

/**
 * robots.txt and the sitemaps (docs/adr/0019-server-rendering.md): a sitemap index naming one file of the static
 * pages and files of products, shops and categories: products and shops read page by page from the backend's list
 * endpoints, categories from its category tree (one request: the backend does not page it), all through the
 * contract's routes and schemas and kept for `ttlMs`. Every URL is listed in every locale, with its alternates.
 */
const PER_REQUEST = 100;
/** Products, shops or categories per sitemap file: 500 in six locales is 3000 URLs, well under the format's 50 000. */
export const PER_FILE = 500;

/**
 * The pages of sitemap-pages.xml: every page the server renders and indexes (a public route of the table, not
 * shell-only) that has no path parameter, unless UNLISTED_PAGES names it. scripts/route-lists.test.ts holds both
 * lists to the route table (docs/adding-a-route.md, B.6).
 */
export const STATIC_PATHS = [
  '/',
  '/goods/goods_search',
  '/goods/activity_list',
  '/goods/top_one',
  '/merchant/merchant_street',
  '/merchant/merchant_more',
  '/middlewares/about_us',
  '/middlewares/privacy_agreement',
  '/middlewares/privacy_policy',
  '/middlewares/return_policy',
  '/middlewares/merchant_admin',
];

/** Indexed pages without a path parameter that sitemap-pages.xml leaves out, by route pattern, and why. */
export const UNLISTED_PAGES: Readonly<Record<string, string>> = {
  // A shop's pages show nothing without its ?id=: sitemap-shops-*.xml lists every shop's home instead.
  '/merchant/merchant': 'a shop needs its id (sitemap-shops)',
  '/merchant/merchant/home': 'a shop needs its id (sitemap-shops)',
  '/merchant/merchant/category': 'a shop needs its id (sitemap-shops)',
  '/merchant/merchant/coupon': 'a shop needs its id (sitemap-shops)',
  '/merchant/merchant/qualification': 'a shop needs its id (sitemap-shops)',
};

/** Member and checkout pages: not for crawlers (the pages themselves also say noindex). */
const PRIVATE_PREFIXES = ['/users/', '/order/', '/login', '/api/'];

const xml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *'];
  for (const prefix of PRIVATE_PREFIXES) {
    lines.push(`Disallow: ${prefix}`);
    if (prefix !== '/api/') for (const locale of LOCALES.slice(1)) lines.push(`Disallow: /${locale}${prefix}`);
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

function urlEntries(origin: string, path: string): string {
  const alternates = [
    ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${xml(origin + localizePath(path, locale))}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + path)}"/>`,
  ].join('');
  return LOCALES.map((locale) => `<url><loc>${xml(origin + localizePath(path, locale))}</loc>${alternates}</url>`).join('\n');
}

function urlSet(origin: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.map((path) => urlEntries(origin, path)),
    '</urlset>',
    '',
  ].join('\n');
}

type Fetcher = (path: string) => Promise<unknown>;

/** One page of a list endpoint: the ids and the total the backend reports. */
async function listPage(fetcher: Fetcher, kind: 'products' | 'shops', page: number): Promise<{ ids: number[]; total: number }> {
  const route = kind === 'products' ? apiContract.products.list : apiContract.merchants.street;
  const body = await fetcher(`${route.path}?page=${page}&limit=${PER_REQUEST}`);
  const parsed = route.responses[200].safeParse(body);
  if (!parsed.success || parsed.data.code !== 200 || !parsed.data.data)
    throw new Error(`sitemap: ${kind} page ${page} is not a list answer`);
  return { ids: parsed.data.data.list.map((item) => item.id), total: parsed.data.data.total };
}

/** The ids of a category tree's shown categories, parents before their children (every level has a browse page). */
function categoryIds(tree: readonly Category[]): number[] {
  return tree.filter((category) => category.isShow).flatMap((category) => [category.id, ...categoryIds(category.childList ?? [])]);
}

async function categoryTree(fetcher: Fetcher): Promise<number[]> {
  const route = apiContract.products.categoryTree;
  const parsed = route.responses[200].safeParse(await fetcher(route.path));
  if (!parsed.success || parsed.data.code !== 200 || !parsed.data.data) throw new Error('sitemap: the category tree is not a tree answer');
  return categoryIds(parsed.data.data);
}

type Kind = 'products' | 'shops' | 'categories';
const KINDS: readonly Kind[] = ['products', 'shops', 'categories'];
const pathOf: Record<Kind, (id: number) => string> = {
  products: (id) => `/goods_detail/${id}`,
  shops: (id) => `/merchant/merchant?id=${id}`,
  categories: (id) => paths.goodsSearch({ cid: id }),
};

export function sitemaps(fetcher: Fetcher, ttlMs: number, now: () => number = Date.now) {
  const kept = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, make: () => Promise<T>): Promise<T> {
    const entry = kept.get(key);
    if (entry && now() - entry.at < ttlMs) return entry.value as Promise<T>;
    const value = make();
    kept.set(key, { at: now(), value });
    value.catch(() => kept.delete(key));
    return value;
  }
  const categories = () => cached('categories', () => categoryTree(fetcher));
  const total = (kind: Kind): Promise<number> =>
    kind === 'categories'
      ? categories().then((ids) => ids.length)
      : cached(`${kind}:total`, async () => (await listPage(fetcher, kind, 1)).total);

  async function ids(kind: Kind, file: number): Promise<number[]> {
    if (kind === 'categories') return (await categories()).slice((file - 1) * PER_FILE, file * PER_FILE);
    const first = ((file - 1) * PER_FILE) / PER_REQUEST + 1;
    const pages = await Promise.all(
      Array.from({ length: PER_FILE / PER_REQUEST }, (_, i) => cached(`${kind}:${first + i}`, () => listPage(fetcher, kind, first + i))),
    );
    return pages.flatMap((page) => page.ids);
  }

  return {
    async index(origin: string): Promise<string> {
      const totals = await Promise.all(KINDS.map(total));
      const files = [
        'sitemap-pages.xml',
        ...KINDS.flatMap((kind, k) =>
          Array.from({ length: Math.ceil((totals[k] ?? 0) / PER_FILE) }, (_, i) => `sitemap-${kind}-${i + 1}.xml`),
        ),
      ];
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...files.map((file) => `<sitemap><loc>${xml(`${origin}/${file}`)}</loc></sitemap>`),
        '</sitemapindex>',
        '',
      ].join('\n');
    },
    /** A file of the index, or null for a name it does not list. */
    async file(origin: string, name: string): Promise<string | null> {
      if (name === 'sitemap-pages.xml') return urlSet(origin, STATIC_PATHS);
      const match = /^sitemap-(products|shops|categories)-([1-9]\d{0,5})\.xml$/.exec(name);
      if (!match) return null;
      const kind = match[1] as Kind;
      const file = Number(match[2]);
      if (file > Math.ceil((await total(kind)) / PER_FILE)) return null;
      return urlSet(origin, (await ids(kind, file)).map(pathOf[kind]));
    },
  };
}

/** The backend's JSON at a path, as the sitemaps read it: `upstream()` is the backend's origin when asked. */
export const upstreamFetcher =
  (upstream: () => string, timeoutMs: number): Fetcher =>
  async (path) => {
    const response = await fetch(`${upstream()}${path}`, {
      headers: { accept: 'application/json', 'form-type': 'pc' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.json();
  };

/** robots.txt for a site at `origin`: browsers and crawlers may keep it an hour. */
export const robotsAnswer = (origin: string): PageAnswer => ({
  status: 200,
  type: 'text/plain; charset=utf-8',
  headers: { 'cache-control': 'public, max-age=3600' },
  body: robotsTxt(origin),
});

/**
 * The answer of the sitemap at `pathname` (`/sitemap.xml` or a file it lists), or null for any other path; the same
 * from both servers (server/app.ts, scripts/vite-plugin-dev-render.ts). A CDN may keep a sitemap ten times a page's
 * `sMaxAge`. When the backend cannot give its lists (down, slow past the fetcher's deadline, an answer that is not its
 * JSON), 503 with Retry-After that no cache keeps, as a page the backend did not answer is: a crawler comes back, and
 * a CDN does not serve the failure for the sitemap's ten minutes. `failed` hears why.
 */
export async function sitemapAnswer(
  maps: ReturnType<typeof sitemaps>,
  pathname: string,
  origin: string,
  sMaxAge: number,
  failed: (error: unknown) => void,
): Promise<PageAnswer | null> {
  const name = pathname === '/sitemap.xml' ? null : /^\/(sitemap-[\w-]+\.xml)$/.exec(pathname)?.[1];
  if (name === undefined) return null;
  let text: string | null;
  try {
    text = name === null ? await maps.index(origin) : await maps.file(origin, name);
  } catch (error) {
    failed(error);
    return {
      status: 503,
      type: 'text/plain; charset=utf-8',
      headers: { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) },
      body: 'The sitemap is not available now; try again later.\n',
    };
  }
  if (text === null) return { status: 404, type: 'text/plain; charset=utf-8', headers: {}, body: 'Not found\n' };
  return {
    status: 200,
    type: 'application/xml; charset=utf-8',
    headers: { 'cache-control': `public, max-age=0, s-maxage=${sMaxAge * 10}` },
    body: text,
  };
}
