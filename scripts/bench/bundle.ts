import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build, type Manifest, type Plugin } from 'vite';
import { type PageRoute, pageRoutes } from '../../web/src/app/route-table';
import { entryKey, firstLoad, routeModulesInTable, staticClosure } from '../bundle-size';
import { KEEP_BUILDS } from './options';
import { KB, kb, note, report } from './report';
import { SHELL_NAMESPACES } from '../../web/src/lib/i18n/namespaces';

// ADR 0012's figure. It was 141 for a while (the product page at 140.5 KB) until the product's coupon row became a
// deferred part (docs/performance.md, Budgets).
export const BUNDLE_BUDGET_KB = 140;
const ORIGINAL_SHOP_KB = 434;

// ---------------------------------------------------------------------------------------------------------------
// (a) First-load JS of every route of the table from a fresh production build.

/** The first-load files of each route (by its path in the bench's output), for the transfer figures. */
export const firstLoadFiles = new Map<string, string[]>();

/** The route table flattened, depth first (the order its entries are written in), with full paths. */
export function everyRoute(
  routes: readonly PageRoute[],
  parents: readonly PageRoute[] = [],
): { path: string; route: PageRoute; parents: readonly PageRoute[] }[] {
  return routes.flatMap((route) => {
    const path =
      [...parents, route]
        .map((r) => r.path)
        .filter(Boolean)
        .join('/') + (route.index && parents.length > 0 ? ' (index)' : '');
    return [{ path, route, parents }, ...everyRoute(route.children ?? [], [...parents, route])];
  });
}

export async function benchBundle(): Promise<{ outDir: string; manifest: Manifest; moduleIds: string[] }> {
  console.log(
    '\n## First-load JS (gzip) of every route, fresh vite build: entry + static imports, the route chunk (and its parent layout) + static imports',
  );
  const outDir = resolve(KEEP_BUILDS ? 'dist/web' : '.tmp/bench-web');
  const started = performance.now();
  // Which packages each output file holds (pre-minification sizes), to say what a page's first load is made of.
  const packagesByFile = new Map<string, Map<string, number>>();
  // Every module of the build, for the demo check (scripts/bench/demo.ts) so it needs no build of its own.
  const moduleIds = new Set<string>();
  const composition: Plugin = {
    name: 'bench-composition',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const sizes = new Map<string, number>();
        for (const id of chunk.moduleIds) moduleIds.add(id);
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name =
            /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/') ??
            (id.includes('contract/src') ? '@contract' : 'app');
          sizes.set(name, (sizes.get(name) ?? 0) + info.renderedLength);
        }
        packagesByFile.set(chunk.fileName, sizes);
      }
    },
  };
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    plugins: [composition],
    build: { outDir, emptyOutDir: true, manifest: '.vite/manifest.json', rolldownOptions: { checks: { bundlerTimings: false } } },
  });
  note(`vite build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const table = resolve('web/src/app/route-table.ts');
  const modules = routeModulesInTable(table, resolve('web'));
  const routes = everyRoute(pageRoutes);
  if (modules.length !== routes.length)
    note(`route-table.ts: ${routes.length} routes but ${modules.length} \`load: () => import(...)\` entries: the pairing below may be off`);
  const shared = new Set(staticClosure(manifest, [entryKey(manifest)]).map((key) => manifest[key]?.file));
  const moduleOf = new Map(routes.map((entry, index) => [entry.route, modules[index] ?? null]));
  for (const { path, route, parents } of routes) {
    // The code a first render needs: the shell's, the page's and its parent layout's. The catalogs the start also
    // awaits are JSON turned into modules; they are printed beside it and counted in the transfer figures below.
    const catalogs = [...new Set([...SHELL_NAMESPACES, ...[...parents, route].flatMap((r) => r.ns ?? [])])].map(
      (ns) => `src/locales/en/${ns}.json`,
    );
    const layouts = parents.map((parent) => moduleOf.get(parent)).filter((m): m is string => typeof m === 'string');
    const load = firstLoad(manifest, outDir, moduleOf.get(route) ?? null, layouts);
    const withCatalogs = firstLoad(manifest, outDir, moduleOf.get(route) ?? null, [...layouts, ...catalogs]);
    firstLoadFiles.set(
      path,
      load.files.map((file) => file.file),
    );
    report(`/${path}`, kb(load.gzip), `budget ${BUNDLE_BUDGET_KB} KB`, load.gzip <= BUNDLE_BUDGET_KB * KB);
    note(`with the English catalogs the start awaits (${catalogs.length}): ${kb(withCatalogs.gzip)}`);
    const own = load.files.filter((f) => !shared.has(f.file));
    note(
      `${load.routeModule ?? 'route chunk not found in the manifest: entry only'}; shell ${kb(load.gzip - own.reduce((n, f) => n + f.gzip, 0))} in ${load.files.length - own.length} files, then ${own.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`).join(', ')}`,
    );
    // Each file's gzip size shared out over its packages by their rendered (pre-minification) sizes: an estimate.
    const packages = new Map<string, number>();
    for (const file of load.files) {
      const sizes = packagesByFile.get(file.file);
      const fileTotal = [...(sizes?.values() ?? [])].reduce((n, v) => n + v, 0);
      for (const [name, size] of sizes ?? [])
        packages.set(name, (packages.get(name) ?? 0) + (fileTotal ? (file.gzip * size) / fileTotal : 0));
    }
    const parts = [...packages].filter(([, gzip]) => gzip >= 0.05 * KB).sort((a, b) => b[1] - a[1]);
    note(`made of (gzip, estimated): ${parts.map(([name, gzip]) => `${name} ${kb(gzip)}`).join(', ')}`);
    if (packages.has('zod'))
      note('zod is in the first load: a value import of the contract or zod reaches the shell (see docs/performance.md)');
  }
  report('original desktop shop, home (for comparison)', `${ORIGINAL_SHOP_KB}.0 KB`, '', null);
  return { outDir, manifest, moduleIds: [...moduleIds] };
}
