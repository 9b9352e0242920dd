import { describe, expect, it } from 'vitest';
import type { RenderResult } from '../web/src/app/ssr/entry-server';
import { answerPage, pageFromRender } from './page-answer';
import { NONCE, parseTemplate } from './template';

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
  it('puts a complete public page in the template, adoptable at the request’s own path, cacheable everywhere', () => {
    const outcome = pageFromRender(rendered({}), template, { apiBase: '' }, '/fr/goods_detail/1?from=home');
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.cacheable).toBe(true);
    expect(outcome.page).toMatchObject({ status: 200, indexable: true });
    expect(outcome.page.body).toContain('<html lang="fr">');
    expect(outcome.page.body).toContain('<div id="root" data-ssr-path="/fr/goods_detail/1"><h1>Produit</h1></div>');
    expect(outcome.page.body).toContain(`nonce="${NONCE}"`);

    const answer = answerPage(outcome.page, 'abc', caching);
    expect(answer).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(answer.headers['content-security-policy']).toContain("'nonce-abc'");
    expect(answer.body).not.toContain(NONCE);
    expect(answer.body).toContain('nonce="abc"');
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

  it('does not let the client adopt, nor a cache keep, a page that missed data', () => {
    const outcome = pageFromRender(rendered({ hydratable: false }), template, {}, '/');
    if (outcome.kind !== 'page') throw new Error('expected a page');
    expect(outcome.cacheable).toBe(false);
    expect(outcome.page.body).toContain('<div id="root"><h1>Produit</h1></div>');
  });

  it('gives a member page the private shell, and a 404 a status a CDN may keep', () => {
    const shell = pageFromRender(rendered({ html: null, state: null, hydratable: false, indexable: false }), template, {}, '/users/x');
    if (shell.kind !== 'page') throw new Error('expected a page');
    expect(shell.cacheable).toBe(false);
    expect(shell.page.body).toContain('<div id="root"><div class="boot-frame"></div></div>');
    expect(answerPage(shell.page, 'n', caching).headers['cache-control']).toBe('private, no-cache');

    const missing = pageFromRender(rendered({ status: 404, hydratable: false, indexable: false, state: null }), template, {}, '/x');
    if (missing.kind !== 'page') throw new Error('expected a page');
    expect(missing.cacheable).toBe(true);
    const answer = answerPage(missing.page, 'n', caching);
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=60/);
  });

  it('passes a redirect on as a permanent one', () => {
    expect(pageFromRender({ kind: 'redirect', location: '/zh-CN/' }, template, {}, '/zh-cn/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/zh-CN/',
    });
  });
});
