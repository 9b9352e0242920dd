import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createMockClient, ok } from '../../e2e/fixtures/api';
import { chromiumLaunchOptions, findChromium } from '../../e2e/fixtures/browser';
import { type Manifest } from 'vite';
import { CROSS_ORIGIN_API } from './options';
import { kb, note, report } from './report';
import { firstLoadFiles } from './bundle';
import { type BuildServer, CLOCK, DEMO_EMAIL, DEMO_PASSWORD, listen } from './server';

// ---------------------------------------------------------------------------------------------------------------
// (a2) The script a page transfers until the network is idle, in Chromium against the build and the seeded mock.

const MIME: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** Paths the web's origin forwards to the API in the default deployment of docs/deploying.md (as vite.config.ts's proxy does). */
const PROXIED = ['/api/', '/__mock/', '/mock-images/'];

/** Compressed as a production server would (Lighthouse counts transfer sizes and times). */
const compressible = (type: string): boolean => /text|javascript|json|svg/.test(type);

/** Forwards one request to the mock and answers with its response, gzipped as a production reverse proxy would. */
function forward(request: IncomingMessage, response: ServerResponse, target: string): void {
  const upstream = httpRequest(`${target}${request.url ?? '/'}`, { method: request.method, headers: request.headers }, (answer) => {
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const headers = { ...answer.headers };
      let body = Buffer.concat(chunks);
      const type = String(headers['content-type'] ?? '');
      if (!headers['content-encoding'] && compressible(type) && /gzip/.test(String(request.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
        headers.vary = 'accept-encoding';
      }
      delete headers['transfer-encoding'];
      headers['content-length'] = String(body.length);
      response.writeHead(answer.statusCode ?? 502, headers);
      response.end(body);
    });
  });
  upstream.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/**
 * Serves the build (unknown paths get index.html, as the SPA needs) and answers /config.json. By default the API is
 * behind the same origin (/api/ forwarded to the mock), the default deployment of docs/deploying.md; with `crossOrigin` the
 * config names the mock's own origin, and every API request of the page pays a CORS preflight.
 */
export function serveBuild(outDir: string, mockUrl: string, crossOrigin: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const compressed = new Map<string, Buffer>();
  const apiBase = crossOrigin ? mockUrl : '';
  const server = createServer((request, response) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    if (!crossOrigin && PROXIED.some((prefix) => path.startsWith(prefix))) {
      forward(request, response, mockUrl);
      return;
    }
    if (path === '/config.json') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ apiBase, socialMode: 'mock', merchantAdminUrl: '', mobileMallUrl: '/', googleClientId: '', facebookAppId: '' }),
      );
      return;
    }
    const file = join(outDir, normalize(path).replace(/^([/\\])+/, ''));
    const found = file.startsWith(outDir) && existsSync(file) && statSync(file).isFile() ? file : join(outDir, 'index.html');
    const type = MIME[extname(found)] ?? 'application/octet-stream';
    if (/gzip/.test(String(request.headers['accept-encoding'] ?? '')) && compressible(type)) {
      let body = compressed.get(found);
      if (!body) {
        body = gzipSync(readFileSync(found));
        compressed.set(found, body);
      }
      response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      response.end(body);
      return;
    }
    response.writeHead(200, { 'content-type': type });
    response.end(readFileSync(found));
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** A page the bench measures: its path on the web origin, the route it opens, and whether it needs the shopper. */
export interface BenchPage {
  name: string;
  path: string;
  route: string;
  signedIn: boolean;
}

/**
 * Signs the seed's demo shopper in, puts a stocked product in the cart and opens a pre-order, then lists the pages
 * the bench measures (the six): the token and the pages, checkout's with that pre-order.
 */
