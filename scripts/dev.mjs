// `npm start`: the mock API (seeded, embedded defaults) and the web app behind one URL.
// `npm run preview` (--preview): the built web app instead of the dev server.
// Vite runs as a direct child (no npx wrapper), so stopping this script stops it too; the web server starts once
// the mock says it is ready, so the first page load never meets a refused proxy connection.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const preview = process.argv.includes('--preview');
const mockPort = process.env.MOCK_PORT ?? '8080';
const mockHost = process.env.MOCK_HOST ?? '127.0.0.1';
const env = {
  ...process.env,
  MOCK_PORT: mockPort,
  MOCK_HOST: mockHost,
  MOCK_URL: `http://${mockHost}:${mockPort}`,
};
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
const viteBin = JSON.parse(readFileSync(vitePackage, 'utf8')).bin;
const vite = join(dirname(vitePackage), typeof viteBin === 'string' ? viteBin : viteBin.vite);
const children = [];
let stopping = false;

function start(name, args, { onOutput } = {}) {
  const child = spawn(process.execPath, args, { stdio: ['inherit', onOutput ? 'pipe' : 'inherit', 'inherit'], env });
  children.push(child);
  if (onOutput) {
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      onOutput(chunk.toString());
    });
  }
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${name}] exited with ${code ?? signal}`);
    stop(code ?? 0);
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

function startWeb() {
  if (stopping) return;
  if (!preview) {
    start('web', [vite, '--port', process.env.WEB_PORT ?? '5173']);
    return;
  }
  const build = start('build', [vite, 'build', '--logLevel', 'warn']);
  build.removeAllListeners('exit');
  build.on('exit', (code) => {
    if (code !== 0) return stop(code ?? 1);
    start('web', [vite, 'preview', '--port', process.env.WEB_PORT ?? '4173']);
  });
}

let webStarted = false;
const startWebOnce = () => {
  if (webStarted) return;
  webStarted = true;
  clearTimeout(fallback);
  startWeb();
};
// The mock prints "Mock API ready at http://..." when it listens; start the web regardless after a minute.
const fallback = setTimeout(startWebOnce, 60_000);
start('mock', ['--import', 'tsx', 'mock-server/src/main.ts'], {
  onOutput: (text) => {
    if (/ready at http/i.test(text)) startWebOnce();
  },
});
