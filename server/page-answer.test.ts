import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../web/src/app/ssr/entry-server';
import { answerPage, keepPage, keptPageBytes, missingFileAnswer, namesAFile, notModified, pageFromRender } from './page-answer';
import { parseTemplate } from './template';

const template = parseTemplate(`<!doctype html>
<html lang="en">
  <head>
    <script>window.early=1</script>
    <title>Mall</title>
  </head>
  <body>
    <div id="root"><div class="boot-frame"></div></div>
  </body>
</html>
`);

const rendered = (over: Partial<Extract<RenderResult, { kind: 'page' }>>): RenderResult => ({
  kind: 'page',
  status: 200,
  locale: 'fr',
  html: '<h1>Produit</h1>',
  state: { queries: [], mutations: [] },
  hydratable: true,
  head: '<title>Produit</title>',
  indexable: true,
  path: '/goods_detail/1',
  undeclared: [],
  code: { routes: [4], locales: ['fr', 'en'], namespaces: ['common', 'products'] },
  ...over,
});

const caching = { sMaxAge: 60, staleWhileRevalidate: 600 };

describe('a render result as a page', () => {
  it('puts a complete public page in the template, adoptable at the request’s own path and query, cacheable everywhere', () => {
    const outcome = pageFromRender(rendered({}), template, { apiBase: '' }, '/fr/goods_detail/1?reviewPage=2');
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.cacheable).toBe(true);
    expect(outcome.page).toMatchObject({ status: 200, indexable: true });
    expect(outcome.page.body).toContain('<html lang="fr">');
    expect(outcome.page.body).toContain(
      '<div id="root" data-ssr-path="/fr/goods_detail/1" data-ssr-search="?reviewPage=2"><h1>Produit</h1></div>',
    );

    const answer = answerPage(outcome.page, caching);
    expect(answer).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    // The inline scripts a rendered page runs (its config, the session mark), by their hashes; the page itself is
    // the same every time.
    const inline = [...answer.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(2);
    expect(inline[0]).toContain('window.__mallConfig');
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(answer.headers['content-security-policy']).toContain(`; script-src 'self' ${hashes.join(' ')} https://`);
    expect(outcome.page.scriptHashes).toEqual(hashes);
    expect(answer.headers['content-security-policy']).not.toContain('nonce');
    expect(answer.body).toBe(outcome.page.body);
    expect(answerPage(outcome.page, caching)).toEqual(answer);
  });

  it('tags a page by its HTML, and tells when a client already has it', () => {
    const one = pageFromRender(rendered({}), template, {}, '/fr/goods_detail/1');
    const again = pageFromRender(rendered({}), template, {}, '/fr/goods_detail/1');
    const other = pageFromRender(rendered({ html: '<h1>Autre</h1>' }), template, {}, '/fr/goods_detail/1');
    if (one.kind !== 'page' || again.kind !== 'page' || other.kind !== 'page') throw new Error('expected pages');
    const { etag } = one.page;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(again.page.etag).toBe(etag);
    expect(other.page.etag).not.toBe(etag);
    expect(answerPage(one.page, caching).headers.etag).toBe(etag);

    expect(notModified(one.page, etag)).toBe(true);
    expect(notModified(one.page, `W/"old", ${etag.slice(2)}`)).toBe(true);
    expect(notModified(one.page, '*')).toBe(true);
    expect(notModified(one.page, other.page.etag)).toBe(false);
    expect(notModified(one.page, undefined)).toBe(false);
    // A 404 is answered whole, whatever the client holds.
    expect(notModified({ ...one.page, status: 404 }, etag)).toBe(false);
  });

  it('lets the page call the backend its config names, and only that one besides its own origin and the providers', () => {
    const connect = (config: unknown) => {
      const outcome = pageFromRender(rendered({}), template, config, '/');
      if (outcome.kind !== 'page') throw new Error('expected a page');
      const policy = answerPage(outcome.page, caching).headers['content-security-policy'] ?? '';
      return policy.split('; ').find((directive) => directive.startsWith('connect-src ')) ?? '';
    };
    expect(connect({ apiBase: 'https://api.shop.example/front/' })).toBe(
      "connect-src 'self' https://api.shop.example https://api.stripe.com https://accounts.google.com https://*.facebook.com",
    );
    expect(connect({ apiBase: 'http://127.0.0.1:4010' })).toContain("connect-src 'self' http://127.0.0.1:4010 https://api.stripe.com");
    // The page's own origin (the server forwards /api/), or no usable address: 'self' alone, never a scheme.
    for (const config of [{ apiBase: '' }, { apiBase: '/api' }, { apiBase: 'javascript:alert(1)' }, {}, null]) {
      expect(connect(config)).toBe("connect-src 'self' https://api.stripe.com https://accounts.google.com https://*.facebook.com");
    }
  });

  it('allows pictures from any host unless the deployment lists its picture hosts: then those, its own origin and the backend’s', () => {
    const images = (config: unknown, imageOrigins?: string[] | null) => {
      const outcome = pageFromRender(rendered({}), template, config, '/');
      if (outcome.kind !== 'page') throw new Error('expected a page');
      const policy = answerPage(outcome.page, { ...caching, imageOrigins }).headers['content-security-policy'] ?? '';
      return policy.split('; ').find((directive) => directive.startsWith('img-src ')) ?? '';
    };
    expect(images({ apiBase: 'https://api.shop.example' })).toBe("img-src 'self' data: blob: https: http:");
    expect(images({ apiBase: 'https://api.shop.example' }, null)).toBe("img-src 'self' data: blob: https: http:");
    expect(images({ apiBase: 'https://api.shop.example' }, ['https://*.cdn.example'])).toBe(
      "img-src 'self' data: blob: https://api.shop.example https://*.cdn.example",
    );
    expect(images({ apiBase: '/api' }, ['https://img.shop.example'])).toBe("img-src 'self' data: blob: https://img.shop.example");
  });

  it('lists the shell’s early script by its hash too', () => {
    const shell = pageFromRender(rendered({ html: null, state: null, hydratable: false, indexable: false }), template, {}, '/users/x');
    if (shell.kind !== 'page') throw new Error('expected a page');
    const early = `'sha256-${createHash('sha256').update('window.early=1').digest('base64')}'`;
    expect(shell.page.scriptHashes).toHaveLength(2);
    expect(shell.page.scriptHashes).toContain(early);
  });

  it('keeps a page with its brotli and gzip forms, counted in its size, and a small one as it is', async () => {
    const outcome = pageFromRender(rendered({ html: `<p>${'Produit '.repeat(200)}</p>` }), template, {}, '/');
    if (outcome.kind !== 'page') throw new Error('expected a page');
    const kept = await keepPage(outcome.page);
    const { br, gzip } = kept.encoded;
    if (!br || !gzip) throw new Error('expected both forms');
    expect(brotliDecompressSync(br).toString()).toBe(outcome.page.body);
    expect(gunzipSync(gzip).toString()).toBe(outcome.page.body);
    expect(keptPageBytes(kept)).toBe(Buffer.byteLength(outcome.page.body) + br.length + gzip.length);

    const small = await keepPage({ status: 404, body: 'gone', scriptHashes: [], apiOrigin: null, etag: 'W/"g"', indexable: false });
    expect(small.encoded).toEqual({});
    expect(keptPageBytes(small)).toBe(4);
  });

  it('keeps the server’s state from ending its script early', () => {
    const state = { queries: [], mutations: [], note: '</script><script>alert(1)</script>' } as unknown as Extract<
      RenderResult,
      { kind: 'page' }
    >['state'];
    const outcome = pageFromRender(rendered({ state }), template, {}, '/');
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.page.body).toContain('"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
  });

  it('does not let the client adopt, nor any cache keep, a page that missed data, and says so in its status', () => {
    const outcome = pageFromRender(rendered({ status: 503, hydratable: false }), template, {}, '/');
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.cacheable).toBe(false);
    expect(outcome.page.body).toContain('<div id="root" data-ssr-search=""><h1>Produit</h1></div>');
    const answer = answerPage(outcome.page, caching);
    // The same page, for the client to fill in; a crawler is asked to come back, a CDN keeps nothing.
    expect(answer.status).toBe(503);
    expect(answer.body).toBe(outcome.page.body);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(answer.headers.etag).toBeUndefined();
    expect(notModified(outcome.page, outcome.page.etag)).toBe(false);
    // A failed render's shell alike.
    const shell = pageFromRender(rendered({ status: 503, html: null, state: null, hydratable: false }), template, {}, '/');
    if (shell.kind !== 'page') throw new Error('expected a page');
    expect([shell.cacheable, answerPage(shell.page, caching).headers['cache-control']]).toEqual([false, 'no-store']);
  });

  it('gives a member page the private shell, and a 404 a status a CDN may keep', () => {
    const shell = pageFromRender(rendered({ html: null, state: null, hydratable: false, indexable: false }), template, {}, '/users/x');
    if (shell.kind !== 'page') throw new Error('expected a page');
    expect(shell.cacheable).toBe(false);
    expect(shell.page.body).toContain('<div id="root"><div class="boot-frame"></div></div>');
    expect(answerPage(shell.page, caching).headers['cache-control']).toBe('private, no-cache');

    const missing = pageFromRender(rendered({ status: 404, hydratable: false, indexable: false, state: null }), template, {}, '/x');
    if (missing.kind !== 'page') throw new Error('expected a page');
    expect(missing.cacheable).toBe(true);
    const answer = answerPage(missing.page, caching);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/);
  });

  it('passes a redirect on as a permanent one, to a path of this site only', () => {
    expect(pageFromRender({ kind: 'redirect', location: '/zh-CN' }, template, {}, '/zh-cn/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/zh-CN',
    });
    for (const elsewhere of ['//evil.com', '/\\evil.com', 'https://evil.com/', 'evil.com']) {
      expect(pageFromRender({ kind: 'redirect', location: elsewhere }, template, {}, '/x')).toMatchObject({ location: '/' });
    }
  });
});

describe('a path that names a file', () => {
  it('is one whose last segment ends in a file’s extension, whatever the case; a dot elsewhere is not', () => {
    for (const path of ['/wp-login.php', '/.env', '/x/apple-touch-icon-152x152.png', '/ads.txt', '/a/B.JSON', '/backup.tar']) {
      expect({ path, file: namesAFile(path) }).toEqual({ path, file: true });
    }
    for (const path of ['/', '/goods_detail/1.5', '/a.php/page', '/users/order_list', '/middlewares/about_us', '/v1.2/x']) {
      expect({ path, file: namesAFile(path) }).toEqual({ path, file: false });
    }
  });

  it('when missing, gets a short 404 a CDN may keep as long as a 404 page', () => {
    expect(missingFileAnswer(caching)).toEqual({
      status: 404,
      type: 'text/plain; charset=utf-8',
      headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' },
      body: 'Not found\n',
    });
  });
});
