import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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
/** Requests whose client went away before their body was whole. */
const abandoned: string[] = [];
/** The bodies the upstream received whole. */
const bodies: string[] = [];
/** A page of products as the backend answers it: JSON well over the size worth compressing. */
const productsJson = JSON.stringify({
  code: 200,
  message: '',
  data: { list: Array.from({ length: 40 }, (_, id) => ({ id, storeName: `Product ${id}`, price: '19.90' })) },
});
/** Lets the upstream's `/api/answer/stream` send the rest of its answer. */
let releaseStream = () => {};
/** Answers of `/api/answer/*` whose shopper went away before they ended: the upstream saw them closed. */
const answersClosed: string[] = [];

/** The connection `/api/answer/warm` last answered on, and the calls of `/api/answer/cut` (on it, or on another). */
let lastKept: object | null = null;
const cutCalls: string[] = [];
/** Connections `/api/answer/kept` has answered on. */
const answeredOn = new WeakSet<object>();

/** The upstream's answers for the proxy's answer tests, by path; false when the path is not one of them. */
function answerTest(request: IncomingMessage, response: ServerResponse): boolean {
  const path = request.url ?? '';
  if (!path.startsWith('/api/answer/')) return false;
  request.resume();
  response.on('close', () => {
    if (!response.writableEnded) answersClosed.push(path);
  });
  if (path === '/api/answer/plain') {
    response.writeHead(200, { 'content-type': 'application/json', etag: '"v1"', vary: 'Origin' });
    response.end(productsJson);
  } else if (path === '/api/answer/gzip') {
    const packed = gzipSync(productsJson);
    response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': packed.length });
    response.end(packed);
  } else if (path === '/api/answer/small') {
    const small = '{"code":200,"message":"","data":null}';
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': small.length });
    response.end(small);
  } else if (path === '/api/answer/cookies') {
    response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"code":200,"message":"","data":null}');
  } else if (path === '/api/answer/kept') {
    // Answered on a new connection; a connection kept from an earlier call is closed as this request arrives.
    if (answeredOn.has(request.socket)) {
      request.socket.destroy();
      return true;
    }
    answeredOn.add(request.socket);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"code":200,"message":"","data":null}');
  } else if (path === '/api/answer/cut') {
    // The beginning of an answer, then the connection reset (as a backend that fails halfway does).
    cutCalls.push(request.socket === lastKept ? 'kept' : 'new');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"code":200,', () => request.socket.resetAndDestroy());
  } else if (path === '/api/answer/warm') {
    lastKept = request.socket;
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': 2 });
    response.end('{}');
  } else if (path === '/api/answer/stream') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"code":200,"message":"","data":');
    releaseStream = () => response.end('null}');
  } else {
    // `/api/answer/stall`: the beginning of an answer, then nothing.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"code":200,');
  }
  return true;
}

