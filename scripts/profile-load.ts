// `npm run profile-load [-- home,product,checkout] [--runs=5] [--rate=4] [--top=6] [--block-images] [--static]
//   [--network=mobile]`
// A page's first load on a slow CPU, as docs/adr/0016-first-load-on-a-phone.md measures it: the built web (with
// source maps) on the production server (server-rendered public pages, as shoppers get them; `--static` serves the
// static build instead, every page rendered on the client) and the seeded mock, Chromium with its CPU slowed down
// `--rate` times (Lighthouse's mobile run assumes 4) on Lighthouse's phone screen (412 x 823, 1.75 device pixels), a
// CPU profile and the page's long tasks per load. `--network=mobile` adds the network of Lighthouse's phone.
// Prints, per page, each run's blocking time (the sum of every long task's time over 50 ms: what Lighthouse's TBT
// adds up) and largest paint with their medians, each run's largest-contentful-paint candidates (time, element,
// size: the last one is what Lighthouse's LCP waits for), then the slowest run's busy stretches with the app's own
// functions (`--top` of them) that took the most in each, mapped back to their source. `--block-images` aborts the
// mock's pictures, to tell painting them apart from the app's work. Timing-bound: compare builds in alternating
// runs on the same machine state, never against a figure from elsewhere.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../e2e/fixtures/browser';
import { median } from './bench/report';
import { CLOCK, listen, loadBuildServer } from './bench/server';
import { StorefrontProcess } from './bench/storefront-process';
import { benchPages, serveBuild } from './bench/transfer';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
const RATE = Number(option('rate') ?? 4);
const BLOCK_IMAGES = args.includes('--block-images');
const STATIC = args.includes('--static');
/**
 * `--network=mobile`: the network of Lighthouse's mobile run as its DevTools throttling applies it (562.5 ms round
 * trips, 1.4 Mbit/s down): where a round trip saved on the way to the largest paint shows.
 */
const MOBILE_NETWORK = option('network') === 'mobile';
/** How many of the app's functions to name per busy stretch. */
const TOP = Number(option('top') ?? 6);
const chosen = args.find((a) => !a.startsWith('--'))?.split(',');
/** A long task blocks input from its 50th millisecond on (Lighthouse's TBT counts the rest). */
const BLOCKING_AFTER_MS = 50;
/** A busy stretch this long or longer is broken down by function. */
const SHOWN_STRETCH_MS = 80;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface Run {
  blocking: number;
  /** The largest-contentful-paint candidates in order: time, element and size (what Lighthouse's LCP waits for). */
  paints: string[];
  /** The last candidate's time (ms): the load's largest contentful paint. */
  lcp: number;
  longTasks: [number, number][];
  profile: Profile;
}

// Inside the project: the server's bundle resolves its packages from node_modules.
const outDir = resolve('.tmp/profile-load/web');
const serverDir = resolve('.tmp/profile-load/server');
await build({
  configFile: resolve('vite.config.ts'),
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, sourcemap: true, rolldownOptions: { checks: { bundlerTimings: false } } },
});
// The server's bundle (vite.server.config.ts reads its output folder from SERVER_OUT_DIR).
if (!STATIC) {
  process.env.SERVER_OUT_DIR = serverDir;
  await build({ configFile: resolve('vite.server.config.ts'), logLevel: 'warn' });
}

/** "name file:line" of a frame in the app's source (through the build's source maps), or of its bundle file. */
const consumers = new Map<string, SourceMapConsumer | null>();
function frameName(frame: ProfileNode['callFrame']): string {
  const file = frame.url.replace(/[?#].*$/, '').replace(/^.*\//, '');
  const name = frame.functionName || '(anonymous)';
  let consumer = consumers.get(file);
  if (consumer === undefined) {
    const map = join(outDir, 'assets', `${file}.map`);
    consumer = file.endsWith('.js') && existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')) as never) : null;
    consumers.set(file, consumer);
  }
  const position = consumer?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!position?.source) return `${name} ${file}`;
  const source = position.source.replace(/^.*node_modules\//, 'node_modules/').replace(/^.*\/web\/src\//, '');
  return `${position.name ?? name} ${source}:${position.line ?? 0}`;
}

/** The profile's stretches without an idle sample, with the app's own functions (inclusive time) in each. */
function busyStretches(profile: Profile): { start: number; length: number; top: [string, number][] }[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stretches: { start: number; length: number; top: [string, number][] }[] = [];
  let at = 0;
  let start = -1;
  let inclusive = new Map<string, number>();
  const close = () => {
    if (start >= 0 && at - start >= SHOWN_STRETCH_MS) {
      const top = [...inclusive].filter(([name]) => !name.includes('node_modules/')).sort((a, b) => b[1] - a[1]);
      stretches.push({ start, length: at - start, top: top.slice(0, TOP) });
    }
    start = -1;
    inclusive = new Map();
  };
  profile.samples.forEach((id, index) => {
    const step = (profile.timeDeltas[index] ?? 0) / 1000;
    at += step;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return close();
    if (start < 0) start = at - step;
    const seen = new Set<string>();
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)?.callFrame;
      if (!frame?.url.includes('/assets/')) continue;
      const name = frameName(frame);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + step);
    }
  });
  close();
  return stretches;
}

