import { splitLocale } from '../../lib/i18n/locales';
import { routePatterns } from '../route-samples';
import { childRouteForPath, routeForPath } from '../start';
import type { PageRoute } from '../route-table';
import { canonicalLocation, requestTarget } from './canonical-url';
import { isShellOnly } from './shell-only';

/**
 * The query parameters each page the server renders reads, by its route's pattern as `routePatterns()` names it
 * (the page, its frame and the first-view declaration it is rendered from). Nothing else in a query changes the
 * page, so the server renders and keeps the page of the address without the rest (`pageAddress`), and the browser
 * takes that address before it adopts the markup (docs/adr/0019-server-rendering.md, "The address a page is
 * rendered for"). `page-query.test.tsx` renders and hydrates every sample URL of every such page
 * (app/route-samples.ts) and holds each list to the names asked of the query meanwhile, neither more nor fewer; and it
 * finds every name the app's code asks a query for, which must be kept where it is read (here, or `FRAME_QUERY` for
 * what the frame reads later, in the browser) or be read only on pages the server answers with the shell.
 */
export const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  '/': [],
  '/goods/goods_search': ['sort', 'minPrice', 'maxPrice', 'title', 'cid', 'page'],
  '/goods/activity_list': ['id', 'page'],
  '/goods/top_one': [],
  '/goods_detail/:id': ['reviewType', 'reviewPage'],
  '/merchant/merchant': ['id', 'sort', 'cid', 'page'],
  '/merchant/merchant/home': ['id', 'sort', 'cid', 'page'],
  '/merchant/merchant/category': ['id', 'sort', 'cid', 'page'],
  '/merchant/merchant/coupon': ['id'],
  '/merchant/merchant/qualification': ['id'],
  '/merchant/merchant_more': ['keywords', 'categoryId', 'typeId', 'isSelf', 'page'],
  '/merchant/merchant_street': ['page'],
  '/middlewares/about_us': [],
  '/middlewares/privacy_agreement': [],
  '/middlewares/privacy_policy': [],
  '/middlewares/return_policy': [],
  '/middlewares/merchant_admin': [],
};

/**
 * Parameters the frame reads on any page, in the browser only (not in its render): `tourist=1` has the sign-in modal
 * offer guest sign-in when it opens (features/auth/lib/panels.ts, `touristFlag`). Kept on every page, so the address
 * the browser takes still has them.
 */
export const FRAME_QUERY: readonly string[] = ['tourist'];

let patterns: Map<PageRoute, string> | undefined;
const patternOf = (route: PageRoute): string | undefined => {
  patterns ??= new Map(routePatterns().map(([pattern, each]) => [each, pattern]));
  return patterns.get(route);
};

/** A query part's name as `URLSearchParams` reads it (`+` a space, percent-escapes decoded), or null if it has none. */
function partName(part: string): string | null {
  const raw = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The address the server renders, and keeps in its page cache, for a request's `url` (path and query): the query
 * parameters the page reads (`PAGE_QUERY`, and the frame's `FRAME_QUERY`), as written (order, spelling, repeats), and
 * no others: a shared link's tracking tags (`fbclid`, `utm_*`...) and anything else a link or a crawler adds name the
 * same page, one render and one kept copy for all of them. Unchanged: an address the render moves to its one address first
 * (`canonicalLocation`, which keeps the query), a page the server does not render (member, checkout and sign-in
 * pages: the shell, whose code reads its own address in the browser) and a page whose route is not listed. An unknown
 * path (the 404 page) keeps the frame's only.
 */
export function pageAddress(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0 || canonicalLocation(url) !== null) return url;
  const { path } = splitLocale(requestTarget(url).pathname);
  const route = routeForPath(path);
  if (isShellOnly(route)) return url;
  let read = FRAME_QUERY;
  if (route) {
    const pattern = patternOf((route.children && childRouteForPath(route, path)) || route);
    const listed = pattern === undefined ? undefined : PAGE_QUERY[pattern];
    if (!listed) return url;
    read = [...listed, ...FRAME_QUERY];
  }
  const parts = url.slice(queryAt + 1).split('&');
  const kept = parts.filter((part) => {
    const name = part === '' ? null : partName(part);
    return name !== null && read.includes(name);
  });
  return kept.length > 0 ? `${url.slice(0, queryAt)}?${kept.join('&')}` : url.slice(0, queryAt);
}