beforeAll(async () => {
  dir = writeTestBuild(
    'forwarding',
    "export const configure = async () => {};\nexport const render = async () => ({ kind: 'redirect', location: '/' });\n",
  );
  upstream = createServer((request, response) => {
    if (answerTest(request, response)) return;
    seen.push(request.headers);
    paths.push(request.url ?? '');
    // As a backend reads a request's JSON: the answer once the whole body is in (never, for `/never`).
    request.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString());
      if (request.url?.includes('/never')) return;
      response.setHeader('content-type', 'application/json');
      response.end('{"code":200,"message":"","data":null}');
    });
    request.on('close', () => {
      if (!request.complete) abandoned.push(request.url ?? '');
    });
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
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

/** A storefront over the test build whose backend is the echoing upstream, with `env` on top of that. */
async function storefront(env: Record<string, string> = {}) {
  return createStorefront(readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off', ...env }));
}

async function forwardedBy(env: Record<string, string>, headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  const { app } = await storefront(env);
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

describe('the shopper’s address', () => {
  const claimed = {
    'x-forwarded-for': '192.0.2.99',
    'x-real-ip': '192.0.2.98',
    forwarded: 'for=192.0.2.97',
    'proxy-client-ip': '192.0.2.96',
    'wl-proxy-client-ip': '192.0.2.95',
  };
  const told = (sent: IncomingHttpHeaders) => ({
    forwardedFor: sent['x-forwarded-for'],
    realIp: sent['x-real-ip'],
    others: ['forwarded', 'proxy-client-ip', 'wl-proxy-client-ip'].filter((name) => sent[name] !== undefined),
  });

  it('is the connection’s in both headers the backend reads, whatever the request claims', async () => {
    const sent = await forwardedBy({}, claimed);
    expect(told(sent)).toEqual({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1', others: [] });
  });

  it('behind TRUST_PROXY_HOPS proxies, the one the nearest of them were reached from', async () => {
    const sent = await forwardedBy({ TRUST_PROXY_HOPS: '1' }, { ...claimed, 'x-forwarded-for': '192.0.2.99, 203.0.113.5' });
    expect(told(sent)).toEqual({ forwardedFor: '203.0.113.5', realIp: '203.0.113.5', others: [] });
  });
});

describe('what the server forwards', () => {
  it('the API, the mock’s pictures and its stand-in sign-in and payment pages; not the mock’s QA controls', async () => {
    const { app } = await storefront();
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

describe('a method a page does not take', () => {
  it('is 405 naming GET and HEAD on pages, files and the health check; the API takes it', async () => {
    const { app } = await storefront();
    try {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
        for (const url of ['/', '/goods_detail/1', '/robots.txt', '/config.json', '/healthz']) {
          const answer = await app.inject({ method, url });
          expect({ method, url, status: answer.statusCode, allow: answer.headers.allow }).toEqual({
            method,
            url,
            status: 405,
            allow: 'GET, HEAD',
          });
          expect(answer.body).toBe(`Method not allowed: ${method}\n`);
        }
      }
      paths.length = 0;
      expect((await app.inject({ method: 'DELETE', url: '/api/front/cart/delete' })).statusCode).toBe(200);
      expect(paths).toEqual(['/api/front/cart/delete']);
    } finally {
      await app.close();
    }
  });
});

describe('a file of the build that is not there', () => {
  it('is a plain 404 under /assets/ that no cache keeps: another copy, on a newer build, may have it', async () => {
    const { app } = await storefront();
    try {
      const answer = await app.inject({ method: 'GET', url: '/assets/index-0123abc.js' });
      expect({ status: answer.statusCode, cache: answer.headers['cache-control'], body: answer.body }).toEqual({
        status: 404,
        cache: 'no-store',
        body: 'Not found\n',
      });
    } finally {
      await app.close();
    }
  });
});

describe('a file that is not there', () => {
  it('is a plain 404 a CDN keeps as it keeps a 404 page, with no render: a scanner’s /wp-login.php, a phone’s icon', async () => {
    const { app } = await storefront({ PAGE_S_MAXAGE: '7' });
    try {
      for (const url of ['/wp-login.php', '/.env', '/zh-CN/apple-touch-icon-120x120.png', '/ads.txt?x=1', '/a/b/c.JSON']) {
        const answer = await app.inject({ method: 'GET', url });
        expect({ url, status: answer.statusCode, type: answer.headers['content-type'], body: answer.body }).toEqual({
          url,
          status: 404,
          type: 'text/plain; charset=utf-8',
          body: 'Not found\n',
        });
        expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=7, stale-while-revalidate=600');
        expect(answer.headers['x-page-cache']).toBeUndefined();
      }
      // A page's address with another dot is still a page: rendered (this build's entry answers every page with a
      // move home).
      const page = await app.inject({ method: 'GET', url: '/goods_detail/1.5' });
      expect(page.headers.location).toBe('/');
    } finally {
      await app.close();
    }
  });
});

describe('the well-known address for changing a password', () => {
  it('moves a password manager on to the profile, where the password is changed', async () => {
    const { app } = await storefront();
    try {
      for (const method of ['GET', 'HEAD'] as const) {
        const answer = await app.inject({ method, url: '/.well-known/change-password' });
        expect({ method, status: answer.statusCode, location: answer.headers.location }).toEqual({
          method,
          status: 302,
          location: '/users/user_info',
        });
      }
    } finally {
      await app.close();
    }
  });
});

describe('the sitemap when the backend cannot give its lists', () => {
  it('is 503 with Retry-After that no cache keeps, whether the backend is down or answers something else', async () => {
    // Down: nothing listens on port 9. Something else: this upstream answers every call `data: null`.
    const backends: Record<string, string>[] = [{ API_UPSTREAM: 'http://127.0.0.1:9' }, {}];
    for (const env of backends) {
      const { app } = await storefront(env);
      try {
        for (const url of ['/sitemap.xml', '/sitemap-products-1.xml', '/sitemap-categories-1.xml']) {
          const answer = await app.inject({ method: 'GET', url });
          expect({ url, status: answer.statusCode, cache: answer.headers['cache-control'], retry: answer.headers['retry-after'] }).toEqual({
            url,
            status: 503,
            cache: 'no-store',
            retry: '10',
          });
          expect(answer.body).toBe('The sitemap is not available now; try again later.\n');
        }
      } finally {
        await app.close();
      }
    }
  });
});

describe('a request that never finishes arriving', () => {
  /** Sends the headers of a POST and a third of its body, then nothing: what the server answers, within `waitMs`. */
  async function trickle(env: Record<string, string>, waitMs: number): Promise<{ answer: string; closed: boolean }> {
    const { app } = await storefront(env);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const socket = connect(typeof address === 'object' && address ? address.port : 0, '127.0.0.1');
    try {
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      const closed = new Promise<true>((resolve) => socket.once('close', () => resolve(true)));
      await once(socket, 'connect');
      socket.write(
        'POST /api/front/cart/save HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 30\r\n\r\n{"productId":',
      );
      const waited = new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs));
      const ended = await Promise.race([closed, waited]);
      return { answer, closed: ended };
    } finally {
      socket.destroy();
      await app.close();
    }
  }

  it('gets 408 and its connection closed once REQUEST_TIMEOUT_MS has passed, and its request to the backend ends', async () => {
    abandoned.length = 0;
    const { answer, closed } = await trickle({ REQUEST_TIMEOUT_MS: '300' }, 5_000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    // The forwarded request, its body streamed as it came, is abandoned with it rather than left to API_TIMEOUT_MS.
    await expect.poll(() => abandoned).toEqual(['/api/front/cart/save']);
  });

  it('is waited for without a limit when REQUEST_TIMEOUT_MS is 0 (a front bounds it)', async () => {
    const { answer, closed } = await trickle({ REQUEST_TIMEOUT_MS: '0' }, 1_000);
    expect({ answer, closed }).toEqual({ answer: '', closed: false });
  });
});

describe('the deadline of a forwarded request', () => {
  /** A POST through a listening server, its body sent in `parts` pieces `gapMs` apart: the status and the time taken. */
  async function post(env: Record<string, string>, path: string, parts: string[], gapMs: number): Promise<{ status: number; ms: number }> {
    const { app } = await storefront(env);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const started = Date.now();
    try {
      return await new Promise((resolve, reject) => {
        const sent = httpRequest(
          {
            host: '127.0.0.1',
            port: typeof address === 'object' && address ? address.port : 0,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(parts.join('')) },
          },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve({ status: answer.statusCode ?? 0, ms: Date.now() - started }));
          },
        );
        sent.on('error', reject);
        const next = (index: number) => {
          const part = parts[index];
          if (part === undefined) return void sent.end();
          sent.write(part);
          setTimeout(() => next(index + 1), gapMs);
        };
        next(0);
      });
    } finally {
      await app.close();
    }
  }

  it('starts once the request has arrived whole: a slow upload is not cut short by API_TIMEOUT_MS', async () => {
    bodies.length = 0;
    // Four pieces 200 ms apart: the body takes 600 ms to arrive, twice API_TIMEOUT_MS.
    const { status } = await post({ API_TIMEOUT_MS: '300' }, '/api/front/upload/image', ['{"a":', '"one",', '"b":', '"two"}'], 200);
    expect(status).toBe(200);
    expect(bodies).toEqual(['{"a":"one","b":"two"}']);
  });

  it('still ends a backend that does not answer with 504, API_TIMEOUT_MS after the request arrived', async () => {
    const { status, ms } = await post({ API_TIMEOUT_MS: '300' }, '/api/front/never', ['{}'], 0);
    expect(status).toBe(504);
    expect(ms).toBeGreaterThanOrEqual(300);
  });
});

describe('the body of a forwarded request', () => {
  /**
   * A POST through a listening server whose body is sent chunked, as a browser streams a body of unknown length:
   * `parts` pieces one after the other. The status the client got (0 if the connection closed first) and when.
   */
  async function postChunked(env: Record<string, string>, path: string, parts: Buffer[]): Promise<number> {
    const { app } = await storefront(env);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    try {
      return await new Promise((resolve) => {
        const sent = httpRequest(
          {
            host: '127.0.0.1',
            port: typeof address === 'object' && address ? address.port : 0,
            path,
            method: 'POST',
            headers: { 'content-type': 'application/octet-stream', 'transfer-encoding': 'chunked' },
          },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          },
        );
        // The server may close the connection while the rest is still being written.
        sent.on('error', () => resolve(0));
        const next = (index: number) => {
          const part = parts[index];
          if (part === undefined) return void sent.end();
          sent.write(part, () => setTimeout(() => next(index + 1), 20));
        };
        next(0);
      });
    } finally {
      await app.close();
    }
  }
  const kb = (n: number) => Buffer.alloc(n * 1024, 'a');
  // 0.01 MB: 10 485 bytes.
  const small = { API_BODY_LIMIT_MB: '0.01' };

  it('refuses a body declared over API_BODY_LIMIT_MB with 413 in the envelope, naming the limit; nothing reaches the backend', async () => {
    const { app } = await storefront(small);
    try {
      paths.length = 0;
      const answer = await app.inject({
        method: 'POST',
        url: '/api/front/upload/image',
        headers: { host: 'shop.test', 'content-type': 'multipart/form-data; boundary=x' },
        payload: kb(11),
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({ code: 413, message: 'Request body too large: at most 0.01 MB' });
      expect(paths).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('ends a chunked body as it grows past the limit: 413, and the backend sees its request abandoned, never whole', async () => {
    bodies.length = 0;
    abandoned.length = 0;
    const status = await postChunked(small, '/api/front/upload/chunked', [kb(4), kb(4), kb(4), kb(4)]);
    // The client gets the 413 unless the server's close of the connection reached it first.
    expect([413, 0]).toContain(status);
    await expect.poll(() => abandoned).toEqual(['/api/front/upload/chunked']);
    expect(bodies).toEqual([]);
  });

  it('takes a body sent after `100 Continue` (as curl sends a large one) and passes it on without the expectation', async () => {
    const { app } = await storefront();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    try {
      bodies.length = 0;
      seen.length = 0;
      const body = '{"picture":"x"}';
      const status = await new Promise<number>((resolve, reject) => {
        const sent = httpRequest({
          host: '127.0.0.1',
          port: typeof address === 'object' && address ? address.port : 0,
          path: '/api/front/upload/image',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
        });
        sent.on('continue', () => sent.end(body));
        sent.on('response', (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        });
        sent.on('error', reject);
      });
      expect(status).toBe(200);
      expect(bodies).toEqual([body]);
      expect(seen[0]?.expect).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('passes a chunked body within the limit on whole, and any size with API_BODY_LIMIT_MB=0', async () => {
    bodies.length = 0;
    expect(await postChunked(small, '/api/front/upload/image', [kb(4), kb(4)])).toBe(200);
    expect(await postChunked({ API_BODY_LIMIT_MB: '0' }, '/api/front/upload/image', [kb(8), kb(8)])).toBe(200);
    expect(bodies.map((body) => body.length)).toEqual([8 * 1024, 16 * 1024]);
  });
});

describe('the backend’s answer', () => {
  it('is compressed for the shopper when the backend sent it plain: brotli, else gzip, else as it came', async () => {
    const { app } = await storefront();
    try {
      const br = await app.inject({ method: 'GET', url: '/api/answer/plain', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Origin, Accept-Encoding', etag: 'W/"v1"' });
      expect(br.headers['content-length']).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(productsJson);
      expect(br.rawPayload.length).toBeLessThan(productsJson.length / 3);

      const gzip = await app.inject({ method: 'GET', url: '/api/answer/plain', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(productsJson);

      const plain = await app.inject({ method: 'GET', url: '/api/answer/plain', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers).toMatchObject({ vary: 'Origin', etag: '"v1"' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(productsJson);
    } finally {
      await app.close();
    }
  });

  it('goes through untouched when the backend compressed it, or declared it too small to be worth it', async () => {
    const { app } = await storefront();
    try {
      const packed = await app.inject({ method: 'GET', url: '/api/answer/gzip', headers: { 'accept-encoding': 'gzip, br' } });
      expect(packed.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-length': String(gzipSync(productsJson).length) });
      expect(gunzipSync(packed.rawPayload).toString()).toBe(productsJson);

      const small = await app.inject({ method: 'GET', url: '/api/answer/small', headers: { 'accept-encoding': 'gzip, br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual({ code: 200, message: '', data: null });
    } finally {
      await app.close();
    }
  });

  it('keeps every header of a kind the backend sent more than once (its cookies)', async () => {
    const { app } = await storefront();
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/answer/cookies' });
      expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    } finally {
      await app.close();
    }
  });

  it('is asked for again on a new connection when the kept one turns out closed by the backend (a GET, once)', async () => {
    const { app } = await storefront();
    try {
      const calls = [];
      for (let index = 0; index < 3; index += 1) calls.push((await app.inject({ method: 'GET', url: '/api/answer/kept' })).statusCode);
      expect(calls).toEqual([200, 200, 200]);
    } finally {
      await app.close();
    }
  });

  it('is not asked for again when the connection fails once the answer has begun: the shopper’s answer ends there', async () => {
    const { app, port } = await listen({});
    try {
      cutCalls.length = 0;
      const get = (path: string) =>
        new Promise<{ ended: 'end' | 'cut'; received: string }>((resolve) => {
          let received = '';
          const sent = httpRequest({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity' } }, (answer) => {
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => (received += chunk));
            answer.on('end', () => resolve({ ended: 'end', received }));
            answer.on('error', () => resolve({ ended: 'cut', received }));
          });
          sent.on('error', () => resolve({ ended: 'cut', received }));
          sent.end();
        });
      expect(await get('/api/answer/warm')).toEqual({ ended: 'end', received: '{}' });
      expect(await get('/api/answer/cut')).toEqual({ ended: 'cut', received: '{"code":200,' });
      // A second call would have left as the connection failed, before the shopper's answer was ended: a call sent
      // after that answer reaches the backend after it.
      expect(await get('/api/answer/warm')).toEqual({ ended: 'end', received: '{}' });
      expect(cutCalls).toEqual(['kept']);
    } finally {
      await app.close();
    }
  });

  /** A GET through a listening server: resolves with what arrived once `until` says so, or the connection ends. */
  async function listen(env: Record<string, string>) {
    const { app } = await storefront(env);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { app, port };
  }

  it('reaches the shopper as it arrives: the first part before the backend has sent the rest', async () => {
    const { app, port } = await listen({});
    try {
      const parts = await new Promise<string[]>((resolve, reject) => {
        const received: string[] = [];
        const sent = httpRequest(
          { host: '127.0.0.1', port, path: '/api/answer/stream', headers: { 'accept-encoding': 'identity' } },
          (answer) => {
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => {
              received.push(chunk);
              // The backend still holds the rest: only now is it let go.
              if (received.length === 1) releaseStream();
            });
            answer.on('end', () => resolve(received));
          },
        );
        sent.on('error', reject);
        sent.end();
      });
      expect(parts[0]).toBe('{"code":200,"message":"","data":');
      expect(JSON.parse(parts.join(''))).toEqual({ code: 200, message: '', data: null });
    } finally {
      await app.close();
    }
  });

  /** A GET of `/api/answer/stall` through a listening server: how it ended for the shopper, and after how long. */
  async function stalled(env: Record<string, string>, goAwayAfterFirstPart: boolean): Promise<{ ended: 'end' | 'cut'; received: string }> {
    const { app, port } = await listen(env);
    try {
      return await new Promise((resolve) => {
        let received = '';
        const sent = httpRequest(
          { host: '127.0.0.1', port, path: '/api/answer/stall', headers: { 'accept-encoding': 'identity' } },
          (answer) => {
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => {
              received += chunk;
              if (goAwayAfterFirstPart) sent.destroy();
            });
            answer.on('end', () => resolve({ ended: 'end', received }));
            answer.on('error', () => resolve({ ended: 'cut', received }));
          },
        );
        sent.on('error', () => resolve({ ended: 'cut', received }));
        sent.end();
      });
    } finally {
      await app.close();
    }
  }

  it('is cut off when the backend stops sending it for API_TIMEOUT_MS, and the backend’s connection is closed', async () => {
    answersClosed.length = 0;
    const { ended, received } = await stalled({ API_TIMEOUT_MS: '300' }, false);
    // The status has gone: what the shopper sees is an answer that never ended, not a complete one.
    expect({ ended, received }).toEqual({ ended: 'cut', received: '{"code":200,' });
    await expect.poll(() => answersClosed).toEqual(['/api/answer/stall']);
  });

  it('is abandoned at the backend when the shopper goes away before it ends', async () => {
    answersClosed.length = 0;
    const { received } = await stalled({ API_TIMEOUT_MS: '60000' }, true);
    expect(received).toBe('{"code":200,');
    await expect.poll(() => answersClosed).toEqual(['/api/answer/stall']);
  });
});
