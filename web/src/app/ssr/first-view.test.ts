// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../lib/locales';
import { ROUTE_SAMPLES, routePatterns, sampleUrl } from '../route-samples';
import { setupMockBackend } from '../../testing/mock-backend';
import { configure, render } from './entry-server';
import { isShellOnly } from './head';

/**
 * The server renders every public page from its route's first-view declaration (app/first-view.ts) alone: no query
 * that a page mounts is left for the render passes to discover, and the page comes out whole (hydratable). Runs the
 * server entry in this process against the mock core (msw intercepts the server's fetch).
 */
const UPSTREAM = 'http://backend.test';
setupMockBackend(UPSTREAM);
beforeAll(() => configure({ config: { apiBase: '' }, apiUpstream: UPSTREAM, fetchTimeoutMs: 10_000 }));

/** Every URL that shows a public page (route-samples.ts): routes of guard `public` that are not shell-only. */
const PUBLIC_PAGES = [
  ...new Set(
    routePatterns()
      .filter(([, route]) => !isShellOnly(route))
      .flatMap(([pattern]) => ROUTE_SAMPLES[pattern]?.shows.map((sample) => sampleUrl(sample)) ?? []),
  ),
];

// Each page in one locale, the locales taken in turn (a declaration does not depend on the locale; the catalogs a
// page renders with do, and every locale is met several times).
const CASES = PUBLIC_PAGES.map((path, index) => [path, LOCALES[index % LOCALES.length] ?? 'en'] as const);

describe('first-view declarations', { timeout: 30_000 }, () => {
  it('takes the public pages from the route table', () => {
    expect(PUBLIC_PAGES).toContain('/');
    expect(PUBLIC_PAGES.filter((path) => path.startsWith('/users/') || path.startsWith('/login'))).toEqual([]);
  });

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
