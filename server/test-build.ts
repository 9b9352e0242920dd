import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { createStorefront, type Storefront } from './app';
import { readSettings } from './config';

/**
 * A build of its own for a server test, in a new temporary folder (the caller removes it): the smallest index.html
 * the server's template takes (the early-requests script, the charset, a title, #root), a config naming the page's
 * own origin as the API, and `entryServer` as the server entry's source (plain JavaScript; the address of a request is
 * the request's own unless it exports its `pageAddress`), so the test is apart from `npm run build`. Answers the
 * folder, to give as WEB_OUT_DIR and SERVER_OUT_DIR.
 */
export function writeTestBuild(name: string, entryServer: string): string {
  const dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script>window.early=1</script>\n    <meta charset="UTF-8" />\n    <title>Mall</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  writeFileSync(join(dir, 'config.json'), '{"apiBase":""}');
  // The server asks the entry for the address it renders (web/src/app/ssr/page-query.ts): the request's, unless the
  // test's entry says otherwise.
  const address = /\bexport const pageAddress\b/.test(entryServer) ? '' : '\nexport const pageAddress = (url) => url;\n';
  writeFileSync(join(dir, 'entry-server.js'), `${entryServer}${address}`);
  return dir;
}

/**
 * Storefronts over a test build (`dirOf()`, read when one is made), each closed after its test: the settings are the
 * build's folders, a backend that is never reached and no log, with `env` on top.
 */
export function testStorefronts(dirOf: () => string): (env?: Record<string, string>) => Promise<Storefront> {
  let opened: Storefront[] = [];
  afterEach(async () => {
    await Promise.all(opened.map((storefront) => storefront.app.close()));
    opened = [];
  });
  return async (env = {}) => {
    const dir = dirOf();
    const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: 'http://127.0.0.1:9', SERVER_LOG: 'off', ...env });
    const storefront = await createStorefront(settings);
    opened.push(storefront);
    return storefront;
  };
}
