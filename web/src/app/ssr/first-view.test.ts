// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../lib/locales';
import { paths } from '../../lib/paths';
import { setupMockBackend } from '../../testing/mock-backend';
import { configure, render } from './entry-server';

/**
 * The server renders every public page from its route's first-view declaration (app/first-view.ts) alone: no query
 * that a page mounts is left for the render passes to discover, and the page comes out whole (hydratable). Runs the
 * server entry in this process against the mock core (msw intercepts the server's fetch).
 */
const UPSTREAM = 'http://backend.test';
setupMockBackend(UPSTREAM);
beforeAll(() => configure({ config: { apiBase: '' }, apiUpstream: UPSTREAM, fetchTimeoutMs: 10_000 }));

const PUBLIC_PAGES = [
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

// Each page in one locale, the locales taken in turn (a declaration does not depend on the locale; the catalogs a
// page renders with do, and every locale is met several times).
const CASES = PUBLIC_PAGES.map((path, index) => [path, LOCALES[index % LOCALES.length] ?? 'en'] as const);

describe('first-view declarations', { timeout: 30_000 }, () => {
  it.each(CASES)('%s (%s) renders whole from its declaration alone', async (path, locale) => {
    const result = await render({ url: localizePath(path, locale), publicOrigin: 'https://mall.test', dataDeadlineMs: 10_000 });
    if (result.kind !== 'page') throw new Error(`${path}: ${result.kind}`);
    expect({ status: result.status, hydratable: result.hydratable, undeclared: result.undeclared }).toEqual({
      status: 200,
      hydratable: true,
      undeclared: [],
    });
    // The page's own content is in the markup, not a loading state.
    expect(result.html).not.toContain('aria-busy="true"');
  });
});
