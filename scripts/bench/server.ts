import { once } from 'node:events';
import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import { type FastifyInstance } from 'fastify';

// The load generator and the mock server the API sections measure.

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
const { url, count, durationMs, concurrency, warmup, headers, rotate } = workerData;
let sequence = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function once() {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const done = (status, bytes) => resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status, bytes });
    const target = rotate ? rotate[sequence++ % rotate.length] : url;
    const req = http.get(target, { agent, headers: headers || { 'Form-type': 'pc', Accept: 'application/json' } }, (res) => {
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

/**
 * `headers`: the request's headers (default: the desktop client's API request). `rotate`: URLs asked for in turn
 * instead of `url`, more of them than `concurrency`, so that no two ask for the same page at once (a server that
 * shares one render between concurrent requests for a page then renders each).
 */
export function load(
  url: string,
  options: {
    count: number;
    durationMs: number;
    concurrency: number;
    warmup: number;
    headers?: Record<string, string>;
    rotate?: readonly string[];
  },
): Promise<LoadResult> {
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

/** Starts `server` (any Node server) on a port of the OS's pick on 127.0.0.1, and answers that port. */
export async function listenOnLoopback(server: NetServer): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return address.port;
}

/** A port nothing listens on now (the OS's pick), for a server that must know its address before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePromise(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('localhost', '127.0.0.1');
}

export interface BuildServer {
  (options: {
    seed?: number;
    products?: number;
    clock?: string;
    control?: boolean;
    validateResponses?: boolean;
    stateFile?: string;
    publicUrl?: string;
  }): Promise<FastifyInstance>;
}

export async function loadBuildServer(): Promise<BuildServer> {
  const mod: unknown = await import(new URL('../../mock-server/src/server.ts', import.meta.url).href);
  if (typeof mod !== 'object' || mod === null || !('buildServer' in mod) || typeof mod.buildServer !== 'function') {
    throw new Error('mock-server/src/server.ts does not export buildServer()');
  }
  return mod.buildServer as BuildServer;
}

export async function envelopeCode(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { 'Form-type': 'pc' } });
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'code' in body ? body.code : `HTTP ${response.status}`;
}

export const CLOCK = '2026-11-26T09:00:00.000Z';
/** The seed's demo shopper (mock-server/README.md). */
export const DEMO_EMAIL = 'shopper@example.com';
export const DEMO_PASSWORD = 'Passw0rd!';
