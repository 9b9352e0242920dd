import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ServerProcess } from './api-server';
import { SERVER_PREBUILT, SERVER_REQUESTS } from './options';
import { median, ms, note, percentile, report } from './report';
import { load } from './server';
import { StorefrontProcess, type Timings } from './storefront-process';

// ---------------------------------------------------------------------------------------------------------------
// (e) The production server (`npm run serve`, server/app.ts; docs/adr/0019-server-rendering.md): render time per
// page, requests/s of the product page with the page cache warm and cold, memory after many requests, and the time
// to a shell when the backend does not answer. The server runs in a process of its own (storefront-process.ts), the
// mock in another (api-server.ts), so CPU time and memory are the server's alone.

/**
 * Our own budgets (the issue fixes none), for a quiet 2-core machine. A render's CPU bounds the misses one process
 * serves: at 100 ms, ten a second per core, with the page cache and the CDN taking the repeats.
 */
const RENDER_P95_BUDGET_MS = 100;
/** The product page from the page cache (sent in the compressed form the cache keeps), and rendered every time. */
const WARM_RPS_BUDGET = 300;
const COLD_RPS_BUDGET = 10;
/** Beyond SSR_DATA_DEADLINE_MS (1 500 ms by default): the render passes that follow the deadline. */
const SHELL_SLACK_MS = 1000;
const DATA_DEADLINE_MS = 1500;
/** A 103 goes before any backend request: what it costs is reading the request and the page cache's look-up. */
const HINTS_BUDGET_MS = 50;

/** Requests before the memory run's start figure (the same mix): allocators and V8's heap reach their working size. */
const SOAK_WARMUP = 20_000;
const RENDER_RUNS = 15;
const RENDER_WARMUP = 2;
const LOAD_MS = 5000;
const CONCURRENCY = 8;
/** The products the cold run asks for in turn (more than CONCURRENCY: no two at once are the same page). */
const COLD_PRODUCTS = 40;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/goods/goods_search?cid=1' },
  { name: 'product', path: '/goods_detail/1' },
  { name: 'shop', path: '/merchant/merchant?id=1' },
  { name: '404', path: '/no/such/page' },
];
const LOCALES = ['', '/zh-CN'];

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const percent = (after: number, start: number) => `${after >= start ? '+' : ''}${((after / start - 1) * 100).toFixed(1)} %`;

