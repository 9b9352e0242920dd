// `npm start`: the mock API (seeded, embedded defaults) and the web app behind one URL.
// `npm run preview` (--preview): the built web app instead of the dev server.
import { spawn } from 'node:child_process';

const preview = process.argv.includes('--preview');
const mockPort = process.env.MOCK_PORT ?? '8080';
const mockHost = process.env.MOCK_HOST ?? '127.0.0.1';
// Vite 8 warns on every start that the config (extensionless imports of the contract) cannot use its future native
// loader; that is known and harmless here.
const env = {
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  ...process.env,
  MOCK_PORT: mockPort,
  MOCK_HOST: mockHost,
  MOCK_URL: `http://${mockHost}:${mockPort}`,
};
const children = [];

function start(name, cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', env });
  children.push(child);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop(code ?? 0);
  });
  return child;
}

function stop(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('mock', process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts']);
if (preview) {
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  build.on('exit', (code) => {
    if (code !== 0) return stop(code ?? 1);
    start('web', 'npx', ['vite', 'preview', '--port', process.env.WEB_PORT ?? '4173']);
  });
} else {
  start('web', 'npx', ['vite', '--port', process.env.WEB_PORT ?? '5173']);
}
