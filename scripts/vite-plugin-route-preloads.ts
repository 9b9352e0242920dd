import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticGraph } from '../web/src/app/namespace-graph.ts';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../server/route-preloads.ts';
import { routeModulesInTable } from './bundle-size.ts';
import { staticClosure } from './vite-plugin-preload-deps.ts';

type Bundle = Rolldown.OutputBundle;

const CATALOG = /[\\/]src[\\/]locales[\\/]([\w-]+)[\\/](\w+)\.json$/;

/**
 * What the production server preloads on a page it answers with the app shell (server/route-preloads.ts): the
 * preloads of a bundle: a route's chunk with the chunks of the parts its page declares to load on arrival
 * (lazyOnArrival), and everything they import statically, less what the entry loads anyway.
 */
export function routePreloads(bundle: Bundle, routeModules: readonly string[]): RoutePreloads {
  const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId ?? '', chunk.fileName]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const loaded = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
  const routes = routeModules.map((module) => {
    const files = new Set<string>();
    for (const part of staticGraph(module)) {
      const file = byModule.get(part);
      if (file) staticClosure(bundle, file, files);
    }
    return [...files].filter((file) => !loaded.has(file));
  });
  const catalogs: RoutePreloads['catalogs'] = {};
  for (const chunk of chunks) {
    const match = CATALOG.exec(chunk.facadeModuleId ?? '');
    if (match?.[1] && match[2]) (catalogs[match[1]] ??= {})[match[2]] = chunk.fileName;
  }
  return { routes, catalogs };
}

/**
 * Writes ROUTE_PRELOADS_FILE with the client build: per route of the table, the code its first render waits for
 * beyond the entry's, and per locale the file of each catalog. The routes are read from web/src/app/route-table.ts
 * as written (web/src/app/route-table.test.ts holds that this order is the table's).
 */
export function routePreloadsPlugin(webRoot: string): Plugin {
  const table = resolve(webRoot, 'src/app/route-table.ts');
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const modules = routeModulesInTable(table, webRoot).map((module) => resolve(webRoot, `${module}.tsx`));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routePreloads(bundle, modules)) });
    },
  };
}
