// `npm run test:soak`: memory under anonymous load. 100 000 mixed anonymous requests through
// Fastify's inject (reads, uploads, failed sign-ins, code sends, resets with seeds, fault globs, hostile Host headers
// and multipart bodies), after a warm-up of the same mix. Reports RSS and heap at the start, at the peak, after and
// after a forced GC; fails when the heap or RSS after GC is more than 10 % above the start, or when a bounded store
// (uploads, faults, the seed cache) is ever over its limit. Needs `node --expose-gc` (the npm script passes it).
// SOAK_REQUESTS changes the count; scripts/soak.test.ts runs a small version without the memory check.
import { pathToFileURL } from 'node:url';
import { FAULT_PATH_MAX_LENGTH, UPLOAD_IMAGE_MAX_BYTES } from '@contract';
import { type FastifyInstance, type InjectOptions } from 'fastify';
import { UPLOAD_LIMITS, type UploadLimits } from '../mock-server/src/domain/uploads';
import { buildServer } from '../mock-server/src/server';

export interface SoakOptions {
  /** Requests of the measured run. */
  requests: number;
  /** Requests before the start is measured (every store filled to its bound once). */
  warmup: number;
  /** Called every 1000 requests of the measured run with the count so far. */
  progress?: (done: number) => void;
  /** Other upload limits than the mock's (the small run in scripts/soak.test.ts reaches them sooner). */
  uploadLimits?: UploadLimits;
}

export interface MemoryFigures {
  rss: number;
  heapUsed: number;
  external: number;
}

export interface SoakResult {
  /** After the warm-up, after a forced GC (when gc is exposed). */
  start: MemoryFigures;
  /** The highest RSS and heap seen during the measured run (sampled every 1000 requests). */
  peak: MemoryFigures;
  /** Right after the measured run. */
  after: MemoryFigures;
  /** After a forced GC (equal to `after` without --expose-gc). */
  afterGc: MemoryFigures;
  /** Answers by envelope code (HTTP status for an answer without one). */
  codes: Record<string, number>;
  /** Bounds found broken at a sample (empty when every store stayed within its limit). */
  broken: string[];
  /** The most uploaded images, and bytes of them, kept at a sample. */
  keptUploads: { count: number; bytes: number };
  requests: number;
  ms: number;
}

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BOUNDARY = '----soak';