async function profileOnce(context: BrowserContext, url: string): Promise<Run> {
  const page = await context.newPage();
  if (BLOCK_IMAGES) await page.route(/\/mock-images\//, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
  if (MOBILE_NETWORK)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1.4744 * 1024 * 1024) / 8,
      uploadThroughput: (0.675 * 1024 * 1024) / 8,
    });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    const tasks: [number, number][] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: 'longtask', buffered: true });
    const paints: string[] = [];
    Object.assign(window, { __paints: paints });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; size: number })[]) {
        const element = entry.element;
        const what = element
          ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').slice(0, 3).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
          : '(removed)';
        paints.push(`${Math.round(entry.startTime)} ms ${what} ${entry.size} px²`);
        Object.assign(window, { __lcp: entry.startTime });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  // Long tasks are reported after they end: give the last ones the time to arrive.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: [number, number][] }).__longTasks);
  const paints = await page.evaluate(() => [
    ...performance.getEntriesByType('paint').map((entry) => `${entry.name} ${Math.round(entry.startTime)} ms`),
    ...(window as unknown as { __paints: string[] }).__paints,
  ]);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? 0);
  await page.close();
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - BLOCKING_AFTER_MS), 0);
  return { blocking, longTasks, paints, lcp, profile };
}

const buildServer = await loadBuildServer();
const mock = await buildServer({ seed: 1, clock: CLOCK });
const apiBase = await listen(mock);
const web = STATIC ? await serveBuild(outDir, apiBase, false) : await serveRendered(apiBase);

/** The production server in a process of its own (its page cache on), with the API behind its origin. */
async function serveRendered(apiUpstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const storefront = await StorefrontProcess.start({ webDir: outDir, serverDir, apiUpstream });
  const { cached } = await storefront.listen();
  return { url: cached, close: () => storefront.close() };
}
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const { token, pages } = await benchPages(apiBase);
  console.log(
    `${STATIC ? 'static build' : 'production server'}, CPU ${RATE}x slower, ${RUNS} loads per page${BLOCK_IMAGES ? ', the mock pictures blocked' : ''}`,
  );
  for (const target of pages.filter((p) => !chosen || chosen.includes(p.name.split(' ')[0] ?? ''))) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      if (target.signedIn)
        await context.addCookies([
          { name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: web.url },
          { name: 'auth.loggedIn', value: 'true', url: web.url },
          { name: 'auth.strategy', value: 'email', url: web.url },
        ]);
      runs.push(await profileOnce(context, `${web.url}${target.path}`));
      await context.close();
    }
    console.log(
      `\n## ${target.name}: blocking time median ${median(runs.map((r) => r.blocking)).toFixed(0)} ms (${runs.map((r) => r.blocking).join(', ')}), largest paint median ${median(runs.map((r) => r.lcp)).toFixed(0)} ms (${runs.map((r) => r.lcp.toFixed(0)).join(', ')})`,
    );
    const slowest = runs.reduce((a, b) => (b.blocking > a.blocking ? b : a));
    for (const [index, run] of runs.entries()) console.log(`  load ${index + 1} largest paints: ${run.paints.join(' → ')}`);
    console.log(`  slowest load's long tasks (start+duration ms): ${slowest.longTasks.map(([s, d]) => `${s}+${d}`).join(' ')}`);
    for (const stretch of busyStretches(slowest.profile)) {
      const top = stretch.top.map(([name, ms]) => `${ms.toFixed(0)} ${name}`).join(' | ');
      console.log(
        `  busy ${stretch.start.toFixed(0)}+${stretch.length.toFixed(0)} ms: ${top || "(none of the app's own code: script parsing and evaluation, libraries, style, layout, paint)"}`,
      );
    }
  }
} finally {
  await browser.close();
  await web.close();
  await mock.close();
  rmSync(resolve('.tmp/profile-load'), { recursive: true, force: true });
}
