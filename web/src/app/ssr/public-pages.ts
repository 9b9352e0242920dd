import { paths } from '../../lib/paths';

/**
 * The URLs of every public page the server renders (one per page and tab, with what it shows on the mock's seed),
 * and of pages that do not exist. Read by app/ssr/public-pages.test.tsx (the server's render, the crawler's view and
 * the hydration of each in every locale) and e2e/specs/ssr.spec.ts (the same in a browser, on the production
 * server): one list, so a page added here is checked by both.
 */
export const PUBLIC_PAGES: readonly string[] = [
  paths.home(),
  paths.goodsSearch({ cid: 1 }),
  paths.goodsSearch({ keywords: 'a', page: 2 }),
  paths.activityList({ id: 1 }),
  paths.topOne(),
  paths.goodsDetail(3),
  paths.merchant({ id: 1 }),
  paths.merchant({ id: 1 }, 'category'),
  paths.merchant({ id: 1 }, 'coupon'),
  paths.merchant({ id: 1 }, 'qualification'),
  paths.merchantMore({ keywords: 'a' }),
  paths.merchantStreet(),
  paths.aboutUs(),
  paths.privacyAgreement(),
  paths.privacyPolicy(),
  paths.returnPolicy(),
  paths.merchantAdmin(),
];

/** An unknown product, an unknown shop and an unknown path: each a 404 with the error page. */
export const MISSING_PAGES: readonly string[] = [paths.goodsDetail(999999), paths.merchant({ id: 999999 }), '/no/such/page'];