export async function benchPages(apiBase: string): Promise<{ token: string; pages: BenchPage[] }> {
  const client = createMockClient(apiBase);
  const { token } = await ok(client.api.auth.email({ body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }));
  const shopper = createMockClient(apiBase, token);
  let product: { id: number; sku: number } | null = null;
  for (let id = 1; id < 60 && !product; id += 1) {
    const detail = await ok(client.api.products.detail({ params: { id } }));
    const sku = Object.values(detail.productValue).find((value) => value.stock >= 5);
    if (sku) product = { id, sku: sku.id };
  }
  if (!product) throw new Error('seed: no stocked product');
  await ok(shopper.api.cart.save({ body: [{ productId: product.id, productAttrUnique: product.sku, cartNum: 1 }] }));
  const groups = await ok(shopper.api.cart.list({ query: { isValid: 'true' } }));
  const orderDetails = groups.flatMap((group) => group.cartInfoList.map((line) => ({ shoppingCartId: line.id })));
  const { preOrderNo } = await ok(shopper.api.orders.preOrder({ body: { preOrderType: 'shoppingCart', orderDetails } }));
  const pages = [
    { name: 'home', path: '/', route: '', signedIn: false },
    { name: 'search', path: '/goods/goods_search?title=a', route: 'goods/goods_search', signedIn: false },
    { name: 'product', path: `/goods_detail/${product.id}`, route: 'goods_detail/:id', signedIn: false },
    { name: 'shop', path: '/merchant/merchant?id=1', route: 'merchant/merchant (index)', signedIn: false },
    { name: 'cart (signed in)', path: '/order/shopping_cart', route: 'order/shopping_cart', signedIn: true },
    { name: 'checkout (signed in)', path: `/order/order_confirm?preOrderNo=${preOrderNo}`, route: 'order/order_confirm', signedIn: true },
  ];
  return { token, pages };
}

export async function benchTransfer(buildServer: BuildServer, outDir: string, manifest: Manifest): Promise<void> {
  console.log('\n## Script transferred until the network is idle (gzip of each file), Chromium, cold cache, seeded mock');
  const executablePath = findChromium();
  if (!executablePath) {
    note('no Chromium found (CHROMIUM_PATH, /usr/bin/chromium): skipped');
    return;
  }
  const mock = await buildServer({ seed: 1, clock: CLOCK });
  const apiBase = await listen(mock);
  const web = await serveBuild(outDir, apiBase, CROSS_ORIGIN_API);
  note(
    CROSS_ORIGIN_API
      ? `API on its own origin (${apiBase}), CORS preflights included`
      : "API behind the web's origin (/api/ forwarded), the default deployment of docs/deploying.md",
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const { token, pages } = await benchPages(apiBase);
    const gzipOf = new Map<string, number>();
    const sizeOf = (file: string): number => {
      let size = gzipOf.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(join(outDir, file))).length;
        gzipOf.set(file, size);
      }
      return size;
    };
    const catalogFiles = new Set(
      Object.entries(manifest)
        .filter(([key]) => key.startsWith('src/locales/'))
        .map(([, chunk]) => chunk.file),
    );
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      if (page.signedIn) {
        await context.addCookies([
          { name: 'auth._token.local', value: encodeURIComponent(`Bearer ${token}`), url: web.url },
          { name: 'auth.loggedIn', value: 'true', url: web.url },
          { name: 'auth.strategy', value: 'email', url: web.url },
        ]);
      }
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (request.url().startsWith(web.url) && path.endsWith('.js')) scripts.add(path.replace(/^\//, ''));
      });
      await tab.goto(`${web.url}${page.path}`, { waitUntil: 'networkidle' });
      await context.close();
      const files = [...scripts];
      const total = files.reduce((n, file) => n + sizeOf(file), 0);
      const catalogs = files.filter((file) => catalogFiles.has(file));
      const first = new Set(firstLoadFiles.get(page.route) ?? []);
      const late = files.filter((file) => !first.has(file) && !catalogFiles.has(file));
      report(`${page.name} (${page.path.split('?')[0]})`, kb(total), `${files.length} files`, null);
      const list = (names: string[]): string =>
        names
          // A hashed chunk by its name, a catalog (assets/locales/<version>/<lng>/<ns>.js) by its language and namespace.
          .map((file) => `${file.replace(/^assets\/(locales\/[\w]+\/)?/, '').replace(/(-[\w-]{7})?\.js$/, '')} ${kb(sizeOf(file))}`)
          .join(', ');
      note(
        `first load ${kb(files.filter((file) => first.has(file)).reduce((n, file) => n + sizeOf(file), 0))}; catalogs ${kb(catalogs.reduce((n, file) => n + sizeOf(file), 0))} (${list(catalogs)})`,
      );
      note(`later: ${late.length ? list(late) : 'nothing'}`);
    }
  } finally {
    await browser.close();
    await web.close();
    await mock.close();
  }
}
