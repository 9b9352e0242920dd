import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createStorefront, type Storefront } from '../../server/app';
import { readSettings } from '../../server/config';
import { listen, listenOnLoopback } from './server';

// The production server (server/app.ts, createStorefront) of the server figures in a process of its own, so that
// its CPU time and memory are its own: the bench's parent (storefront.ts) asks for render times, request bases for
// its load generator, a memory run and the time to a shell from a backend that never answers. Started with
// --expose-gc, as `npm run test:soak` is, for the memory figures after a forced GC.

const SCRIPT = fileURLToPath(import.meta.url);

export interface Builds {
  webDir: string;
  serverDir: string;
  apiUpstream: string;
}
/** CPU and wall milliseconds of each answer, and how many were not complete pages (a missed deadline). */
export interface Timings {
  cpuMs: number[];
  wallMs: number[];
  statuses: number[];
  incomplete: number;
  /** Over a socket (the stalled run): when the 103 Early Hints came, and the page, from each request's start. */
  hints?: Array<{ hintsMs: number | null; pageMs: number }>;
}
export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}
export interface SoakFigures {
  start: Memory;
  after: Memory;
  afterGc: Memory;
  peakRss: number;
  requests: number;
  ms: number;
  statuses: Record<string, number>;
  renders: number;
  cacheBound: number;
}

type Ask =
  | ({ kind: 'start' } & Builds)
  | { kind: 'renders'; urls: string[]; runs: number; warmup: number }
  | { kind: 'listen' }
  | { kind: 'cpu' }
  | { kind: 'stalled'; urls: string[]; runs: number }
  | { kind: 'soak'; requests: number; warmup: number }
  | { kind: 'close' };
type Tell =
  | { kind: 'ready'; cacheBound: number }
  | { kind: 'timings'; timings: Timings }
  | { kind: 'renders'; timings: Timings[] }
  | { kind: 'listening'; cached: string; uncached: string }
  | { kind: 'cpu'; micros: number }
  | { kind: 'soak'; figures: SoakFigures }
  | { kind: 'failed'; message: string };

function isTell(value: unknown): value is Tell {
  return typeof value === 'object' && value !== null && 'kind' in value && typeof value.kind === 'string';
}

