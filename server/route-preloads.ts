import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderResult } from '../web/src/app/ssr/entry-server';

/**
 * The code a page answered with the app shell (a member or checkout page) needs before its first render, preloaded
 * with the entry instead of asked for once the entry has run (docs/adr/0019-server-rendering.md, "Route preloads").
 * The client build writes the list (scripts/vite-plugin-route-preloads.ts).
 */
export interface RoutePreloads {
  /** Per route, in the table's written order (routesAsWritten): files under the web root. */
  routes: string[][];
  /** `catalogs[locale][namespace]`: the catalog's file. */
  catalogs: Record<string, Record<string, string>>;
}

/** Where the build writes it, under the web build's folder. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The build's list, or null (a build without it, or `npm start`, which serves modules as they are). */
export function readRoutePreloads(webDir: string): RoutePreloads | null {
  const file = join(webDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<RoutePreloads>;
  return Array.isArray(parsed.routes) && typeof parsed.catalogs === 'object' && parsed.catalogs !== null
    ? { routes: parsed.routes, catalogs: parsed.catalogs }
    : null;
}

type Page = Extract<RenderResult, { kind: 'page' }>;

/**
 * URLs of the code `page` waits for: its routes' chunks, and its catalogs in each language it loads. Only for a
 * shell: a rendered page is on screen without its code, which then loads after it (a preload would compete with the
 * page's stylesheet and pictures).
 */
export function shellPreloads(preloads: RoutePreloads | null, page: Page): string[] {
  if (!preloads || page.html !== null) return [];
  const files = new Set<string>();
  for (const index of page.code.routes) for (const file of preloads.routes[index] ?? []) files.add(file);
  for (const locale of page.code.locales)
    for (const ns of page.code.namespaces) {
      const file = preloads.catalogs[locale]?.[ns];
      if (file) files.add(file);
    }
  return [...files].map((file) => `/${file}`);
}
