import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeTestBuild } from './test-build';

/**
 * `npm run serve` as a process (server/main.ts, as a deployment runs it): the line it prints when ready, the one it
 * prints for a port in use, `/healthz`, and SIGTERM, which must let the requests in flight finish (a forwarded call
 * whose answer is still arriving, one whose backend has not answered yet) before the process exits 0, while new
 * connections are refused (docs/deploying.md, Deploying).
 */
let dir = '';
let backend: Server;
let backendUrl = '';
/** Answers the backend holds until the test lets them go. */
const held: ServerResponse[] = [];
let children: ChildProcess[] = [];

beforeAll(async () => {
  dir = writeTestBuild(
    'main',
    "export const configure = async () => {};\nexport const render = async () => ({ kind: 'redirect', location: '/' });\n",
  );
  backend = createServer((request, response) => {
    request.resume();
    if (request.url === '/api/streaming') {
      // The answer's start at once, its end when released.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"code":200,"message":"","data":"');
    }
    held.push(response);
  });
  backend.listen(0, '127.0.0.1');
  await once(backend, 'listening');
  const address = backend.address();
  backendUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  children = [];
});
afterAll(async () => {
  for (const response of held) response.destroy();
  backend.closeAllConnections();
  await new Promise((done) => backend.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `npm run serve`'s script over the test build with `env`; resolves once it prints `until` or exits. */
function serve(
  env: Record<string, string>,
  until: RegExp,
): Promise<{ child: ChildProcess; output: () => string; match: RegExpExecArray | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      WEB_OUT_DIR: dir,
      SERVER_OUT_DIR: dir,
      API_UPSTREAM: backendUrl,
      SERVER_HOST: '127.0.0.1',
      SERVER_PORT: '0',
      SERVER_LOG: 'off',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve) => {
    const check = () => {
      const match = until.exec(output);
      if (match) resolve({ child, output: () => output, match });
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      check();
    });
    child.once('exit', () => resolve({ child, output: () => output, match: until.exec(output) }));
  });
}

/** A GET on a connection of its own: status and the whole body, or the error that ended it. */
function get(url: string): Promise<{ status: number; body: string } | { error: string }> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', (error) => resolve({ error: error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end();
  });
}

/** Resolves once the backend holds `count` answers. */
async function backendHolds(count: number): Promise<void> {
  while (held.length < count) await new Promise((done) => setImmediate(done));
}

describe('npm run serve', () => {
  it('says where it listens, answers /healthz, and on SIGTERM finishes the calls in flight, refuses new ones and exits 0', async () => {
    const { child, match, output } = await serve({}, /Storefront server ready at (http:\/\/127\.0\.0\.1:\d+) \(API: (\S+)\)/);
    if (!match) throw new Error(`npm run serve did not start:\n${output()}`);
    expect(match[2]).toBe(backendUrl);
    const origin = match[1] ?? '';
    expect(await get(`${origin}/healthz`)).toEqual({ status: 200, body: '{"status":"ok"}' });

    held.length = 0;
    const streaming = get(`${origin}/api/streaming`);
    const waiting = get(`${origin}/api/waiting`);
    await backendHolds(2);
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    // A request after SIGTERM is turned away: 503 while the server closes (a load balancer's health check sees it and
    // sends shoppers elsewhere), then no connection at all (refused, or reset when it came as the port closed).
    let refused: { status: number; body: string } | { error: string } = { status: 200, body: '' };
    while ('status' in refused && refused.status === 200) refused = await get(`${origin}/healthz`);
    expect('error' in refused ? refused.error : String(refused.status)).toMatch(/^(503|ECONNREFUSED|ECONNRESET)$/);
    // The calls in flight are answered whole once the backend answers them.
    for (const response of held.splice(0)) {
      if (response.headersSent) response.end('whole"}');
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"message":"","data":"late"}');
    }
    expect(await streaming).toEqual({ status: 200, body: '{"code":200,"message":"","data":"whole"}' });
    expect(await waiting).toEqual({ status: 200, body: '{"code":200,"message":"","data":"late"}' });
    const [code] = await exited;
    expect(code).toBe(0);
  }, 60_000);

  it('names SERVER_PORT in one line and exits 1 when the port is taken', async () => {
    const taken = createNetServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const address = taken.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const { child, output } = await serve({ SERVER_PORT: String(port) }, /(?!)/);
      if (child.exitCode === null) await once(child, 'exit');
      expect(child.exitCode).toBe(1);
      expect(output().trim()).toBe(`SERVER_PORT ${port} is in use`);
    } finally {
      await new Promise((done) => taken.close(done));
    }
  }, 60_000);
});
