import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStorefronts, writeTestBuild } from './test-build';

/**
 * Where the backend's pictures come from, learned from the pages the server renders (server/app.ts;
 * docs/adr/0019-server-rendering.md, "Where pictures come from"). A build of its own: member paths are the shell, any
 * other path a page showing the picture its `img` parameter names.
 */
let dir = '';

beforeAll(() => {
  dir = writeTestBuild(
    'pictures',
    [
      'export const configure = async () => {};',
      'export const render = async ({ url }) => {',
      "  const [path, query = ''] = url.split('?');",
      "  const code = { routes: [], locales: ['en'], namespaces: [] };",
      "  if (path.startsWith('/users/')) return { kind: 'page', status: 200, locale: 'en', html: null, state: null, hydratable: false,",
      "    head: '<title>Member</title>', indexable: false, path, undeclared: [], code };",
      "  const img = new URLSearchParams(query).get('img');",
      '  const html = `<main><h1>${path}</h1>${img ? `<img alt="" src="${img.replace(/&/g, \'&amp;\')}">` : \'\'}</main>`;',
      "  return { kind: 'page', status: 200, locale: 'en', html, state: null, hydratable: true, head: '<title>Page</title>', indexable: true,",
      '    path, undeclared: [], code };',
      '};',
    ].join('\n'),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const open = testStorefronts(() => dir);

async function storefront(env: Record<string, string> = {}) {
  const { app, retarget } = await open(env);
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { host: 'shop.test' } })).body;
  return { app, get, retarget };
}

const preconnect = (html: string): string[] => [...html.matchAll(/<link rel="preconnect" href="([^"]*)">/g)].map((match) => match[1] ?? '');

describe('where pictures come from', () => {
  it('a shell connects early to the origin the rendered pages’ pictures come from, once a page has shown one', async () => {
    const { get, retarget } = await storefront();
    expect(preconnect(await get('/users/order_list'))).toEqual([]);
    await get(`/goods_detail/1?img=${encodeURIComponent('https://img.example/p/1.jpg?w=1&h=2')}`);
    const shell = await get('/users/order_list');
    expect(preconnect(shell)).toEqual(['https://img.example']);
    // Before the stylesheet and the entry: the connection is made while they load.
    expect(shell.indexOf('rel="preconnect"')).toBeLessThan(shell.indexOf('<title>'));
    // A picture of the page's own origin, or named by a path, changes nothing; a rendered page names its own pictures.
    await get('/goods_detail/2?img=http%3A%2F%2Fshop.test%2Fp%2F2.jpg');
    const page = await get('/goods_detail/3?img=%2Fp%2F3.jpg');
    expect(preconnect(page)).toEqual([]);
    expect(preconnect(await get('/users/order_list'))).toEqual(['https://img.example']);
    // Another backend: learned afresh.
    await retarget({ config: { apiBase: '' }, apiUpstream: 'http://127.0.0.1:9' });
    expect(preconnect(await get('/users/order_list'))).toEqual([]);
  });

  it('only an origin IMG_ORIGINS lists, when it is set (the CSP allows no other)', async () => {
    const { get } = await storefront({ IMG_ORIGINS: 'https://cdn.example' });
    await get(`/goods_detail/1?img=${encodeURIComponent('https://img.example/p/1.jpg')}`);
    expect(preconnect(await get('/users/order_list'))).toEqual([]);
    await get(`/goods_detail/2?img=${encodeURIComponent('https://cdn.example/p/2.jpg')}`);
    expect(preconnect(await get('/users/order_list'))).toEqual(['https://cdn.example']);
  });

  it('a 103 names it with the stylesheet and the entry, and so does a page’s Link', async () => {
    const { app, get } = await storefront({ EARLY_HINTS: '1' });
    await get(`/goods_detail/1?img=${encodeURIComponent('https://img.example/p/1.jpg')}`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const hints: string[] = [];
    const sent = httpRequest({ host: '127.0.0.1', port, path: '/goods_detail/9', headers: { host: 'shop.test' } });
    sent.on('information', (info) => {
      if (info.statusCode === 103) hints.push(String(info.headers.link));
    });
    sent.end();
    const [answer] = (await once(sent, 'response')) as [IncomingMessage];
    answer.resume();
    expect(hints).toHaveLength(1);
    expect(hints[0]).toContain('<https://img.example>; rel=preconnect');
    expect(String(answer.headers.link)).toContain('<https://img.example>; rel=preconnect');
  });
});
