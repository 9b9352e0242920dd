import { describe, expect, it } from 'vitest';
import { pickEncoding } from './compress';
import { readSettings } from './config';
import { PageCache } from './page-cache';
import { robotsTxt } from './sitemap';
import { NONCE, parseTemplate } from './template';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <script>window.early=1</script>

    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Mall</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-frame"></div>
    </div>
  </body>
</html>
`;

describe('page template', () => {
  const template = parseTemplate(INDEX);

  it('puts the charset first, the head tags in place of the title, and the nonce on every script', () => {
    const html = template.render({
      locale: 'fr',
      head: '<title>X</title>',
      html: '<h1>X</h1>',
      state: '{"queries":{}}',
      hydrateAt: '/fr/x',
      config: { apiBase: '', note: '</script>' },
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">\n {2}<head>\n {4}<meta charset="utf-8" \/>/);
    expect(html).not.toContain('<title>Mall</title>');
    expect(html).toContain('<title>X</title>');
    expect(html).toContain('<div id="root" data-ssr-path="/fr/x"><h1>X</h1></div>');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"queries":{}}</script>');
    // A rendered page carries the config inline, not the early-requests script; a closing tag cannot end it early.
    expect(html).not.toContain('window.early');
    expect(html).toContain('window.__mallConfig=Promise.resolve({"apiBase":"","note":"\\u003c/script>"})');
    const scripts = html.match(/<script(?! type="application\/json")[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${NONCE}"`);
  });

  it('gives a shell page the boot frame and the early-requests script, and no hydration marker', () => {
    const html = template.render({
      locale: 'en',
      head: '<meta name="robots" content="noindex" />',
      html: null,
      state: null,
      hydrateAt: null,
      config: { apiBase: '' },
    });
    expect(html).toContain(`<script nonce="${NONCE}">window.early=1</script>`);
    expect(html).toContain('<div class="boot-frame"></div>');
    expect(html).not.toContain('data-ssr-path');
    expect(html).not.toContain('ssr-state');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps what follows #root in <body> (the development server’s entry script), with the nonce', () => {
    const dev = parseTemplate(
      INDEX.replace('  </body>', '    <script type="module" src="/src/main.tsx"></script>\n  </body>').replace(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        '',
      ),
    );
    const parts = { locale: 'en', head: '', state: null, hydrateAt: null, config: {} };
    for (const html of [dev.render({ ...parts, html: '<h1>X</h1>', hydrateAt: '/' }), dev.render({ ...parts, html: null })]) {
      expect(html).toContain(`<script nonce="${NONCE}" type="module" src="/src/main.tsx"></script>\n  </body>`);
    }
    expect(dev.render({ ...parts, html: null })).toContain('<div id="root">\n      <div class="boot-frame"></div>\n    </div>');
  });

  it('preloads the code only a rendered page runs, on rendered pages only, with the nonce', () => {
    const withPreload = parseTemplate(INDEX, ['/assets/adopt-server-state-x.js']);
    const parts = { locale: 'en', head: '', state: '{"queries":{}}', hydrateAt: '/', config: {} };
    expect(withPreload.render({ ...parts, html: '<h1>X</h1>' })).toContain(
      `<link rel="modulepreload" crossorigin nonce="${NONCE}" href="/assets/adopt-server-state-x.js">`,
    );
    expect(withPreload.render({ ...parts, html: null, state: null, hydrateAt: null })).not.toContain('adopt-server-state');
  });

  it("preloads a shell's own code (its route's and catalogs), with the nonce, and never on a rendered page", () => {
    const parts = { locale: 'en', head: '', state: null, hydrateAt: null, config: {}, code: ['/assets/cart-page-x.js'] };
    const shell = template.render({ ...parts, html: null });
    expect(shell).toContain(`<link rel="modulepreload" crossorigin nonce="${NONCE}" href="/assets/cart-page-x.js">`);
    // In <head>, so the browser asks for it with the entry.
    expect(shell.indexOf('cart-page-x')).toBeLessThan(shell.indexOf('</head>'));
    expect(template.render({ ...parts, html: '<h1>X</h1>' })).not.toContain('cart-page-x');
  });
});

describe('page cache', () => {
  it('keeps the most recently used pages within its byte bound', () => {
    const cache = new PageCache(100, 60_000);
    cache.set('/a', { status: 200, body: 'a'.repeat(40) });
    cache.set('/b', { status: 200, body: 'b'.repeat(40) });
    expect(cache.get('/a')?.body).toHaveLength(40);
    cache.set('/c', { status: 200, body: 'c'.repeat(40) });
    // /b was the least recently used.
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    cache.set('/huge', { status: 200, body: 'x'.repeat(200) });
    expect(cache.get('/huge')).toBeUndefined();
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    expect(cache.get('/a')).toBeUndefined();
  });

  it('does not serve an entry older than its time to live', () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now);
    cache.set('/a', { status: 404, body: 'gone' });
    now = 10;
    expect(cache.get('/a')?.status).toBe(404);
    now = 21;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('settings and small answers', () => {
  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('reads the environment with defaults and names a bad variable', () => {
    const settings = readSettings({ MOCK_URL: 'http://127.0.0.1:9999/' });
    expect(settings).toMatchObject({
      apiUpstream: 'http://127.0.0.1:9999/'.replace(/\/$/, ''),
      port: 3000,
      hsts: false,
      publicOrigin: null,
    });
    expect(readSettings({ API_UPSTREAM: 'https://api.example', HSTS: '1', PUBLIC_ORIGIN: 'https://shop.example/' })).toMatchObject({
      apiUpstream: 'https://api.example',
      hsts: true,
      publicOrigin: 'https://shop.example',
    });
    expect(() => readSettings({ SERVER_PORT: 'eighty' })).toThrow(/SERVER_PORT/);
    expect(() => readSettings({ PUBLIC_ORIGIN: 'https://shop.example/path' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('keeps crawlers out of member pages in every locale and names the sitemap', () => {
    const robots = robotsTxt('https://shop.example');
    expect(robots).toContain('Disallow: /users/\n');
    expect(robots).toContain('Disallow: /zh-CN/order/\n');
    expect(robots).toContain('Disallow: /lo/login\n');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});
