import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from './app';
import { readSettings } from './config';

/**
 * Which requests share a kept page (server/app.ts; docs/adr/0019-server-rendering.md, the page cache). A build of its
 * own: an entry that renders the URL it is given as the page and counts its renders, so the test sees what was
 * rendered and how often, apart from `npm run build`.
 */
let dir = '';
let close: (() => Promise<void>) | null = null;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-page-keys-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script>window.early=1</script>\n    <meta charset="UTF-8" />\n    <title>Mall</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  writeFileSync(join(dir, 'config.json'), '{"apiBase":""}');
  writeFileSync(
    join(dir, 'entry-server.js'),
    [
      'globalThis.__renders = [];',
      'export const configure = async () => {};',
      'export const render = async ({ url }) => {',
      '  globalThis.__renders.push(url);',
      "  const path = url.split('?')[0];",
      "  return { kind: 'page', status: 200, locale: 'en', html: `<h1>${url.replace(/&/g, '&amp;')}</h1>`, state: null, hydratable: true,",
      "    head: '<title>Page</title>', indexable: true, path, undeclared: [], code: { routes: [], locales: ['en'], namespaces: [] } };",
      '};',
    ].join('\n'),
  );
});
afterEach(async () => {
  await close?.();
  close = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const renders = (): string[] => (globalThis as { __renders?: string[] }).__renders ?? [];

async function storefront() {
  const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: 'http://127.0.0.1:9', SERVER_LOG: 'off' });
  const { app } = await createStorefront(settings);
  close = () => app.close();
  renders().length = 0;
  return async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
    return { status: answer.statusCode, cache: answer.headers['x-page-cache'], body: answer.body };
  };
}

describe('the page cache’s keys', () => {
  it('a shared link’s tracking parameters name no page of their own: each click is the kept page, rendered without them', async () => {
    const get = await storefront();
    const first = await get('/goods_detail/1?fbclid=IwAR0one&utm_source=facebook');
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(first.body).toContain('<h1>/goods_detail/1</h1>');
    expect(first.body).not.toMatch(/fbclid|utm_source/);
    for (const url of ['/goods_detail/1?fbclid=IwAR0two', '/goods_detail/1?gclid=abc&utm_medium=cpc', '/goods_detail/1'])
      expect(await get(url), url).toMatchObject({ status: 200, cache: 'hit' });
    expect(renders()).toEqual(['/goods_detail/1']);
  });

  it('any other parameter is part of the page: kept apart, rendered with it, in its own order and spelling', async () => {
    const get = await storefront();
    expect(await get('/goods/goods_search?cid=2&utm_campaign=sale&page=2')).toMatchObject({ cache: 'miss' });
    expect(await get('/goods/goods_search?cid=2&page=2')).toMatchObject({ cache: 'hit' });
    expect(await get('/goods/goods_search?page=2&cid=2')).toMatchObject({ cache: 'miss' });
    expect(await get('/goods/goods_search?cid=3&page=2&fbclid=x')).toMatchObject({ cache: 'miss' });
    expect(renders()).toEqual(['/goods/goods_search?cid=2&page=2', '/goods/goods_search?page=2&cid=2', '/goods/goods_search?cid=3&page=2']);
  });
});
