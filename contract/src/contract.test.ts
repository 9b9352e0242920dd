import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from './common/c.ts';
import { apiContract, contract } from './contract.ts';

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routes(entry as AppRouter)));
}

/** docs/backend-wire.md, "Public routes": what the real token interceptor lets through (":x" stands for a path variable). */
const PUBLIC_PATTERNS = [
  /^\/api\/front\/activity\/list\/[^/]+$/,
  /^\/api\/front\/activity\/index\/list$/,
  /^\/api\/front\/captcha\//,
  /^\/api\/front\/coupons$/,
  /^\/api\/front\/index(\/|$)/,
  /^\/api\/front\/search\/keyword$/,
  /^\/api\/front\/login\//,
  /^\/api\/front\/merchant\/(search\/list|street|index\/info\/[^/]+|detail\/[^/]+|all\/type\/list|all\/category\/list|settled\/agreement|customer\/service\/info\/[^/]+)$/,
  /^\/api\/front\/product\//,
  /^\/api\/front\/upload\//,
  /^\/api\/front\/pay\/(method|paypal\/cancel)$/,
  /^\/api\/front\/order\/visitor\/(master\/)?detail$/,
  /^\/api\/pc\/home\/index$/,
  /^\/api\/pc\/activity\/detail\/[^/]+$/,
  /^\/api\/pc\/login\/getLoginPic$/,
];

describe('contract', () => {
  const all = routes(apiContract);

  it('declares auth metadata on every route', () => {
    for (const route of routes(contract)) {
      const meta = route.metadata as RouteMeta | undefined;
      expect(meta?.auth, `${route.method} ${route.path}`).toMatch(/^(public|user)$/);
    }
  });

  it('marks exactly the real backend public routes as public (extensions aside)', () => {
    for (const route of all) {
      const meta = route.metadata as RouteMeta;
      if (meta.extension) continue;
      const isPublic = PUBLIC_PATTERNS.some((re) => re.test(route.path));
      expect(meta.auth, `${route.method} ${route.path}`).toBe(isPublic ? 'public' : 'user');
    }
  });

  it('has one route per method and path', () => {
    const seen = new Set<string>();
    for (const route of routes(contract)) {
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('answers every route with the envelope at HTTP 200', () => {
    for (const route of routes(contract)) expect(Object.keys(route.responses), route.path).toEqual(['200']);
  });

  it('keeps the mock control API under /__mock and marked as an extension', () => {
    for (const route of routes(contract.mock)) {
      expect(route.path.startsWith('/__mock/')).toBe(true);
      expect((route.metadata as RouteMeta).extension).toBe(true);
    }
  });
});
