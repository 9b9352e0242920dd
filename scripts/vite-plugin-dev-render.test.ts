import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devRenderPlugin } from './vite-plugin-dev-render';

/**
 * The plugin inside a real Vite development server, over a small root of its own: an index.html with the shape the
 * build's has (an early script, #root, the entry's module script), a config.json, and a stand-in for the server entry
 * that answers by URL and shows what it was configured with. The real entry's rendering is e2e/specs/dev-server.spec.ts's.
 */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script>window.early = 1</script>
    <meta charset="UTF-8" />
    <title>Mall</title>
  </head>
  <body>
    <div id="root"><div class="boot-frame"></div></div>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`;

const entry = (version: string) => `
let upstream = '';
export async function configure(options) {
  upstream = options.apiUpstream;
}
// The address a page is rendered for: here, without \`fbclid\` (the real one keeps only what the page reads).
export const pageAddress = (url) => url.replace(/[?&]fbclid=[^&]*/, '');
export async function render({ url, publicOrigin }) {
  if (url === '/boom') throw new Error('render broke');
  if (url.startsWith('/zh-cn/')) return { kind: 'redirect', location: '/zh-CN/' };
  const page = { kind: 'page', locale: 'fr', head: '<title>' + url + '</title>', path: url, state: null };
  if (url.startsWith('/users/'))
    return { ...page, status: 200, html: null, hydratable: false, indexable: false };
  if (url.startsWith('/missing'))
    return { ...page, status: 404, html: '<h1>Not found</h1>', hydratable: false, indexable: false };
  return {
    ...page,
    status: 200,
    html: '<h1>${version} ' + url + ' from ' + upstream + ' for ' + publicOrigin + '</h1>',
    state: { queries: [], mutations: [] },
    hydratable: true,
    indexable: true,
  };
}
`;

describe('npm start renders pages on the server (devRenderPlugin)', () => {
  let dir = '';
  let server: ViteDevServer;
  let proxied: Server;
  let base = '';

  beforeAll(async () => {
    proxied = createHttpServer((req, res) => res.end(`api ${req.url}`));
    await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), 'dev-render-'));
    mkdirSync(join(dir, 'public'));
    mkdirSync(join(dir, 'src/app/ssr'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'public/config.json'), '{"apiBase":""}');
    writeFileSync(join(dir, 'src/main.ts'), 'export {};\n');
    writeFileSync(join(dir, 'src/app/ssr/entry-server.tsx'), entry('v1'));
    server = await createServer({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [devRenderPlugin({ MOCK_URL: 'http://127.0.0.1:9', API_UPSTREAM: 'http://elsewhere.invalid', PAGE_S_MAXAGE: '7' })],
      optimizeDeps: { noDiscovery: true, include: [] },
      // As vite.config.ts: the sitemaps' module reads the contract through its alias.
      resolve: { alias: { '@contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) } },
      server: { host: '127.0.0.1', port: 0, proxy: { '/api': { target } } },
    });
    await server.listen();
    base = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => proxied.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a navigation with the rendered page in Vite’s index.html, with the production headers', async () => {
    const response = await fetch(`${base}/goods/x?q=1&fbclid=F1`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=7, stale-while-revalidate=600');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    // Every inline script the page runs (here the config and the session mark; under `npm start` the React refresh
    // preamble too), by its hash; the files by 'self'.
    const inline = [...html.matchAll(/<script(?![^>]*(?:\ssrc=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(inline).toHaveLength(2);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const text of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>/goods/x?q=1</title>');
    // The entry got the request's address (its `pageAddress`) and origin, and the backend the proxy reaches (MOCK_URL,
    // not API_UPSTREAM); the page carries the query it was rendered with for the browser to take.
    expect(html).toContain(
      `<div id="root" data-ssr-path="/goods/x" data-ssr-search="?q=1"><h1>v1 /goods/x?q=1 from http://127.0.0.1:9 for ${base}</h1></div>`,
    );
    expect(html).toContain('window.__mallConfig=Promise.resolve({"apiBase":""})');
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    // Vite's client and the app's entry stay; the early script only goes with the shell.
    expect(html).toContain('<script type="module" src="/@vite/client"></script>');
    expect(html).toContain('<script type="module" src="/src/main.ts"></script>');
    expect(html).not.toContain('window.early');
  });

  it('gives member pages the shell, unknown pages their status, aliases and the change-password address a redirect, HEAD no body', async () => {
    const shell = await fetch(`${base}/users/orders`);
    expect(shell.headers.get('cache-control')).toBe('private, no-cache');
    const shellHtml = await shell.text();
    expect(shellHtml).toContain('<div id="root"><div class="boot-frame"></div></div>');
    expect(shellHtml).toContain('window.early = 1');
    expect(shellHtml).not.toContain('data-ssr-path');

    const missing = await fetch(`${base}/missing/1`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"><h1>Not found</h1></div>');

    const password = await fetch(`${base}/.well-known/change-password`, { redirect: 'manual' });
    expect([password.status, password.headers.get('location')]).toEqual([302, '/users/user_info']);

    const alias = await fetch(`${base}/zh-cn/x`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/zh-CN/');

    const head = await fetch(`${base}/goods/x`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers another method than GET or HEAD on a page or a file with 405 naming them, as production; the API takes it', async () => {
    for (const [method, path] of [
      ['POST', '/goods/x'],
      ['PUT', '/config.json'],
      ['DELETE', '/users/orders'],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { method });
      expect({ method, path, status: answer.status, allow: answer.headers.get('allow'), body: await answer.text() }).toEqual({
        method,
        path,
        status: 405,
        allow: 'GET, HEAD',
        body: `Method not allowed: ${method}\n`,
      });
    }
    expect(await (await fetch(`${base}/api/front/cart/delete`, { method: 'POST' })).text()).toBe('api /api/front/cart/delete');
  });

  it('answers a file that is not there with the production server’s short 404, not a render', async () => {
    for (const path of ['/wp-login.php', '/zh-CN/apple-touch-icon-120x120.png']) {
      const answer = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect({ path, status: answer.status, type: answer.headers.get('content-type'), body: await answer.text() }).toEqual({
        path,
        status: 404,
        type: 'text/plain; charset=utf-8',
        body: 'Not found\n',
      });
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=7, stale-while-revalidate=600');
    }
    expect(await (await fetch(`${base}/goods/x.5`, { headers: { accept: 'text/html' } })).text()).toContain('<h1>v1 /goods/x.5');
  });

  it('answers robots.txt and the sitemaps as production does, from the mock; a mock that does not answer is a 503', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect([robots.status, robots.headers.get('content-type'), robots.headers.get('cache-control')]).toEqual([
      200,
      'text/plain; charset=utf-8',
      'public, max-age=3600',
    ]);
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /users/');
    expect(rules).toContain(`Sitemap: ${base}/sitemap.xml`);
    // The static pages' file needs no backend.
    const pages = await fetch(`${base}/sitemap-pages.xml`);
    expect([pages.status, pages.headers.get('content-type'), pages.headers.get('cache-control')]).toEqual([
      200,
      'application/xml; charset=utf-8',
      'public, max-age=0, s-maxage=70',
    ]);
    expect(await pages.text()).toContain(`<loc>${base}/goods/goods_search</loc>`);
    // This test's mock (MOCK_URL) is a port nothing listens on.
    for (const path of ['/sitemap.xml', '/sitemap-products-1.xml']) {
      const answer = await fetch(`${base}${path}`);
      expect({ path, status: answer.status, cache: answer.headers.get('cache-control'), retry: answer.headers.get('retry-after') }).toEqual(
        {
          path,
          status: 503,
          cache: 'no-store',
          retry: '10',
        },
      );
    }
    expect((await fetch(`${base}/sitemap-nothing.xml`)).status).toBe(404);
  });

  it('leaves files, modules and the proxy to Vite, and a render that throws to Vite’s error answer', async () => {
    expect(await (await fetch(`${base}/config.json`)).text()).toBe('{"apiBase":""}');
    expect(await (await fetch(`${base}/api/front/index`, { headers: { accept: 'text/html' } })).text()).toBe('api /api/front/index');
    expect(await (await fetch(`${base}/src/main.ts`)).text()).not.toContain('<html');
    expect((await fetch(`${base}/boom`)).status).toBe(500);
  });

  it('renders with the entry as it is now: an edit applies on the next page', async () => {
    writeFileSync(join(dir, 'src/app/ssr/entry-server.tsx'), entry('v2'));
    await expect
      .poll(async () => (await (await fetch(`${base}/goods/y`)).text()).includes('<h1>v2 /goods/y'), { timeout: 10_000 })
      .toBe(true);
  });
});
