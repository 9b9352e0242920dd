import { describe, expect, it } from 'vitest';
import { pageRoutes, type PageModule, type PageRoute } from '../route-table';
import { ROUTE_SAMPLES, sampleUrl } from '../route-samples';
import { childRouteForPath, routeForPath, routeParams } from '../start';
import { frameCalls } from './calls';
import { FIRST_VIEWS, firstViewCalls } from './index';

/** The table's routes as the index keys them: a nested route as `<parent>/<child>`, its index as `<parent>/`. */
const tableRoutes: Array<[string, PageRoute]> = pageRoutes.flatMap((route) => [
  [route.path, route] as [string, PageRoute],
  ...(route.children ?? []).map((child) => [`${route.path}/${child.index ? '' : child.path}`, child] as [string, PageRoute]),
]);

describe('the first-view index (for the early script) and the pages’ own declarations', { timeout: 60_000 }, () => {
  it('are the same declaration for every route of the table, and name routes of the table only', async () => {
    const keys = tableRoutes.map(([key]) => key);
    expect(Object.keys(FIRST_VIEWS).filter((key) => !keys.includes(key))).toEqual([]);
    for (const [key, route] of tableRoutes) {
      const module: PageModule = await route.load();
      expect(module.firstView?.calls, key).toBe(FIRST_VIEWS[key]);
      // A page that declares calls binds each key it may name (every declaration's keys are static per page).
      if (module.firstView) expect(Object.keys(module.firstView.queries).length, key).toBeGreaterThan(0);
    }
  });

  // The early script matches paths itself (it cannot load the table): it must find what the router finds, for every
  // sample URL of every route (route-samples.ts) and for a path of no route.
  it.each([
    ...Object.values(ROUTE_SAMPLES).flatMap((samples) => [...samples.shows, ...(samples.also ?? [])].map((sample) => sampleUrl(sample))),
    '/no/such/page',
  ])('%s: the early script’s calls are the router’s', async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://mall.test');
    const route = routeForPath(pathname);
    const child = route ? childRouteForPath(route, pathname) : undefined;
    const [module, childModule] = await Promise.all([route?.load(), child?.load()]);
    for (const signedIn of [false, true]) {
      const context = { params: route ? routeParams(route, pathname) : {}, search: searchParams, signedIn };
      const fromPages = [
        ...frameCalls(signedIn),
        ...(module?.firstView?.calls(context) ?? []),
        ...(childModule?.firstView?.calls(context) ?? []),
      ];
      // Compared as data (the follow-ups are functions, made afresh by each call).
      const data = (calls: readonly object[]) => JSON.parse(JSON.stringify(calls)) as unknown;
      expect(data(firstViewCalls(pathname, searchParams, signedIn))).toEqual(data(fromPages));
    }
  });
});
