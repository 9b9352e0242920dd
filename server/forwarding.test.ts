import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
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

beforeAll(async () => {
  dir = writeTestBuild(
    'forwarding',
    "export const configure = async () => {};\nexport const render = async () => ({ kind: 'redirect', location: '/' });\n",
  );
  upstream = createServer((request, response) => {
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

describe('a request that never finishes arriving', () => {
  /** Sends the headers of a POST and a third of its body, then nothing: what the server answers, within `waitMs`. */
  async function trickle(env: Record<string, string>, waitMs: number): Promise<{ answer: string; closed: boolean }> {
    const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off', ...env });
    const { app } = await createStorefront(settings);
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
    const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off', ...env });
    const { app } = await createStorefront(settings);
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
    const settings = readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off', ...env });
    const { app } = await createStorefront(settings);
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
    const { app } = await createStorefront(
      readSettings({ WEB_OUT_DIR: dir, SERVER_OUT_DIR: dir, API_UPSTREAM: upstreamUrl, SERVER_LOG: 'off', ...small }),
    );
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

  it('passes a chunked body within the limit on whole, and any size with API_BODY_LIMIT_MB=0', async () => {
    bodies.length = 0;
    expect(await postChunked(small, '/api/front/upload/image', [kb(4), kb(4)])).toBe(200);
    expect(await postChunked({ API_BODY_LIMIT_MB: '0' }, '/api/front/upload/image', [kb(8), kb(8)])).toBe(200);
    expect(bodies.map((body) => body.length)).toEqual([8 * 1024, 16 * 1024]);
  });
});
