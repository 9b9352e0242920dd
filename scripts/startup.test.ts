import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenFailure, readPort as mockReadPort } from '../mock-server/src/listen-error';
import { busyPortLine, chromiumStep, portInUse, readPort, readyUrl } from './startup.mjs';

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Holds a free port on host (a stand-in for "someone else's server") and answers it. */
async function holdPort(host: string): Promise<number> {
  const server = createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function freePort(host: string): Promise<number> {
  const port = await holdPort(host);
  const server = held.pop();
  await new Promise((resolve) => server?.close(resolve));
  return port;
}

/** Runs a command to its end (or kills it at `limitMs`), with its output and exit code. */
async function run(args: string[], env: Record<string, string>, limitMs = 20_000) {
  const started = Date.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  return { code, stdout, stderr, ms: Date.now() - started };
}

describe('start-up helpers', () => {
  it('reads the URL the mock really bound from its ready line', () => {
    expect(readyUrl('Mock API ready at http://127.0.0.1:43117\n')).toBe('http://127.0.0.1:43117');
    expect(readyUrl('noise\nMock API ready at http://0.0.0.0:8080')).toBe('http://0.0.0.0:8080');
    expect(readyUrl('Mock API ready at')).toBeNull();
  });

  it('reads port variables and names the one that is wrong', () => {
    expect(readPort('WEB_PORT', undefined, 5173)).toBe(5173);
    expect(readPort('WEB_PORT', '0', 5173)).toBe(0);
    expect(readPort('WEB_PORT', 'abc', 5173)).toMatch(/^WEB_PORT=abc is not a port/);
    expect(mockReadPort('MOCK_PORT', '70000', 8080)).toMatch(/^MOCK_PORT=70000 is not a port/);
    expect(mockReadPort('MOCK_PORT', ' ', 8080)).toBe(8080);
  });

  it('words a busy port, no permission and anything else as one line naming the variable', () => {
    const where = { variable: 'MOCK_PORT', port: 8080, host: '127.0.0.1' };
    for (const code of ['EADDRINUSE', 'EACCES', 'EOTHER']) {
      const line = listenFailure(Object.assign(new Error('x'), { code }), where);
      expect(line).toContain('MOCK_PORT');
      expect(line).not.toContain('\n');
    }
    expect(listenFailure(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), where)).toBe(
      'Port 8080 on 127.0.0.1 is already in use: set MOCK_PORT to a free port (MOCK_PORT=0 picks one).',
    );
    expect(busyPortLine('WEB_PORT', 5173, 'localhost')).toBe(
      'Port 5173 on localhost is already in use: set WEB_PORT to a free port (e.g. WEB_PORT=5174 npm start).',
    );
  });

  it('tells a busy port from a free one', async () => {
    const port = await holdPort('127.0.0.1');
    expect(await portInUse(port, '127.0.0.1')).toBe(true);
    expect(await portInUse(await freePort('127.0.0.1'), '127.0.0.1')).toBe(false);
  });

  it("installs Playwright's Chromium only when there is no Chromium at all", () => {
    expect(chromiumStep({ systemChromium: true, ownBrowser: false })).toBe('ready');
    expect(chromiumStep({ systemChromium: false, ownBrowser: true })).toBe('ready');
    expect(chromiumStep({ systemChromium: false, ownBrowser: false })).toBe('install');
  });
});

describe('start-up on a busy port', () => {
  it('the mock prints one line naming MOCK_PORT and exits non-zero at once', async () => {
    const port = await holdPort('127.0.0.1');
    const res = await run(['--import', 'tsx', 'mock-server/src/main.ts'], {
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      MOCK_PRODUCTS: '40',
      MOCK_STATE_FILE: '',
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`[mock] Port ${port} on 127.0.0.1 is already in use: set MOCK_PORT to a free port (MOCK_PORT=0 picks one).\n`);
    expect(res.stdout).toBe('');
    expect(res.ms).toBeLessThan(15_000);
  });

  it('npm start prints one line naming WEB_PORT and starts nothing', async () => {
    const port = await holdPort('localhost');
    const res = await run(['scripts/dev.mjs'], { WEB_PORT: String(port), WEB_HOST: 'localhost', MOCK_PORT: '0' });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      `Port ${port} on localhost is already in use: set WEB_PORT to a free port (e.g. WEB_PORT=${port + 1} npm start).\n`,
    );
    expect(res.stdout).toBe('');
  });

  it('npm start with a busy MOCK_PORT shows only the mock line and exits non-zero', async () => {
    const port = await holdPort('127.0.0.1');
    const res = await run(['scripts/dev.mjs'], {
      MOCK_PORT: String(port),
      MOCK_HOST: '127.0.0.1',
      MOCK_PRODUCTS: '40',
      WEB_PORT: String(await freePort('localhost')),
    });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(`[mock] Port ${port} on 127.0.0.1 is already in use: set MOCK_PORT to a free port (MOCK_PORT=0 picks one).\n`);
    expect(res.stdout).toBe('');
  });
});

describe('start-up with a MOCK_STATE_FILE that cannot be used', () => {
  it('a journal path that is a folder, or a missing folder: one line naming the path, exit 1, no stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-startup-'));
    try {
      mkdirSync(join(dir, 'state.json.journal'));
      const start = (stateFile: string) =>
        run(['--import', 'tsx', 'mock-server/src/main.ts'], { MOCK_PORT: '0', MOCK_PRODUCTS: '40', MOCK_STATE_FILE: stateFile }, 40_000);
      const [folder, missing] = await Promise.all([start(join(dir, 'state.json')), start(join(dir, 'missing', 'state.json'))]);
      expect(folder.stderr).toBe(
        `[mock] MOCK_STATE_FILE journal ${join(dir, 'state.json.journal')} is a folder: move it away or set MOCK_STATE_FILE to another path (the journal is <path>.journal).\n`,
      );
      expect(missing.stderr).toBe(
        `[mock] MOCK_STATE_FILE ${join(dir, 'missing', 'state.json')}: the folder ${join(dir, 'missing')} does not exist: create it or set MOCK_STATE_FILE to a path in an existing folder.\n`,
      );
      for (const res of [folder, missing]) {
        expect(res.code).toBe(1);
        expect(res.stdout).toBe('');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('npm start with MOCK_PORT=0', () => {
  it('points the web proxy at the port the mock really bound', async () => {
    const webPort = await freePort('localhost');
    const child = spawn(process.execPath, ['scripts/dev.mjs'], {
      env: { ...process.env, MOCK_PORT: '0', MOCK_PRODUCTS: '40', WEB_PORT: String(webPort), MOCK_STATE_FILE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const mockUrl = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not ready:\n${output}`)), 40_000);
        const check = () => {
          // Vite colours its banner when the environment asks for colour (CI=true does): compare the plain text.
          const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
          const url = readyUrl(plain);
          if (url && plain.includes(`localhost:${webPort}`)) {
            clearTimeout(timer);
            child.stdout.off('data', check);
            resolve(url);
          }
        };
        child.stdout.on('data', check);
      });
      expect(mockUrl).not.toMatch(/:0$/);
      const res = await fetch(`http://localhost:${webPort}/api/front/login/getCaptchaOpen`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ code: 200, data: true });
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 60_000);
});
