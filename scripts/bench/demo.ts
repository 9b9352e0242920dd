import { readFileSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Manifest } from 'vite';
import { pageRoutes } from '../../web/src/app/route-table';
import { firstLoad, routeModulesInTable } from '../bundle-size';
import { KEEP_BUILDS } from './options';
import { kb, note, report } from './report';
import { BUNDLE_BUDGET_KB, everyRoute } from './bundle';

// ---------------------------------------------------------------------------------------------------------------
// (d) The zero-server demo (docs/zero-server-demo.md): its first-load JS and its service worker (the mock) apart,
// and the proof that the normal build holds none of the mock's code.

/** Module ids that are the mock's code or the packages only the mock uses. */
const MOCK_MODULE = /[\\/]mock-server[\\/]|[\\/]node_modules[\\/](msw|@msw[\\/]data|@mswjs[\\/][^\\/]+)[\\/]/;

/** normalModules: the module ids of the normal build when the bundle bench made one already (else built in memory here). */
export async function benchDemo(normalModules?: string[]): Promise<void> {
  console.log('\n## Zero-server demo: first-load JS (gzip) with the worker apart; the normal build without the mock');
  // The normal build's modules: which of them are the mock's (none, or it fails under --strict).
  const moduleIds = normalModules ?? (await normalBuildModules());
  const mockModules = moduleIds.filter((id) => MOCK_MODULE.test(id));
  // An empty module list would pass for nothing: it counts as a failure.
  report(
    'normal build: modules of the mock (mock-server, msw)',
    String(mockModules.length),
    'must be 0',
    moduleIds.length > 0 && mockModules.length === 0,
  );
  note(`${moduleIds.length} modules in the normal build checked`);
  for (const id of mockModules.slice(0, 10)) note(`in the normal build: ${relative(process.cwd(), id)}`);

  const outDir = resolve(KEEP_BUILDS ? 'dist/demo' : '.tmp/bench-demo');
  await build({
    configFile: resolve('vite.demo.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, rolldownOptions: { checks: { bundlerTimings: false } } },
  });
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const table = resolve('web/src/app/route-table.ts');
  const modules = routeModulesInTable(table, resolve('web'));
  const home = modules[everyRoute(pageRoutes).findIndex((entry) => entry.route.index && entry.parents.length === 0)] ?? null;
  // The demo's entry starts the worker, then imports the app's own entry: both are on the first load.
  const load = firstLoad(manifest, outDir, home, ['src/main.tsx']);
  // Reported, not budgeted: the app loads behind the worker's start as a dynamic import, so the normal build's
  // grouping of first-load modules (vite.config.ts, '$initial' groups) does not apply and it splits finer.
  report('demo, home: first-load JS (page side)', kb(load.gzip), `(pages: ${BUNDLE_BUDGET_KB} KB)`, null);
  note(`${load.files.length} files: the demo's start (the worker's registration), then the app's entry and the home page`);
  const worker = readFileSync(resolve(outDir, 'demo-sw.js'));
  report('demo: service worker with the mock (demo-sw.js)', kb(gzipSync(worker).length), `${kb(worker.length)} raw`, null);
  if (!KEEP_BUILDS) rmSync(outDir, { recursive: true, force: true });
}

async function normalBuildModules(): Promise<string[]> {
  const normal = await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    build: { write: false, manifest: false, rolldownOptions: { checks: { bundlerTimings: false } } },
  });
  const outputs = (Array.isArray(normal) ? normal : [normal]).flatMap((result) => ('output' in result ? result.output : []));
  return [...new Set(outputs.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])))];
}
