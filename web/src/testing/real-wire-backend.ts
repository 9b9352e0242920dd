import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { realWireRoute } from '@contract';

/** The fixtures' folder (tests run from the repository's root). */
const FIXTURES = join(process.cwd(), 'contract/fixtures/real-wire');

/** A fixture name per contract route (`{ 'products.detail': 'products.detail.single-spec' }`), or one by request URL. */
export type RealWireVariants = Record<string, string | ((url: URL) => string)>;

/**
 * The real backend at `origin`, as its answers are written in contract/fixtures/real-wire (docs/backend-wire.md), for
 * the server renderer's tests: msw intercepts the process's fetch to that origin and answers each request with the
 * fixture of its contract route (a `variants` entry picks another file). A request no fixture answers gets the
 * backend's answer to an unknown path (HTTP 404) and is listed in `unserved`, so a test can tell that a page read
 * nothing the fixtures leave out. The browser's counterpart is e2e/fixtures/real-wire.ts.
 */
export function setupRealWireBackend(origin: string, variants: RealWireVariants = {}): { unserved: string[] } {
  const unserved: string[] = [];
  const server = setupServer(
    http.all(`${origin}/*`, ({ request }) => {
      const url = new URL(request.url);
      const route = realWireRoute(request.method, url.pathname);
      const variant = route === undefined ? undefined : variants[route];
      const name = typeof variant === 'function' ? variant(url) : (variant ?? route);
      const file = name === undefined ? '' : join(FIXTURES, `${name}.json`);
      if (name === undefined || !existsSync(file)) {
        unserved.push(`${request.method} ${url.pathname}${url.search}`);
        return HttpResponse.json(
          { code: 404, message: `No real-wire fixture for ${request.method} ${url.pathname}`, data: null },
          { status: 404 },
        );
      }
      return new HttpResponse(readFileSync(file, 'utf8'), { headers: { 'content-type': 'application/json' } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return { unserved };
}
