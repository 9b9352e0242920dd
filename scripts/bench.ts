// `npm run bench [--strict] [--large|--no-large] [--only=bundle,api,large]`
// Prints figures against budgets, one PASS/OVER line each. Exits 0 unless --strict and something is OVER:
// timing is noisy on a shared 2-core box, so no pass/fail test depends on it.
import { readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { build, type Manifest, type Plugin } from 'vite';
import { pageRoutes, type PageRoute } from '../web/src/app/route-table';
import { SHELL_NAMESPACES } from '../web/src/lib/namespaces';
import { entryKey, firstLoad, routeModulesInTable, staticClosure } from './bundle-size';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wants = (part: string): boolean => !only || only.includes(part);
// The 100k catalog takes about half a minute on 2 cores; on by default, --no-large skips it.
const large = args.includes('--large') || !args.includes('--no-large');

const KB = 1024;
const BUNDLE_BUDGET_KB = 140;
const ORIGINAL_SHOP_KB = 434;
const LARGE_P95_BUDGET_MS = 20;
const LARGE_SEED_BUDGET_S = 20;
/** Our own API budget (the issue fixes none): the mock must stay far from being the slow part of an e2e run. */
const API_P99_BUDGET_MS = 50;

let over = 0;
const rows: string[] = [];
function report(label: string, value: string, budget: string, ok: boolean | null): void {
  if (ok === false) over += 1;
  const verdict = ok === null ? '' : ok ? 'PASS' : 'OVER';
  const line = `${label.padEnd(56)} ${value.padStart(19)}   ${budget.padEnd(26)} ${verdict}`;
  rows.push(line);
  console.log(line);
}
function note(text: string): void {
  console.log(`  ${text}`);
}
const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------------------------
// (a) First-load JS of every route of the table from a fresh production build.

/** The route table flattened, depth first (the order its entries are written in), with full paths. */
function everyRoute(routes: readonly PageRoute[], parents: readonly PageRoute[] = []): { path: string; route: PageRoute; parents: readonly PageRoute[] }[] {
  return routes.flatMap((route) => {
    const path = [...parents, route].map((r) => r.path).filter(Boolean).join('/') + (route.index && parents.length > 0 ? ' (index)' : '');
    return [{ path, route, parents }, ...everyRoute(route.children ?? [], [...parents, route])];
  });
}

/**
 * Pages over the budget today, each with what keeps it there; they are reported as OVER but do not fail
 * `--strict` (docs/adr/0012). A page leaves this list once it fits: the bench says so.
 */
const KNOWN_OVER: Record<string, string> = {
  'order/order_confirm': 'the checkout form (react-hook-form, zod and the contract schemas) renders on arrival',
  'order/order_detail': 'shares the order list chunk (cancel, confirm and pay-again dialogs) and the order state helpers',
  'users/evaluation_confirm': 'the review form (react-hook-form, zod and the contract schemas) renders on arrival',
  'users/merchant_settled': 'the settle-in panel reads the form helpers, and with them the contract schema and zod',
  'middlewares/callback_twitter': 'checks a Facebook profile with the contract schema (zod)',
  login: 'the sign-in forms (react-hook-form, zod and the contract schemas) render on arrival',
};

async function benchBundle(): Promise<void> {
  console.log('\n## First-load JS (gzip) of every route, fresh vite build: entry + static imports, the route chunk (and its parent layout) + static imports');
  const outDir = resolve('.tmp/bench-web');
  const started = performance.now();
  // Which packages each output file holds (pre-minification sizes), to say what a page's first load is made of.
  const packagesByFile = new Map<string, Map<string, number>>();
  const composition: Plugin = {
    name: 'bench-composition',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const sizes = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          const name = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/') ?? (id.includes('contract/src') ? '@contract' : 'app');
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
  if (modules.length !== routes.length) note(`route-table.ts: ${routes.length} routes but ${modules.length} \`load: () => import(...)\` entries: the pairing below may be off`);
  const shared = new Set(staticClosure(manifest, [entryKey(manifest)]).map((key) => manifest[key]?.file));
  const moduleOf = new Map(routes.map((entry, index) => [entry.route, modules[index] ?? null]));
  for (const { path, route, parents } of routes) {
    // The code a first render needs: the shell's, the page's and its parent layout's. The catalogs the start also
    // awaits are JSON turned into modules; they are printed beside it and counted in the transfer figures below.
    const catalogs = [...new Set([...SHELL_NAMESPACES, ...[...parents, route].flatMap((r) => r.ns ?? [])])].map((ns) => `src/locales/en/${ns}.json`);
    const layouts = parents.map((parent) => moduleOf.get(parent)).filter((m): m is string => typeof m === 'string');
    const load = firstLoad(manifest, outDir, moduleOf.get(route) ?? null, layouts);
    const withCatalogs = firstLoad(manifest, outDir, moduleOf.get(route) ?? null, [...layouts, ...catalogs]);
    const fits = load.gzip <= BUNDLE_BUDGET_KB * KB;
    const known = KNOWN_OVER[path];
    report(`/${path}`, kb(load.gzip), `budget ${BUNDLE_BUDGET_KB} KB${known && !fits ? ' (known)' : ''}`, fits ? true : known ? null : false);
    if (known && !fits) note(`OVER, known: ${known}`);
    if (known && fits) note(`fits now: take "${path}" off KNOWN_OVER in scripts/bench.ts`);
    note(`with the English catalogs the start awaits (${catalogs.length}): ${kb(withCatalogs.gzip)}`);
    const own = load.files.filter((f) => !shared.has(f.file));
    note(`${load.routeModule ?? 'route chunk not found in the manifest: entry only'}; shell ${kb(load.gzip - own.reduce((n, f) => n + f.gzip, 0))} in ${load.files.length - own.length} files, then ${own.map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`).join(', ')}`);
    // Each file's gzip size shared out over its packages by their rendered (pre-minification) sizes: an estimate.
    const packages = new Map<string, number>();
    for (const file of load.files) {
      const sizes = packagesByFile.get(file.file);
      const fileTotal = [...(sizes?.values() ?? [])].reduce((n, v) => n + v, 0);
      for (const [name, size] of sizes ?? []) packages.set(name, (packages.get(name) ?? 0) + (fileTotal ? (file.gzip * size) / fileTotal : 0));
    }
    const parts = [...packages].filter(([, gzip]) => gzip >= 0.05 * KB).sort((a, b) => b[1] - a[1]);
    note(`made of (gzip, estimated): ${parts.map(([name, gzip]) => `${name} ${kb(gzip)}`).join(', ')}`);
    if (packages.has('zod')) note('zod is in the first load: a value import of the contract or zod reaches the shell (see README, Benchmarks)');
  }
  report('original desktop shop, home (for comparison)', `${ORIGINAL_SHOP_KB}.0 KB`, '', null);
  rmSync(outDir, { recursive: true, force: true });
}

// ---------------------------------------------------------------------------------------------------------------
// (b) API latency and throughput on loopback, against a bare Fastify route measured in the same run.

interface LoadResult {
  latencies: number[];
  errors: number;
  elapsedMs: number;
  bytes: number;
}

/** The load generator runs in a worker thread so it does not share the server's event loop. Plain JS, node:http. */
const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, count, durationMs, concurrency, warmup } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function once() {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const done = (status, bytes) => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status, bytes });
    const req = http.get(url, { agent, headers: { 'Form-type': 'pc', Accept: 'application/json' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => { bytes += chunk.length; });
      res.on('end', () => done(res.statusCode, bytes));
      res.on('error', () => done(0, bytes));
    });
    req.setTimeout(10000, () => req.destroy());
    req.on('error', () => done(0, 0));
  });
}
(async () => {
  for (let i = 0; i < warmup; i += concurrency) await Promise.all(Array.from({ length: concurrency }, once));
  const latencies = [];
  let errors = 0, issued = 0, bytes = 0;
  const start = performance.now();
  const deadline = start + durationMs;
  const lane = async () => {
    while (issued < count && performance.now() < deadline) {
      issued += 1;
      const r = await once();
      if (r.status !== 200) errors += 1;
      latencies.push(r.ms);
      bytes += r.bytes;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsedMs = performance.now() - start;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsedMs, bytes });
})();
`;

function isLoadResult(value: unknown): value is LoadResult {
  return typeof value === 'object' && value !== null && 'latencies' in value && Array.isArray(value.latencies) && 'elapsedMs' in value;
}

function load(url: string, options: { count: number; durationMs: number; concurrency: number; warmup: number }): Promise<LoadResult> {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(LOAD_WORKER, { eval: true, workerData: { url, ...options } });
    worker.once('message', (message: unknown) => {
      if (isLoadResult(message)) resolvePromise(message);
      else reject(new Error('unexpected message from the load worker'));
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  bytes: number;
}

/** Latency from a sequential run (one request at a time); requests/s from a run with 8 in flight. */
async function measure(url: string): Promise<Figures> {
  const sequential = await load(url, { count: 1500, durationMs: 2500, concurrency: 1, warmup: 100 });
  const parallel = await load(url, { count: 20000, durationMs: 3000, concurrency: 8, warmup: 200 });
  const sorted = Float64Array.from(sequential.latencies).sort();
  const responses = sequential.latencies.length + parallel.latencies.length;
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    rps: (parallel.latencies.length / parallel.elapsedMs) * 1000,
    errors: sequential.errors + parallel.errors,
    bytes: responses > 0 ? (sequential.bytes + parallel.bytes) / responses : 0,
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

interface BuildServer {
  (options: { seed?: number; products?: number; clock?: string; control?: boolean; validateResponses?: boolean }): Promise<FastifyInstance>;
}

async function loadBuildServer(): Promise<BuildServer> {
  const mod: unknown = await import(new URL('../mock-server/src/server.ts', import.meta.url).href);
  if (typeof mod !== 'object' || mod === null || !('buildServer' in mod) || typeof mod.buildServer !== 'function') {
    throw new Error('mock-server/src/server.ts does not export buildServer()');
  }
  return mod.buildServer as BuildServer;
}

async function envelopeCode(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { 'Form-type': 'pc' } });
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'code' in body ? body.code : `HTTP ${response.status}`;
}

const CLOCK = '2026-11-26T09:00:00.000Z';

async function benchApi(buildServer: BuildServer): Promise<void> {
  console.log('\n## API on loopback: p50/p99 one request at a time, requests/s with 8 in flight; ratio to a bare Fastify route');
  const bare = Fastify({ logger: false });
  bare.get('/bare', () => ({ code: 200, message: 'success', data: null }));
  const bareUrl = `${await listen(bare)}/bare`;
  const mock = await buildServer({ seed: 1, clock: CLOCK });
  const base = await listen(mock);
  try {
    const baseline = await measure(bareUrl);
    report('bare Fastify route p50 / p99', `${ms(baseline.p50)} / ${ms(baseline.p99)}`, '(baseline)', null);
    report('bare Fastify route requests/s', `${baseline.rps.toFixed(0)}/s`, '(baseline)', null);
    const targets = [
      { name: 'GET /api/front/product/category', path: '/api/front/product/category' },
      { name: 'GET /api/pc/home/index', path: '/api/pc/home/index' },
      { name: 'GET /api/front/product/list?page=1&limit=20', path: '/api/front/product/list?page=1&limit=20' },
    ];
    for (const target of targets) {
      const url = `${base}${target.path}`;
      const code = await envelopeCode(url);
      if (code !== 200) note(`${target.path} answered code ${String(code)}: figures below measure an error path`);
      const f = await measure(url);
      report(`${target.name} p50`, ms(f.p50), `x${(f.p50 / baseline.p50).toFixed(1)} of bare`, null);
      report(`${target.name} p99`, ms(f.p99), `budget ${API_P99_BUDGET_MS} ms, x${(f.p99 / baseline.p99).toFixed(1)}`, f.p99 <= API_P99_BUDGET_MS);
      const ratio = f.rps / baseline.rps;
      report(`${target.name} requests/s`, `${f.rps.toFixed(0)}/s`, `x${ratio.toFixed(2)} of bare`, null);
      note(`${(f.bytes / KB).toFixed(1)} KB per response${f.errors ? `, ${f.errors} non-200 HTTP answers` : ''}`);
    }
  } finally {
    await Promise.all([bare.close(), mock.close()]);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// (c) MOCK_PRODUCTS=100000: seed time and search/browse latency.

interface CategoryNode {
  id: number;
  childList?: CategoryNode[];
}

function leaves(nodes: CategoryNode[]): number[] {
  return nodes.flatMap((node) => (node.childList?.length ? leaves(node.childList) : [node.id]));
}

async function getData(url: string): Promise<unknown> {
  const body: unknown = await (await fetch(url, { headers: { 'Form-type': 'pc' } })).json();
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
}

async function sequentialP95(urls: string[]): Promise<{ p50: number; p95: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  for (const url of urls) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { 'Form-type': 'pc' } });
    const body: unknown = await response.json();
    latencies.push(performance.now() - t0);
    if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 200) errors += 1;
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

async function benchLarge(buildServer: BuildServer): Promise<void> {
  console.log('\n## MOCK_PRODUCTS=100000: seed time; search and browse p95 over 100 sequential requests each (first page of 20)');
  const products = 100_000;
  const started = performance.now();
  const mock = await buildServer({ seed: 1, products, clock: CLOCK });
  const seedSeconds = (performance.now() - started) / 1000;
  report('seed 100000 products', `${seedSeconds.toFixed(1)} s`, `budget ${LARGE_SEED_BUDGET_S} s`, seedSeconds <= LARGE_SEED_BUDGET_S);
  const base = await listen(mock);
  try {
    const hot = await getData(`${base}/api/front/search/keyword`);
    const titles = Array.isArray(hot) ? hot.map((k: unknown) => (typeof k === 'object' && k !== null && 'title' in k ? String(k.title) : '')).filter(Boolean) : [];
    const keywords = [...titles, 'a', 'e', 'shirt', 'phone', 'red', 'pro', 'zzzz-no-match'];
    const tree = await getData(`${base}/api/front/product/category`);
    const cids = Array.isArray(tree) ? leaves(tree as CategoryNode[]) : [];
    // Warm the indexes (first query may build them), as a running mock would be.
    await sequentialP95([`${base}/api/front/product/list?page=1&limit=20&keyword=a`, `${base}/api/front/product/list?page=1&limit=20&cid=${cids[0] ?? 1}`]);
    const pick = <T>(list: T[], i: number): T | undefined => list[i % Math.max(1, list.length)];
    const searchUrls = Array.from({ length: 100 }, (_, i) => `${base}/api/front/product/list?page=${1 + (i % 3)}&limit=20&keyword=${encodeURIComponent(pick(keywords, i) ?? 'a')}`);
    const search = await sequentialP95(searchUrls);
    report('keyword search p95', ms(search.p95), `budget ${LARGE_P95_BUDGET_MS} ms`, search.p95 <= LARGE_P95_BUDGET_MS);
    note(`p50 ${ms(search.p50)}; ${keywords.length} keywords${search.errors ? `; ${search.errors} error answers` : ''}`);
    if (cids.length === 0) note('no category tree: browse skipped');
    else {
      const browseUrls = Array.from({ length: 100 }, (_, i) => `${base}/api/front/product/list?page=1&limit=20&cid=${pick(cids, i * 7) ?? 1}${i % 2 ? '&priceOrder=asc' : ''}`);
      const browse = await sequentialP95(browseUrls);
      report('category browse p95', ms(browse.p95), `budget ${LARGE_P95_BUDGET_MS} ms`, browse.p95 <= LARGE_P95_BUDGET_MS);
      note(`p50 ${ms(browse.p50)}; ${cids.length} leaf categories${browse.errors ? `; ${browse.errors} error answers` : ''}`);
    }
  } finally {
    await mock.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------

const begun = performance.now();
const cores = availableParallelism();
const loadAverage = loadavg()[0] ?? 0;
console.log(`bench: node ${process.version}, ${cores} cores, load average ${loadAverage.toFixed(1)}, ${args.join(' ') || 'default options'}`);
if (loadAverage > cores) console.log(`  the machine is busy (load ${loadAverage.toFixed(1)} on ${cores} cores): timings below are inflated`);
if (wants('bundle')) await benchBundle();
if (wants('api') || (wants('large') && large)) {
  const buildServer = await loadBuildServer();
  if (wants('api')) await benchApi(buildServer);
  if (wants('large') && large) await benchLarge(buildServer);
}
console.log(`\n${over === 0 ? 'all within budget' : `${over} figure(s) OVER budget`} (${((performance.now() - begun) / 1000).toFixed(0)} s)${strict ? '' : '; exit 0 (use --strict to fail on OVER)'}`);
process.exitCode = strict && over > 0 ? 1 : 0;
