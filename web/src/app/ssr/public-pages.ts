import { paths } from '../../lib/routing/paths';
import { ROUTE_SAMPLES, routePatterns, sampleUrl } from '../route-samples';
import { isShellOnly } from './shell-only';

/**
 * The URLs of every public page the server renders: the `shows` URLs (what the page shows on the mock's seed) of
 * every route of guard `public` that is not shell-only, taken from app/route-samples.ts, so a new page is checked
 * without being listed here; and URLs of pages that do not exist. Read by app/ssr/public-pages.test.tsx (the server's render, the crawler's view and
 * the hydration of each in every locale) and e2e/specs/ssr.spec.ts (the same in a browser, on the production
 * server): one list, so a page added here is checked by both.
 */
export const PUBLIC_PAGES: readonly string[] = [
  ...new Set(
    routePatterns()
      .filter(([, route]) => !isShellOnly(route))
      .flatMap(([pattern]) => ROUTE_SAMPLES[pattern]?.shows.map((sample) => sampleUrl(sample)) ?? []),
  ),
];

/**
 * An unknown product, shop, path and category (or one that is no number, of the search or of a shop), and a list's page
 * past its last: each a 404 with the error page (inside the shop for a shop's tab).
 */
export const MISSING_PAGES: readonly string[] = [
  paths.goodsDetail(999999),
  paths.merchant({ id: 999999 }),
  '/no/such/page',
  paths.goodsSearch({ cid: 99999 }),
  `${paths.goodsSearch()}?cid=abc`,
  paths.merchantStreet({ page: 999 }),
  paths.merchant({ id: 1, page: 999 }, 'home'),
  paths.merchant({ id: 1, page: 999 }, 'category'),
  paths.merchantMore({ page: 999 }),
  paths.activityList({ id: 1, page: 999 }),
  paths.merchant({ id: 1, cid: 999999 }, 'category'),
  `${paths.merchant({ id: 1 }, 'category')}&cid=abc`,
];
