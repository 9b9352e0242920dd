import { DEFAULT_LOCALE, localizePath, splitLocale } from '../../lib/i18n/locales';
import { parseUrlId } from '../../lib/format/url-ids';
import { parseShopId } from '../../features/merchants/shop-params';

/**
 * The request target of a server render as a path and a query, whatever it is: `//host/x` is read as a path on this
 * site (never as another host, which `new URL(url, base)` would make of it), and anything that is not a path is read
 * as one below `/`. The URL parser's own normalisation applies (a backslash is a slash, dot segments are resolved,
 * characters a URL may not carry are escaped); nothing is decoded.
 */
export function requestTarget(url: string): { pathname: string; search: string } {
  const parsed = new URL(`http://server.invalid${url.startsWith('/') ? url : `/${url}`}`);
  return { pathname: parsed.pathname, search: parsed.search };
}

const DEFAULT_PREFIX = new RegExp(`^/${DEFAULT_LOCALE}(?=/|$)`, 'i');
const PRODUCT_PATH = /^\/goods_detail\/([^/]+)$/;
const SHOP_PATH = /^\/merchant\/merchant(?:\/[^/]+)?$/;

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The one address of the page a request names (docs/adr/0019-server-rendering.md, "One address per page"), or null
 * when the request already is it: repeated slashes collapsed to one, no trailing slash (but on `/`), the locale
 * prefix in its own spelling (`/lao/` is `/lo/`, and the default language's `/en/` none), a product's id and a shop's id in their plain form (`01` is `1`),
 * and a shop's `merId` alias (the product page's shop card links with it) as `id`. The query is kept as it is
 * otherwise. The answer is always a path of this site: it starts with exactly one `/`.
 */
export function canonicalLocation(url: string): string | null {
  const raw = url.split('?')[0] ?? '';
  const { pathname, search } = requestTarget(url);
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') || '/' : collapsed;
  // The default language has no prefix; `/en/x` (a guess, or a link from a site that prefixes every language) is
  // its page `/x`.
  const unprefixed = DEFAULT_PREFIX.test(trimmed) ? trimmed.slice(DEFAULT_LOCALE.length + 1) || '/' : trimmed;
  const { locale, path } = splitLocale(unprefixed);
  let page = path;
  const productId = PRODUCT_PATH.exec(page)?.[1];
  if (productId !== undefined) {
    const id = parseUrlId(decoded(productId));
    if (id !== null) page = `/goods_detail/${id}`;
  }
  let query = search;
  if (SHOP_PATH.test(page)) {
    const params = new URLSearchParams(search);
    const { id } = parseShopId(params);
    if (id !== null && params.get('id') !== String(id)) {
      params.delete('merId');
      params.set('id', String(id));
      query = `?${params.toString()}`;
    }
  }
  const canonical = localizePath(page, locale);
  return canonical === raw && query === search ? null : `${canonical}${query}`;
}
