import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { graphNamespaces, namespacesIn } from './namespace-graph';
import { SHELL_NAMESPACES } from '../lib/i18n/namespaces';
import { pageRoutes, routesAsWritten, type PageRoute } from './route-table';

const file = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

function flatten(routes: readonly PageRoute[]): PageRoute[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** Each entry of route-table.ts as written: the module its `load` imports and the `ns` list in the same object. */
function tableEntries(): { module: string; ns: string[] }[] {
  const source = readFileSync(file('./route-table.ts'), 'utf8');
  return [...source.matchAll(/load: \(\) => import\('(\.\/routes\/[\w-]+)'\)/g)].map((match) => {
    const entry = source.slice(source.lastIndexOf('{', match.index), match.index);
    const ns = /ns: \[([^\]]*)\]/.exec(entry)?.[1] ?? '';
    return { module: `${match[1] ?? ''}.tsx`, ns: [...ns.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? '') };
  });
}

describe('route table namespaces (docs/adr/0004)', () => {
  it('reads the namespaces a file uses', () => {
    expect([...namespacesIn("useTranslation('cart'); useTranslation(); t('x', { ns: 'pages' })")].sort()).toEqual([
      'cart',
      'common',
      'pages',
    ]);
    expect([...namespacesIn("useTranslation(['pages', 'common'])")].sort()).toEqual(['common', 'pages']);
    expect([...namespacesIn('const x = 1;')]).toEqual([]);
  });

  it('the shell renders only with the namespaces loaded at start', () => {
    expect([...graphNamespaces(file('../main.tsx'))].sort()).toEqual([...SHELL_NAMESPACES].sort());
  });

  it('reads every route of the table, in the order routesAsWritten has them', () => {
    expect(tableEntries()).toHaveLength(flatten(pageRoutes).length);
    // The build lists each route's code in the source's order, and the server finds a route's by its place in
    // routesAsWritten (scripts/vite-plugin-route-preloads.ts): the namespaces read from the source line up.
    expect(tableEntries().map((entry) => entry.ns)).toEqual(routesAsWritten.map((route) => [...(route.ns ?? [])]));
    expect(routesAsWritten).toEqual(flatten(pageRoutes));
  });

  it.each(tableEntries().map((entry) => [entry.module, entry] as const))(
    '%s: the route preloads every namespace its page renders',
    (_module, entry) => {
      const needed = [...graphNamespaces(file(entry.module))].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns));
      expect([...entry.ns].sort()).toEqual(needed.sort());
    },
  );
});

describe('route titles', () => {
  it('the routes.* keys of common.json are the titleKeys of the table, no more', () => {
    const catalog = JSON.parse(readFileSync(file('../locales/en/common.json'), 'utf8')) as { routes?: Record<string, unknown> };
    const titles = Object.entries(catalog.routes ?? {}).map(([key, value]) => [`routes.${key}`, typeof value] as const);
    const keys = [...new Set(flatten(pageRoutes).map((route) => route.titleKey))].sort();
    expect(titles.map(([key]) => key).sort()).toEqual(keys);
    expect(titles.filter(([, type]) => type !== 'string')).toEqual([]);
  });
});
