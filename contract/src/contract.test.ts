import { readFileSync } from 'node:fs';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import type { RouteMeta } from './common/c.ts';
import { apiContract, contract } from './contract.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routes(entry as AppRouter)));
}

/** A pattern of PUBLIC_ROUTES as a regular expression over a contract path (`*` one segment, `/**` any rest or none). */
function antPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\/\*\*$|\*)/)
    .map((part) => (part === '/**' ? '(/.*)?' : part === '*' ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
const PUBLIC_PATTERNS = PUBLIC_ROUTES.map(antPattern);

/** The patterns docs/backend-wire.md lists under "Public routes": the list items written as code. */
function documentedPublicRoutes(): string[] {
  const doc = readFileSync(new URL('../../docs/backend-wire.md', import.meta.url), 'utf8');
  const section = /^## Public routes\n([\s\S]*?)(?=^## )/m.exec(doc)?.[1] ?? '';
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1] ?? '');
}

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

  it('reads the public patterns as the backend matches them', () => {
    const [one, rest] = [antPattern('/api/front/merchant/detail/*'), antPattern('/api/front/index/**')];
    expect(['/api/front/merchant/detail/:id', '/api/front/merchant/detail/3'].map((path) => one.test(path))).toEqual([true, true]);
    expect(['/api/front/merchant/detail', '/api/front/merchant/detail/3/x'].map((path) => one.test(path))).toEqual([false, false]);
    expect(['/api/front/index', '/api/front/index/x/y', '/api/front/indexes'].map((path) => rest.test(path))).toEqual([true, true, false]);
  });

  it('lists the public routes in docs/backend-wire.md as in public-routes.ts', () => {
    expect(documentedPublicRoutes()).toEqual([...PUBLIC_ROUTES]);
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
