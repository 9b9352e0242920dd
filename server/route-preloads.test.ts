import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderResult } from '../web/src/app/ssr/entry-server';
import { readRoutePreloads, ROUTE_PRELOADS_FILE, shellPreloads, type RoutePreloads } from './route-preloads';

const preloads: RoutePreloads = {
  routes: [
    ['assets/home-page-a.js'],
    ['assets/cart-page-b.js', 'assets/money-c.js'],
    ['assets/user-layout-d.js'],
    ['assets/user-info-e.js', 'assets/money-c.js'],
  ],
  catalogs: {
    en: { common: 'assets/locales/v/en/common.js', cart: 'assets/locales/v/en/cart.js' },
    fr: { common: 'assets/locales/v/fr/common.js', cart: 'assets/locales/v/fr/cart.js' },
  },
};

const page = (over: Partial<Extract<RenderResult, { kind: 'page' }>>): Extract<RenderResult, { kind: 'page' }> => ({
  kind: 'page',
  status: 200,
  locale: 'fr',
  html: null,
  state: null,
  hydratable: false,
  head: '',
  indexable: false,
  path: '/order/shopping_cart',
  undeclared: [],
  code: { routes: [1], locales: ['fr', 'en'], namespaces: ['common', 'cart'] },
  ...over,
});

describe('route preloads', () => {
  it("gives a shell its route's code and its catalogs in each language it loads, each once", () => {
    expect(shellPreloads(preloads, page({}))).toEqual([
      '/assets/cart-page-b.js',
      '/assets/money-c.js',
      '/assets/locales/v/fr/common.js',
      '/assets/locales/v/fr/cart.js',
      '/assets/locales/v/en/common.js',
      '/assets/locales/v/en/cart.js',
    ]);
    // A page with an open tab: the layout's and the tab's code, the shared file once.
    expect(shellPreloads(preloads, page({ code: { routes: [2, 3], locales: ['en'], namespaces: ['common'] } }))).toEqual([
      '/assets/user-layout-d.js',
      '/assets/user-info-e.js',
      '/assets/money-c.js',
      '/assets/locales/v/en/common.js',
    ]);
  });

  it('preloads nothing on a rendered page, for a route or catalog the build does not list, or without a list', () => {
    expect(shellPreloads(preloads, page({ html: '<h1>Cart</h1>' }))).toEqual([]);
    expect(shellPreloads(preloads, page({ code: { routes: [9], locales: ['th'], namespaces: ['cart'] } }))).toEqual([]);
    expect(shellPreloads(null, page({}))).toEqual([]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the build's list, and none from a build without one or with another shape", () => {
    expect(readRoutePreloads(dir)).toBeNull();
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify({ routes: 'x' }));
    expect(readRoutePreloads(dir)).toBeNull();
    writeFileSync(join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    expect(readRoutePreloads(dir)).toEqual(preloads);
  });
});
