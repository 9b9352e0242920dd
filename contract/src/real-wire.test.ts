import { readdirSync, readFileSync } from 'node:fs';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { ZodUnion, type ZodTypeAny } from 'zod';
import { describe, expect, it } from 'vitest';
import { apiContract } from './contract.ts';
import { NOT_RENDERED } from './real-wire-not-rendered.ts';

/**
 * Real-wire fixtures (contract/fixtures/real-wire): answers written from the real backend's DTOs and database
 * defaults (docs/backend-wire.md), named `<resource>.<routeKey>[.<variant>].json` after the contract route. Each must
 * be a valid 200 answer of its route, and every GET route the web reads has at least one.
 */
const FIXTURE_DIR = new URL('../fixtures/real-wire/', import.meta.url);

interface NamedRoute {
  name: string;
  route: AppRoute;
}

function namedRoutes(): NamedRoute[] {
  return Object.entries(apiContract).flatMap(([resource, router]) =>
    Object.entries(router as AppRouter).flatMap(([key, route]) => (isAppRoute(route) ? [{ name: `${resource}.${key}`, route }] : [])),
  );
}

function fixtureFiles(): string[] {
  return readdirSync(FIXTURE_DIR).filter((file) => file.endsWith('.json'));
}

function routeOf(file: string, routes: readonly NamedRoute[]): NamedRoute | undefined {
  const [resource, key] = file.replace(/\.json$/, '').split('.');
  return routes.find((entry) => entry.name === `${resource ?? ''}.${key ?? ''}`);
}

describe('real-wire fixtures', () => {
  const routes = namedRoutes();
  const files = fixtureFiles();

  it.each(files)('%s is a valid 200 answer of its contract route', (file) => {
    const entry = routeOf(file, routes);
    expect(entry, `no contract route named like ${file}`).toBeDefined();
    const schema = entry?.route.responses[200] as ZodTypeAny | undefined;
    expect(schema, `${file}: the route declares no 200 answer`).toBeDefined();
    const body: unknown = JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), 'utf8'));
    expect(body).toMatchObject({ code: 200 });
    // The 200 answer is the union of the success envelope and the error one: report the success branch's issues.
    const success = schema instanceof ZodUnion ? (schema.options as ZodTypeAny[])[0] : schema;
    const result = success?.safeParse(body);
    const issues = result && !result.success ? result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) : [];
    expect(issues, file).toEqual([]);
  });

  it('covers every GET route, except the ones listed with a reason', () => {
    const covered = new Set(files.map((file) => routeOf(file, routes)?.name).filter((name): name is string => name !== undefined));
    const missing = routes
      .filter((entry) => entry.route.method === 'GET' && !covered.has(entry.name) && !(entry.name in NOT_RENDERED))
      .map((entry) => entry.name);
    expect(missing).toEqual([]);
  });

  it('keeps the exclusion list honest: an excluded route is a GET route without a fixture', () => {
    const names = new Set(routes.filter((entry) => entry.route.method === 'GET').map((entry) => entry.name));
    const covered = new Set(files.map((file) => routeOf(file, routes)?.name));
    for (const name of Object.keys(NOT_RENDERED)) {
      expect(names.has(name), name).toBe(true);
      expect(covered.has(name), name).toBe(false);
    }
  });

  it('writes paged answers as CommonPage.copyPageInfo does: page 1 of 3 with the flags saying last page', () => {
    for (const file of files) {
      const body = JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), 'utf8')) as { data?: unknown };
      const data = body.data as { pageNum?: number; pages?: number; list?: unknown[]; hasNextPage?: boolean; isLastPage?: boolean } | null;
      if (!data || typeof data !== 'object' || !('pageNum' in data) || !data.list?.length) continue;
      expect({ file, pageNum: data.pageNum, pages: data.pages, hasNextPage: data.hasNextPage, isLastPage: data.isLastPage }).toEqual({
        file,
        pageNum: 1,
        pages: 3,
        hasNextPage: false,
        isLastPage: true,
      });
    }
  });

  it('writes money as decimal strings and images as absolute addresses', () => {
    for (const file of files) {
      const text = readFileSync(new URL(file, FIXTURE_DIR), 'utf8');
      expect(text, file).not.toMatch(/"(price|payPrice|payFee|totalPrice|proTotalFee|otPrice|couponPrice)":\s*-?\d/);
      expect(text, file).not.toMatch(/"(image|avatar|pic|icon)":\s*"\/(?!\/)/);
      expect(text, file).not.toContain('127.0.0.1');
    }
  });
});