/** A multipart body: the image (a PNG signature then `size` bytes) and the form's two fields, or hostile fields. */
function uploadBody(size: number, extraFields = 0, fieldSize = 16): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < extraFields; i += 1)
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(fieldSize)}\r\n`));
  parts.push(
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="multipart"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG_HEAD,
    Buffer.alloc(size, 7),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return Buffer.concat(parts);
}

/** A small deterministic generator (the same mix on every run). */
function prng(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

function memory(): MemoryFigures {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external };
}

const gc = (globalThis as { gc?: () => void }).gc;
async function collect(): Promise<void> {
  if (!gc) return;
  // Twice, with a turn of the event loop between: finalizers and weak callbacks run in between.
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

const FAULT_GLOBS = [
  '/api/**a**a**a**a**a**a**a**a**b',
  '/api/front/product/*',
  '/api/**/detail/?',
  '/api/*/x**y**z**w',
  `/api/${'*a'.repeat(40)}`,
  '/api/front/never/**',
];
const READS = [
  '/api/front/product/list?page=1&limit=20',
  '/api/front/product/list?page=2&limit=20&keyword=shirt',
  '/api/pc/home/index',
  '/api/front/search/keyword',
  '/api/front/product/category',
  '/api/front/login/getCaptchaOpen',
];

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const app: FastifyInstance = await buildServer({ seed: 1, products: 300, clock: '2026-06-01T00:00:00.000Z' });
  await app.ready();
  const state = app.mock;
  const limits = options.uploadLimits ?? UPLOAD_LIMITS;
  state.uploads.limits = limits;
  const random = prng(23);
  const codes: Record<string, number> = {};
  const broken: string[] = [];
  const small = [uploadBody(512), uploadBody(8 * 1024), uploadBody(48 * 1024)];
  const large = uploadBody(UPLOAD_IMAGE_MAX_BYTES - 64 * 1024);
  const hostileForm = uploadBody(64, 40, 64 * 1024);
  const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const ip = () => `10.0.${random(4)}.${random(250)}`;
  const ids = state.db.all('products').map((p) => p.id);

  const send = async (request: InjectOptions) => {
    const res = await app.inject(request);
    let code = `HTTP ${res.statusCode}`;
    if ((res.headers['content-type'] ?? '').toString().startsWith('application/json')) {
      const body = JSON.parse(res.body) as { code?: unknown };
      if (typeof body.code === 'number') code = String(body.code);
    }
    codes[code] = (codes[code] ?? 0) + 1;
  };

  /** One request of the mix (shares per 10 000). */
  const one = async () => {
    const pick = random(10_000);
    if (pick < 4000) {
      const url = random(3) === 0 ? `/api/front/product/detail/${ids[random(ids.length)] ?? 1}` : (READS[random(READS.length)] ?? '/');
      return send({ method: 'GET', url, remoteAddress: ip() });
    }
    if (pick < 4600) return send({ method: 'GET', url: `/mock-images/p/${ids[random(ids.length)] ?? 1}.svg` });
    if (pick < 4800) return send({ method: 'GET', url: `/mock-images/u/user-${String(random(2000)).padStart(6, '0')}.png` });
    if (pick < 6800) {
      const payload = random(50) === 0 ? large : (small[random(small.length)] ?? large);
      return send({ method: 'POST', url: '/api/front/upload/image?model=user&pid=1', headers: multipart, payload, remoteAddress: ip() });
    }
    if (pick < 6900)
      return send({ method: 'POST', url: '/api/front/upload/image?model=user&pid=1', headers: multipart, payload: hostileForm });
    // Failed sign-ins hash the password (about 12 ms each on 2 cores): fewer of them.
    if (pick < 7400) {
      const email = `soak${random(5000)}@example.com`;
      return send({ method: 'POST', url: '/api/front/login/email', payload: { email, password: 'wrong-password' }, remoteAddress: ip() });
    }
    if (pick < 8600) {
      const email = JSON.stringify(`soak${random(5000)}@example.com`);
      return send({
        method: 'POST',
        url: '/api/front/login/email/captcha',
        headers: { 'content-type': 'application/json' },
        payload: email,
      });
    }
    if (pick < 9300) {
      if (random(10) === 0) return send({ method: 'DELETE', url: '/__mock/faults' });
      const path = FAULT_GLOBS[random(FAULT_GLOBS.length)] ?? '/api/**';
      return send({ method: 'POST', url: '/__mock/faults', payload: { path, code: 503, probability: 0.05 } });
    }
    if (pick < 9400)
      return send({ method: 'POST', url: '/__mock/faults', payload: { path: `/api/${'x'.repeat(FAULT_PATH_MAX_LENGTH)}`, code: 500 } });
    if (pick < 9700) {
      const host = ['a b', '[::1', 'x:99999', 'x"y', 'a/b'][random(5)] ?? 'a b';
      return send({ method: 'GET', url: READS[random(READS.length)] ?? '/', headers: { host } });
    }
    if (pick < 9996) return send({ method: 'GET', url: `/api/${'a'.repeat(2000 + random(2000))}` });
    // A reset to a seed not generated before costs about half a second: one in 2 500 requests, seeds 1 to 60.
    return send({ method: 'POST', url: '/__mock/reset', payload: { seed: 1 + random(60) } });
  };

  const keptUploads = { count: 0, bytes: 0 };
  const checkBounds = (at: number) => {
    keptUploads.count = Math.max(keptUploads.count, state.uploads.size);
    keptUploads.bytes = Math.max(keptUploads.bytes, state.uploads.bytes);
    if (state.uploads.size > limits.count || state.uploads.bytes > limits.bytes)
      broken.push(`at ${at}: ${state.uploads.size} uploads of ${state.uploads.bytes} bytes`);
    if (state.faults.size > 50) broken.push(`at ${at}: ${state.faults.size} faults`);
    if (state.cachedSeeds.length > 3) broken.push(`at ${at}: ${state.cachedSeeds.length} seeds cached`);
    const journal = state.journal;
    if (journal.size > journal.limits.entries || journal.keptChars > journal.limits.chars)
      broken.push(`at ${at}: ${journal.size} journal entries of ${journal.keptChars} characters`);
  };

  /**
   * The end of the warm-up and of the measured run, the same both times, so both measurements see the same kept
   * state: a reset, then large uploads from several addresses up to the bound in all.
   */
  const tail = async () => {
    await send({ method: 'POST', url: '/__mock/reset', payload: { seed: 1 } });
    const count = Math.ceil(limits.bytes / large.length) + 8;
    for (let i = 0; i < count; i += 1)
      await send({
        method: 'POST',
        url: '/api/front/upload/image?model=user&pid=1',
        headers: multipart,
        payload: large,
        remoteAddress: `10.9.9.${i % 8}`,
      });
    await send({ method: 'DELETE', url: '/__mock/faults' });
  };

  const run = async (count: number, sample: boolean, peak: MemoryFigures) => {
    for (let i = 1; i <= count; i += 1) {
      await one();
      if (i % 100 === 0 || i === count) checkBounds(i);
      if (i % 1000 === 0 || i === count) {
        if (sample) {
          const now = memory();
          peak.rss = Math.max(peak.rss, now.rss);
          peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
          peak.external = Math.max(peak.external, now.external);
          options.progress?.(i);
        }
      }
    }
  };

  const ignored = memory();
  await run(options.warmup, false, ignored);
  await tail();
  await collect();
  const start = memory();
  const peak = { ...start };
  const began = performance.now();
  await run(options.requests, true, peak);
  await tail();
  const ms = performance.now() - began;
  const after = memory();
  await collect();
  const afterGc = memory();
  await app.close();
  return { start, peak, after, afterGc, codes, broken, keptUploads, requests: options.requests, ms };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** The lines `npm run test:soak` prints and `npm run bench` repeats; `ok` is the verdict. */
export function soakVerdict(result: SoakResult): { lines: string[]; ok: boolean } {
  const within = (after: number, start: number) => after <= start * 1.1;
  const heapOk = within(result.afterGc.heapUsed, result.start.heapUsed);
  const rssOk = within(result.afterGc.rss, result.start.rss);
  const row = (label: string, m: MemoryFigures) =>
    `${label.padEnd(18)} rss ${mb(m.rss).padStart(9)}   heap ${mb(m.heapUsed).padStart(9)}   external ${mb(m.external).padStart(9)}`;
  const lines = [
    row('start (after gc)', result.start),
    row('peak', result.peak),
    row('after', result.after),
    row('after gc', result.afterGc),
    `heap after gc ${((result.afterGc.heapUsed / result.start.heapUsed - 1) * 100).toFixed(1)} % of start ${heapOk ? 'PASS' : 'FAIL'}, rss after gc ${((result.afterGc.rss / result.start.rss - 1) * 100).toFixed(1)} % ${rssOk ? 'PASS' : 'FAIL'} (limit +10 %)`,
    `${result.requests} requests in ${(result.ms / 1000).toFixed(1)} s; answers by code: ${Object.entries(result.codes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, n]) => `${code}: ${n}`)
      .join(', ')}`,
    result.broken.length === 0
      ? `every store stayed within its bound (uploads kept: at most ${result.keptUploads.count} images, ${mb(result.keptUploads.bytes)})`
      : `bounds broken: ${result.broken.slice(0, 5).join('; ')}`,
  ];
  return { lines, ok: heapOk && rssOk && result.broken.length === 0 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!gc) {
    console.error('soak: run with node --expose-gc (npm run test:soak does)');
    process.exit(2);
  }
  const requests = Number(process.env.SOAK_REQUESTS ?? 100_000);
  console.log(`soak: ${requests} mixed anonymous requests after a warm-up of ${Math.min(20_000, requests)}`);
  const result = await runSoak({
    requests,
    warmup: Math.min(20_000, requests),
    progress: (done) => {
      if (done % 20_000 === 0) console.log(`  ${done} requests, rss ${mb(process.memoryUsage().rss)}`);
    },
  });
  const verdict = soakVerdict(result);
  for (const line of verdict.lines) console.log(line);
  // For `npm run bench` (scripts/bench/soak.ts), which runs this in a child process.
  if (process.env.SOAK_JSON === '1') console.log(`soak-result ${JSON.stringify(result)}`);
  process.exit(verdict.ok ? 0 : 1);
}
