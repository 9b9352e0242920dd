// `npm start`: the mock API (seeded, embedded defaults) and the web app behind one URL.
// `npm run preview` (--preview): the built web app instead of the dev server.
// Vite runs as a direct child (no npx wrapper), so stopping this script stops it too. The web server starts once
// the mock prints "Mock API ready at http://host:port", and its proxy goes to that port (MOCK_PORT=0 works).
// A busy or invalid port is one line naming the variable to change, and a non-zero exit at once.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { busyPortLine, portInUse, readPort, readyUrl } from './startup.mjs';

const preview = process.argv.includes('--preview');
const mockHost = process.env.MOCK_HOST ?? '127.0.0.1';
const webHost = process.env.WEB_HOST ?? 'localhost';
const mockPort = readPort('MOCK_PORT', process.env.MOCK_PORT, 8080);
const webPort = readPort('WEB_PORT', process.env.WEB_PORT, preview ? 4173 : 5173);
for (const problem of [mockPort, webPort]) {
  if (typeof problem === 'string') {
    console.error(problem);
    process.exit(1);
  }
}
if (webPort !== 0 && (await portInUse(webPort, webHost))) {
  console.error(busyPortLine('WEB_PORT', webPort, webHost));
  process.exit(1);
}

// The mock learns the web's port so its consent and pay pages may return there (mock-server/README.md).
const env = { ...process.env, MOCK_PORT: String(mockPort), MOCK_HOST: mockHost, WEB_PORT: String(webPort) };
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
const viteBin = JSON.parse(readFileSync(vitePackage, 'utf8')).bin;
const vite = join(dirname(vitePackage), typeof viteBin === 'string' ? viteBin : viteBin.vite);
const children = [];
let stopping = false;
let mockUrl = null;

function start(name, args, { onOutput, childEnv = env } = {}) {
  const child = spawn(process.execPath, args, { stdio: ['inherit', onOutput ? 'pipe' : 'inherit', 'inherit'], env: childEnv });
  children.push(child);
  if (onOutput) {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      onOutput(chunk.toString());
    });
  }
  child.on('exit', (code, signal) => {
    // The mock explains its own start-up failures in one line: no second line from here.
    const explained = name === 'mock' && mockUrl === null;
    if (!stopping && !explained) console.log(`[${name}] exited with ${code ?? signal}`);
    stop(code ?? 1);
  });
  return child;
}

function stop(code) {
  if (!stopping) process.exitCode = code;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function startWeb(url) {
  if (stopping) return;
  // strictPort: the port was free a moment ago; if it is taken now, fail instead of moving to another one.
  const webEnv = { ...env, MOCK_URL: url };
  if (!preview) {
    start('web', [vite, '--port', String(webPort), '--strictPort'], { childEnv: webEnv });
    return;
  }
  const build = start('build', [vite, 'build', '--logLevel', 'warn'], { childEnv: webEnv });
  build.removeAllListeners('exit');
  build.on('exit', (code) => {
    if (code !== 0) return stop(code ?? 1);
    start('web', [vite, 'preview', '--port', String(webPort), '--strictPort'], { childEnv: webEnv });
  });
}

let pending = '';
start('mock', ['--import', 'tsx', 'mock-server/src/main.ts'], {
  onOutput: (text) => {
    if (mockUrl) return;
    pending += text;
    const url = readyUrl(pending);
    if (!url) return;
    mockUrl = url;
    startWeb(url);
  },
});
