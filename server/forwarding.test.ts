import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from './app';
import { readSettings } from './config';
import { writeTestBuild } from './test-build';

/**
 * What the /api/ proxy tells the backend about the shopper's origin (docs/backend-wire.md, Absolute URLs): the
 * origin of PUBLIC_ORIGIN when it is set, as the server's own data requests say while it renders; else the request's
 * own. A build of its own (server/test-build.ts, with an entry that renders nothing) and an upstream that echoes what
 * it was sent keep this test apart from `npm run build`.
 */
let dir = '';
let upstream: Server;
let upstreamUrl = '';
const seen: IncomingHttpHeaders[] = [];
const paths: string[] = [];

beforeAll(async () => {
  dir = writeTestBuild(
    'forwarding',
    "export const configure = async () => {};\nexport const render = async () => ({ kind: 'redirect', location: '/' });\n",
  );
  upstream = createServer((request, response) => {
    seen.push(request.headers);
    paths.push(request.url ?? '');
    response.setHeader('content-type', 'application/json');
    response.end('{"code":200,"message":"","data":null}');
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const address = upstream.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

async function forwardedBy(env: Record<string, string>, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off', ...env });
  const { app } = await createStorefront(settings);
  try {
    seen.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/api/front/index/paycurrency', headers });
    expect(answer.statusCode).toBe(200);
    const sent = seen[0];
    if (!sent) throw new Error('nothing reached the upstream');
    return sent;
  } finally {
    await app.close();
  }
}

describe('the /api/ proxy', () => {
  it('names the public origin to the backend when PUBLIC_ORIGIN is set, whatever Host the request came with', async () => {
    const sent = await forwardedBy({ PUBLIC_ORIGIN: 'https://shop.example' }, { host: 'origin.internal:3000' });
    expect({ host: sent['x-forwarded-host'], proto: sent['x-forwarded-proto'] }).toEqual({ host: 'shop.example', proto: 'https' });
  });

  it('names the request’s own origin without it', async () => {
    const sent = await forwardedBy({}, { host: 'staging.test:8443' });
    expect({ host: sent['x-forwarded-host'], proto: sent['x-forwarded-proto'] }).toEqual({ host: 'staging.test:8443', proto: 'http' });
  });
});

describe('what the server forwards', () => {
  it('the API, the mock’s pictures and its stand-in sign-in and payment pages; not the mock’s QA controls', async () => {
    const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off' });
    const { app } = await createStorefront(settings);
    try {
      paths.length = 0;
      const forwarded = ['/api/front/index/paycurrency', '/mock-images/p/1.svg', '/__mock/oauth/twitter?x=1', '/__mock/pay/paypal/approve'];
      for (const url of forwarded) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      expect(paths).toEqual(forwarded);
      for (const url of ['/__mock/reset', '/__mock/faults', '/__mock/clock']) {
        const answer = await app.inject({ method: 'POST', url, payload: {} });
        expect(answer.statusCode, url).not.toBe(200);
      }
      expect(paths).toEqual(forwarded);
    } finally {
      await app.close();
    }
  });
});