/** The parent's handle on the storefront's process. */
export class StorefrontProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly cacheBound: number,
  ) {}

  static async start(builds: Builds): Promise<StorefrontProcess> {
    // tsx's loader comes with process.execArgv; --expose-gc for the memory run.
    const child = fork(SCRIPT, [], { execArgv: [...process.execArgv, '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const told = await StorefrontProcess.ask(child, { kind: 'start', ...builds });
    if (told.kind !== 'ready') throw new Error('the storefront process did not start');
    return new StorefrontProcess(child, told.cacheBound);
  }

  private static async ask(child: ChildProcess, ask: Ask): Promise<Tell> {
    // Both waits end with the answer: no listener is left behind on the child.
    const done = new AbortController();
    try {
      const answer = Promise.race([
        once(child, 'message', { signal: done.signal }),
        once(child, 'exit', { signal: done.signal }).then(([code]) => {
          throw new Error(`the storefront process exited (${String(code)})`);
        }),
      ]);
      child.send(ask);
      const [message] = (await answer) as unknown[];
      if (!isTell(message)) throw new Error('unexpected message from the storefront process');
      if (message.kind === 'failed') throw new Error(`storefront process: ${message.message}`);
      return message;
    } finally {
      done.abort();
    }
  }

  /**
   * Each of `urls` answered `runs` times with the page cache off (each one rendered), one request at a time, in
   * rounds over all of them (a busy moment of the machine falls on every page alike), after `warmup` rounds.
   */
  async renders(urls: string[], runs: number, warmup: number): Promise<Timings[]> {
    const told = await StorefrontProcess.ask(this.child, { kind: 'renders', urls, runs, warmup });
    if (told.kind !== 'renders') throw new Error('unexpected answer from the storefront process');
    return told.timings;
  }

  /** The two servers on loopback: with the page cache (`cached`) and without (`uncached`, every page rendered). */
  async listen(): Promise<{ cached: string; uncached: string }> {
    const told = await StorefrontProcess.ask(this.child, { kind: 'listen' });
    if (told.kind !== 'listening') throw new Error('unexpected answer from the storefront process');
    return told;
  }

  /** User + system CPU time of the process so far, in microseconds. */
  async cpuMicros(): Promise<number> {
    const told = await StorefrontProcess.ask(this.child, { kind: 'cpu' });
    if (told.kind !== 'cpu') throw new Error('unexpected answer from the storefront process');
    return told.micros;
  }

  /** Wall time of each answer of `urls` (`runs` rounds) from a server whose backend accepts connections and never answers. */
  async stalled(urls: string[], runs: number): Promise<Timings> {
    const told = await StorefrontProcess.ask(this.child, { kind: 'stalled', urls, runs });
    if (told.kind !== 'timings') throw new Error('unexpected answer from the storefront process');
    return told.timings;
  }

  async soak(requests: number, warmup: number): Promise<SoakFigures> {
    const told = await StorefrontProcess.ask(this.child, { kind: 'soak', requests, warmup });
    if (told.kind !== 'soak') throw new Error('unexpected answer from the storefront process');
    return told.figures;
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.send({ kind: 'close' } satisfies Ask);
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The child.

/** The memory run's page cache: small, so that 100 000 requests evict (and re-render) pages all along. */
const SOAK_CACHE_MB = 4;
const LOCALE_PREFIXES = ['', '/zh-CN', '/fr', '/es', '/th', '/lo'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
/** The render alone: no compression (the load figures include it). */
const PLAIN = { accept: 'text/html' };

const gc = (globalThis as { gc?: () => void }).gc;
async function collect(): Promise<void> {
  if (!gc) return;
  // Twice, with a turn of the event loop between (finalizers and weak callbacks run in between), as scripts/soak.ts.
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}
function memory(): Memory {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
}

/** A small deterministic generator (the same mix on every run). */
function prng(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

const complete = (body: string): boolean => body.includes('data-ssr-path=');

async function timeAnswers(app: FastifyInstance, requests: InjectOptions[]): Promise<Timings> {
  const timings: Timings = { cpuMs: [], wallMs: [], statuses: [], incomplete: 0 };
  for (const request of requests) {
    const cpu = process.cpuUsage();
    const began = performance.now();
    const res = await app.inject(request);
    const wall = performance.now() - began;
    const { user, system } = process.cpuUsage(cpu);
    timings.cpuMs.push((user + system) / 1000);
    timings.wallMs.push(wall);
    timings.statuses.push(res.statusCode);
    // A page rendered without all its data: 503 since a degraded page is no longer a 200 (docs/adr/0019).
    if ((res.statusCode === 200 || res.statusCode === 503) && !complete(res.body)) timings.incomplete += 1;
  }
  return timings;
}

/** Each of `paths` asked over a socket: when its 103 came (null: none) and when its answer was complete. */
async function timeHints(origin: string, paths: string[]): Promise<Array<{ hintsMs: number | null; pageMs: number }>> {
  const times: Array<{ hintsMs: number | null; pageMs: number }> = [];
  for (const path of paths) {
    times.push(
      await new Promise((resolve, reject) => {
        const began = performance.now();
        let hintsMs: number | null = null;
        const sent = httpGet(`${origin}${path}`, { headers: PLAIN }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ hintsMs, pageMs: performance.now() - began }));
        });
        sent.on('information', (info) => {
          if (info.statusCode === 103 && hintsMs === null) hintsMs = performance.now() - began;
        });
        sent.on('error', reject);
      }),
    );
  }
  return times;
}

/** A backend that accepts connections and never answers; closing it drops the connections it holds. */
async function silentUpstream(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  const port = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

async function serve(): Promise<void> {
  let builds: Builds | null = null;
  let cached: Storefront | null = null;
  let uncached: Storefront | null = null;
  const settings = (env: Record<string, string>) =>
    readSettings({
      API_UPSTREAM: builds?.apiUpstream,
      WEB_OUT_DIR: builds?.webDir,
      SERVER_OUT_DIR: builds?.serverDir,
      // No PUBLIC_ORIGIN: public URLs take the address the bench and Lighthouse load pages from, which also serves the
      // mock's pictures (the server's data requests name that origin to the mock, docs/backend-wire.md).
      SERVER_LOG: 'off',
      ...env,
    });
  const tell = (message: Tell) => process.send?.(message);

  const soak = async (requests: number, warmup: number): Promise<SoakFigures> => {
    const soakSettings = settings({ PAGE_CACHE_MB: String(SOAK_CACHE_MB) });
    const { app } = await createStorefront(soakSettings);
    const manifest = JSON.parse(readFileSync(join(soakSettings.webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const assets = Object.values(manifest)
      .map((chunk) => `/${chunk.file}`)
      .slice(0, 40);
    const random = prng(24);
    const statuses: Record<string, number> = {};
    let renders = 0;
    const locale = () => LOCALE_PREFIXES[random(LOCALE_PREFIXES.length)] ?? '';
    const send = async (url: string, headers: Record<string, string> = BROWSER) => {
      const res = await app.inject({ method: 'GET', url, headers });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      // Rendered here: a page the cache did not have (member pages, the shell only, are not counted).
      if (res.headers['x-page-cache'] === 'miss' && !String(res.headers['cache-control']).startsWith('private')) renders += 1;
    };
    /**
     * One request of the mix (shares per 1000): most go to a few pages the cache keeps, a tail of rarer pages
     * (products in every locale, distinct searches) misses, renders and evicts all along.
     */
    const one = async () => {
      const pick = random(1000);
      if (pick < 420) return send(`${['', '/zh-CN'][random(2)] ?? ''}/goods_detail/${1 + random(10)}`);
      // Clicks on shared links, each with tags of its own: the kept page of the address without them, not a render.
      if (pick < 450) return send(`/goods_detail/${1 + random(10)}?fbclid=${random(1_000_000_000)}&utm_source=share`);
      if (pick < 458) return send(`${locale()}/goods_detail/${1 + random(100)}`);
      if (pick < 560) return send(`${locale()}/`);
      if (pick < 610) return send(`/goods/goods_search?cid=${1 + random(4)}`);
      if (pick < 660) return send(`/merchant/merchant?id=${1 + random(3)}`);
      if (pick < 780) return send(assets[random(assets.length)] ?? '/');
      // Member pages: the shell, never cached.
      if (pick < 840) return send(`${locale()}/users/order_list`);
      if (pick < 900) return send(`/api/front/product/detail/${1 + random(60)}`, { accept: 'application/json' });
      if (pick < 940) return send(['/robots.txt', '/healthz', '/sitemap.xml', '/config.json'][random(4)] ?? '/');
      // Unknown paths and products (404 pages, cached); a few distinct searches; an old deploy's asset.
      if (pick < 970) return send(`${locale()}/no/such/page-${random(10)}`);
      if (pick < 990) return send(`/goods_detail/${900_000 + random(10)}`);
      if (pick < 991) return send(`/goods/goods_search?title=${'q'.repeat(1 + random(2000))}`);
      return send(`/assets/gone-${random(1_000_000)}.js`);
    };
    let peakRss = 0;
    const run = async (count: number) => {
      for (let i = 1; i <= count; i += 1) {
        await one();
        if (i % 1000 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
      }
    };
    await run(warmup);
    await collect();
    const start = memory();
    renders = 0;
    for (const key of Object.keys(statuses)) delete statuses[key];
    const began = performance.now();
    await run(requests);
    const ms = performance.now() - began;
    const after = memory();
    await collect();
    const afterGc = memory();
    await app.close();
    return {
      start,
      after,
      afterGc,
      peakRss,
      requests,
      ms,
      statuses,
      renders,
      cacheBound: soakSettings.pageCacheBytes,
    };
  };

  process.on('message', (message: Ask) => {
    void (async () => {
      try {
        if (message.kind === 'start') {
          builds = { webDir: message.webDir, serverDir: message.serverDir, apiUpstream: message.apiUpstream };
          // The cached server as a deployment runs by default (Lighthouse loads it); the other renders every page and
          // sends the 103 first (the server section's figures, the hints section's front).
          const cachedSettings = settings({});
          cached = await createStorefront(cachedSettings);
          uncached = await createStorefront(settings({ PAGE_CACHE_MB: '0', EARLY_HINTS: '1' }));
          tell({ kind: 'ready', cacheBound: cachedSettings.pageCacheBytes });
        } else if (message.kind === 'renders' && uncached) {
          const requests = message.urls.map((url): InjectOptions => ({ method: 'GET', url, headers: PLAIN }));
          for (let round = 0; round < message.warmup; round += 1) await timeAnswers(uncached.app, requests);
          const timings = message.urls.map((): Timings => ({ cpuMs: [], wallMs: [], statuses: [], incomplete: 0 }));
          for (let round = 0; round < message.runs; round += 1) {
            for (const [index, request] of requests.entries()) {
              const one = await timeAnswers(uncached.app, [request]);
              const into = timings[index];
              if (!into) continue;
              into.cpuMs.push(...one.cpuMs);
              into.wallMs.push(...one.wallMs);
              into.statuses.push(...one.statuses);
              into.incomplete += one.incomplete;
            }
          }
          tell({ kind: 'renders', timings });
        } else if (message.kind === 'listen' && cached && uncached) {
          tell({ kind: 'listening', cached: await listen(cached.app), uncached: await listen(uncached.app) });
        } else if (message.kind === 'cpu') {
          const { user, system } = process.cpuUsage();
          tell({ kind: 'cpu', micros: user + system });
        } else if (message.kind === 'stalled' && uncached && builds) {
          const upstream = await silentUpstream();
          const config: unknown = JSON.parse(readFileSync(join(builds.webDir, 'config.json'), 'utf8'));
          await uncached.retarget({ config, apiUpstream: upstream.url });
          const requests = Array.from({ length: message.runs }, () =>
            message.urls.map((url): InjectOptions => ({ method: 'GET', url, headers: PLAIN })),
          ).flat();
          const timings = await timeAnswers(uncached.app, requests);
          // Over a socket too, where the server sends its 103 before it waits on the backend.
          const address = uncached.app.server.address();
          if (typeof address === 'object' && address) timings.hints = await timeHints(`http://127.0.0.1:${address.port}`, message.urls);
          await uncached.retarget(null);
          await upstream.close();
          tell({ kind: 'timings', timings });
        } else if (message.kind === 'soak') {
          tell({ kind: 'soak', figures: await soak(message.requests, message.warmup) });
        } else {
          await cached?.app.close();
          await uncached?.app.close();
          process.disconnect();
        }
      } catch (error) {
        tell({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    })();
  });
}

if (process.argv[1] === SCRIPT && process.send) void serve();
