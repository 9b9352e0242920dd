import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/fixtures/browser';
import { ServerProcess } from './api-server';
import { SERVER_PREBUILT } from './options';
import { median, note, report } from './report';
import { listenOnLoopback } from './server';
import { buildStorefront } from './storefront';
import { StorefrontProcess } from './storefront-process';

// ---------------------------------------------------------------------------------------------------------------
// (f) What the server's 103 Early Hints (EARLY_HINTS=1; docs/adr/0019-server-rendering.md, "Early hints, not a
// streamed head") is worth to a shopper. Browsers act on a 103 only over HTTP/2 or 3, so the production server runs
// behind a TLS front of this bench's own, as behind a CDN: one front passes the 103 on, the other drops it. The
// front holds each page's answer back for BACKEND_MS (a slow backend; files answer at once), and Chromium loads the
// product page over a phone's network (DevTools throttling, Lighthouse's mobile figures), trusting the front's
// certificate as a real one (an ignored certificate error would also make it ignore the 103).

const BACKEND_MS = 800;
const RUNS = 5;
const PATH = '/goods_detail/1';
/** Lighthouse's simulated phone network: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const PHONE = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** What the 103 must be worth at least, on the largest paint: the stylesheet and scripts fetched while the page waits. */
const GAIN_BUDGET_MS = 200;

interface Load {
  fcp: number;
  lcp: number;
  /** How many of the page's own files came from the 103. */
  hinted: number;
}

/** A self-signed certificate for 127.0.0.1 (openssl), and the hash of its key Chromium is told to trust. */
function certificate(dir: string): { key: Buffer; cert: Buffer; spki: string } | null {
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '1', '-subj', '/CN=127.0.0.1'],
    { cwd: dir, stdio: 'ignore' },
  );
  if (made.status !== 0) return null;
  const publicKey = spawnSync(
    'sh',
    ['-c', 'openssl x509 -in cert.pem -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64'],
    {
      cwd: dir,
      encoding: 'utf8',
    },
  );
  if (publicKey.status !== 0) return null;
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')), spki: publicKey.stdout.trim() };
}

/** An HTTP/2 front for `upstream` (HTTP/1.1): pages held back BACKEND_MS, the upstream's 103 passed on or dropped. */
async function front(
  upstream: string,
  tls: { key: Buffer; cert: Buffer },
  passHints: boolean,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const server = createSecureServer(tls, (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const headers: Record<string, string> = { host: target.host };
    for (const [name, value] of Object.entries(request.headers))
      if (!name.startsWith(':') && typeof value === 'string') headers[name] = value;
    const page = !request.url.startsWith('/assets/');
    const sent = httpRequest({ host: target.hostname, port: target.port, path: request.url, method: request.method, headers }, (answer) => {
      const pass = () => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !['connection', 'keep-alive', 'transfer-encoding'].includes(name)) out[name] = value;
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      };
      if (page) setTimeout(pass, BACKEND_MS);
      else pass();
    });
    sent.on('information', (info) => {
      if (passHints && info.statusCode === 103 && info.headers.link)
        response.writeEarlyHints({ link: String(info.headers.link).split(/,\s*/) });
    });
    sent.on('error', () => response.destroy());
    request.pipe(sent);
  });
  const port = await listenOnLoopback(server);
  return {
    origin: `https://127.0.0.1:${port}`,
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}

/** One load of the product page in a fresh browser: its first and largest paint, and what the 103 fetched. */
async function load(origin: string, spki: string, run: number): Promise<Load> {
  const launch = chromiumLaunchOptions();
  const browser = await chromium.launch({ ...launch, args: [...launch.args, `--ignore-certificate-errors-spki-list=${spki}`] });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE);
    await page.goto(`${origin}${PATH}?run=${run}`, { waitUntil: 'load' });
    await page.locator('html[data-app=ready]').waitFor();
    return await page.evaluate(
      () =>
        new Promise<Load>((done) => {
          new PerformanceObserver((list) => {
            const largest = list.getEntries().at(-1)?.startTime ?? -1;
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
            const hinted = performance
              .getEntriesByType('resource')
              .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'early-hints').length;
            done({ fcp, lcp: largest, hinted });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await browser.close();
  }
}

export async function benchEarlyHints(): Promise<void> {
  console.log(
    `\n## Early hints through an HTTP/2 front (the product page, its answer held ${BACKEND_MS} ms as by a slow backend, a phone's network: ${PHONE.latency} ms round trips, 1.6 Mbit/s), ${RUNS} loads each way, alternating, medians`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-hints-'));
  const tls = certificate(dir);
  if (!tls) {
    note('not run: it needs openssl to make the front a certificate');
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const builds = SERVER_PREBUILT ? { webDir: resolve('dist/web'), serverDir: resolve('dist/server') } : await buildStorefront();
  const mock = await ServerProcess.start({ kind: 'start', mode: 'mock', picturesOnItsOrigin: true });
  const storefront = await StorefrontProcess.start({ ...builds, apiUpstream: mock.base });
  const fronts: Array<{ origin: string; close: () => Promise<void> }> = [];
  try {
    // Page cache off: every load is a render, which the 103 precedes.
    const { uncached } = await storefront.listen();
    const withHints = await front(uncached, tls, true);
    const without = await front(uncached, tls, false);
    fronts.push(withHints, without);
    const loads = { with: [] as Load[], without: [] as Load[] };
    for (let run = 0; run < RUNS; run += 1) {
      loads.with.push(await load(withHints.origin, tls.spki, run));
      loads.without.push(await load(without.origin, tls.spki, run));
    }
    const figures = (side: Load[]) => ({ fcp: median(side.map((l) => l.fcp)), lcp: median(side.map((l) => l.lcp)) });
    const on = figures(loads.with);
    const off = figures(loads.without);
    const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
    report('product page without the 103: first paint (largest)', `${seconds(off.fcp)} (${seconds(off.lcp)})`, '', null);
    report(
      'product page with the 103: first paint (largest)',
      `${seconds(on.fcp)} (${seconds(on.lcp)})`,
      `budget: largest ${GAIN_BUDGET_MS} ms sooner`,
      on.lcp <= off.lcp - GAIN_BUDGET_MS,
    );
    const hinted = loads.with.map((l) => l.hinted);
    note(`files Chromium took from the 103, per load: ${hinted.join(', ')} (without it: ${loads.without.map((l) => l.hinted).join(', ')})`);
  } finally {
    for (const f of fronts) await f.close();
    await storefront.close();
    await mock.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