/** `npm run build` into directories of the bench's own (the e2e suite's dist/ stays as it is). */
export async function buildStorefront(): Promise<{ webDir: string; serverDir: string }> {
  const webDir = resolve('.tmp/bench-ssr/web');
  const serverDir = resolve('.tmp/bench-ssr/server');
  const began = performance.now();
  const child = spawn('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, WEB_OUT_DIR: webDir, SERVER_OUT_DIR: serverDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run build exited with ${String(code)}`);
  note(`npm run build (client and server): ${((performance.now() - began) / 1000).toFixed(1)} s`);
  return { webDir, serverDir };
}

function statusNote(timings: Timings): string {
  const counts = new Map<number, number>();
  for (const status of timings.statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}x ${status}`).join(', ');
}

export async function benchStorefront(): Promise<void> {
  console.log(
    `\n## Server rendering (server/app.ts in a process of its own, the mock in another): CPU time per rendered answer (page cache off, one at a time, ${RENDER_RUNS} after ${RENDER_WARMUP} warm-up), product page requests/s (${CONCURRENCY} connections, ${LOAD_MS / 1000} s) from the page cache and without it, time to the shell from a backend that never answers, memory over ${SERVER_REQUESTS} mixed requests`,
  );
  const builds = SERVER_PREBUILT ? { webDir: resolve('dist/web'), serverDir: resolve('dist/server') } : await buildStorefront();
  const mock = await ServerProcess.start({ kind: 'start', mode: 'mock' });
  const storefront = await StorefrontProcess.start({ ...builds, apiUpstream: mock.base });
  try {
    const pages = LOCALES.flatMap((locale) =>
      PAGES.map((page) => ({ ...page, locale, url: `${locale}${page.path === '/' && locale ? '' : page.path}` })),
    );
    const rendered = await storefront.renders(
      pages.map((page) => page.url),
      RENDER_RUNS,
      RENDER_WARMUP,
    );
    for (const [index, page] of pages.entries()) {
      const timings = rendered[index];
      if (!timings) continue;
      const cpu = [...timings.cpuMs].sort((a, b) => a - b);
      const p95 = percentile(cpu, 95);
      report(
        `render ${page.name} ${page.locale.slice(1) || 'en'}: CPU median (p95)`,
        `${median(cpu).toFixed(1)} (${p95.toFixed(1)}) ms`,
        `budget p95 <= ${RENDER_P95_BUDGET_MS} ms`,
        p95 <= RENDER_P95_BUDGET_MS,
      );
      const expected = page.name === '404' ? 404 : 200;
      const wrong = timings.statuses.filter((status) => status !== expected).length;
      if (wrong > 0 || timings.incomplete > 0)
        note(`${page.url}: ${statusNote(timings)}; ${timings.incomplete} not complete (a missed data deadline): figures above are off`);
    }
    note(
      `wall time per answer (the mock's answers included), medians: ${pages
        .map((page, index) => `${page.name} ${page.locale.slice(1) || 'en'} ${median(rendered[index]?.wallMs ?? []).toFixed(0)} ms`)
        .join(', ')}`,
    );

    const bases = await storefront.listen();
    const runs = [
      { side: 'warm (page cache)', base: bases.cached, budget: WARM_RPS_BUDGET, headers: BROWSER },
      // Products in turn, more than are asked for at once: concurrent requests for one page would share a render
      // (server/app.ts), and a parameter the page does not read names the same page; this measures a render per
      // request.
      {
        side: `cold (no page cache; ${COLD_PRODUCTS} products in turn)`,
        base: bases.uncached,
        budget: COLD_RPS_BUDGET,
        headers: BROWSER,
        rotate: Array.from({ length: COLD_PRODUCTS }, (_, index) => `${bases.uncached}/goods_detail/${index + 1}`),
      },
      { side: 'warm, uncompressed', base: bases.cached, budget: null, headers: { accept: 'text/html' } },
    ];
    for (const { side, base, budget, headers, rotate } of runs) {
      const cpuBefore = await storefront.cpuMicros();
      const result = await load(`${base}/goods_detail/1`, {
        count: Number.MAX_SAFE_INTEGER,
        durationMs: LOAD_MS,
        concurrency: CONCURRENCY,
        warmup: CONCURRENCY * 2,
        headers,
        rotate,
      });
      const cpuMs = ((await storefront.cpuMicros()) - cpuBefore) / 1000;
      const count = result.latencies.length;
      const rps = count / (result.elapsedMs / 1000);
      const sorted = result.latencies.sort((a, b) => a - b);
      const detail = `p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, ${(cpuMs / count).toFixed(2)} ms CPU per request, ${result.errors} errors, ${(result.bytes / count / 1024).toFixed(1)} KB per answer`;
      if (budget === null) {
        note(`${side}: ${rps.toFixed(0)} req/s, ${detail} (the page as text: what a client that takes no compression gets)`);
        continue;
      }
      report(`product page req/s, ${side}`, `${rps.toFixed(0)} req/s`, `budget >= ${budget}`, rps >= budget && result.errors === 0);
      note(detail);
    }

    const stalled = await storefront.stalled(['/', '/goods_detail/1', '/zh-CN/goods/goods_search?cid=1'], 2);
    const slowest = Math.max(...stalled.wallMs);
    const shellBudget = DATA_DEADLINE_MS + SHELL_SLACK_MS;
    // The shell of a page the backend did not answer is a 503 (docs/adr/0019-server-rendering.md).
    const shells = stalled.statuses.every((status) => status === 503) && stalled.incomplete === stalled.statuses.length;
    report(
      'time to the shell, backend silent: median (slowest)',
      `${median(stalled.wallMs).toFixed(0)} (${slowest.toFixed(0)}) ms`,
      `budget <= ${shellBudget} ms`,
      slowest <= shellBudget && shells,
    );
    note(
      `${stalled.statuses.length} answers of home, product and search: ${statusNote(stalled)}, ${stalled.incomplete} shells to finish on the client`,
    );
    // The 103 leaves before the server waits on the backend: the browser fetches the stylesheet and the entry meanwhile.
    const hints = stalled.hints ?? [];
    const hinted = hints.flatMap(({ hintsMs }) => (hintsMs === null ? [] : [hintsMs]));
    report(
      'early hints (103), backend silent: median (slowest)',
      hinted.length > 0 ? `${median(hinted).toFixed(1)} (${Math.max(...hinted).toFixed(1)}) ms` : 'none sent',
      `budget <= ${HINTS_BUDGET_MS} ms, on every page`,
      hinted.length === hints.length && hinted.length > 0 && Math.max(...hinted) <= HINTS_BUDGET_MS,
    );
    note(`over a socket, the same pages: their answers after ${hints.map(({ pageMs }) => pageMs.toFixed(0)).join(', ')} ms`);

    // The start is taken after SOAK_WARMUP requests whatever the run's length: the process's RSS settles only then
    // (measured: about +13 % over 10 000 requests after 2 000 of warm-up; +4 % over 100 000 after 20 000).
    const soak = await storefront.soak(SERVER_REQUESTS, SOAK_WARMUP);
    report(
      'server memory: heap after GC against the start',
      percent(soak.afterGc.heapUsed, soak.start.heapUsed),
      'budget +10 %',
      soak.afterGc.heapUsed <= soak.start.heapUsed * 1.1,
    );
    report(
      'server memory: RSS after GC against the start',
      percent(soak.afterGc.rss, soak.start.rss),
      'budget +10 %',
      soak.afterGc.rss <= soak.start.rss * 1.1,
    );
    note(
      `start ${mb(soak.start.rss)} RSS / ${mb(soak.start.heapUsed)} heap, after GC ${mb(soak.afterGc.rss)} / ${mb(soak.afterGc.heapUsed)}, peak RSS ${mb(soak.peakRss)}; page cache bound ${mb(soak.cacheBound)}`,
    );
    // The mix asks nothing the backend cannot answer: a 5xx is a page the server failed to render whole.
    const failedAnswers = Object.entries(soak.statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    report('server mix: answers 5xx', String(failedAnswers), 'budget 0', failedAnswers === 0);
    note(
      `${soak.requests} requests in ${(soak.ms / 1000).toFixed(1)} s, ${soak.renders} of them rendered; by status: ${Object.entries(
        soak.statuses,
      )
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')}`,
    );
  } finally {
    await storefront.close();
    await mock.close();
  }
}
