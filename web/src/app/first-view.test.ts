import { describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { FIRST_VIEWS, firstViewCalls, frameCalls } from './first-view';
import { pageRoutes } from './route-table';
import { childRouteForPath, pageCalls, routeForPath, routeParams } from './start';

/** The table's paths as first-view.ts keys them: a nested route as `<parent>/<child>`, its index as `<parent>/`. */
const tablePaths = pageRoutes.flatMap((route) => [
  route.path,
  ...(route.children ?? []).map((child) => `${route.path}/${child.index ? '' : child.path}`),
]);

describe('first-view declarations and the route table', () => {
  it('declare routes of the table only', () => {
    expect(Object.keys(FIRST_VIEWS).filter((key) => !tablePaths.includes(key))).toEqual([]);
  });

  // The early script matches paths itself (it cannot load the table): it must find what the router finds.
  it.each([
    paths.home(),
    paths.goodsSearch({ title: 'tea', page: 2 }),
    paths.activityList({ id: 2 }),
    paths.activityList(),
    paths.topOne(),
    paths.goodsDetail(7),
    paths.goodsDetail('x'),
    paths.orderConfirm('P1'),
    paths.orderList(),
    paths.merchant({ id: 3 }),
    paths.merchant({ merId: 3 }, 'category'),
    paths.merchant({ id: 3, cid: 4, page: 2 }, 'category'),
    paths.merchant({ id: 3 }, 'coupon'),
    paths.merchant({ id: 3 }, 'qualification'),
    paths.merchant({ id: 3 }, 'home'),
    paths.merchantMore({ keywords: 'x', isSelf: 1 }),
    paths.merchantStreet({ page: 3 }),
    paths.aboutUs(),
    '/no/such/page',
  ])('%s: the early script’s calls are the router’s', (url) => {
    const { pathname, searchParams } = new URL(url, 'http://mall.test');
    for (const signedIn of [false, true]) {
      const route = routeForPath(pathname);
      const child = route ? childRouteForPath(route, pathname) : undefined;
      const context = { params: route ? routeParams(route, pathname) : {}, search: searchParams, signedIn };
      const fromRoutes = pageCalls(route, child, context);
      const strip = (calls: readonly object[]) => JSON.parse(JSON.stringify(calls)) as unknown;
      expect(strip(firstViewCalls(pathname, searchParams, signedIn))).toEqual(
        strip([...frameCalls(signedIn), ...fromRoutes.route, ...fromRoutes.child]),
      );
    }
  });
});
