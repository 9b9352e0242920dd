// Runs the Playwright suites: makes sure a Chromium is there first (a system one, Playwright's own, or Playwright's
// own install; one line of advice only when all fail), builds the web app once, then hands over to Playwright
// (which serves the build and starts the mocks).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { chromiumStep, NO_CHROMIUM_ADVICE } from './startup.mjs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const playwrightCache = join(process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright'));
const ownBrowser = () => existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));
if (chromiumStep({ systemChromium: candidates.some((p) => existsSync(p)), ownBrowser: ownBrowser() }) === 'install') {
  console.log('No Chromium found: running `npx playwright install chromium` first.');
  const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  if (install.status !== 0 || !ownBrowser()) {
    console.error(NO_CHROMIUM_ADVICE);
    process.exit(1);
  }
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The preview server gets a free port unless E2E_WEB_PORT says otherwise: a fixed 4173 collides with a developer's
// own `npm run preview` or another checkout's test run. playwright.config.ts and its workers read it from the env.
if (!process.env.E2E_WEB_PORT) {
  process.env.E2E_WEB_PORT = String(
    await new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, 'localhost', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 4173));
      });
    }),
  );
}

// The zero-server demo (playwright.demo.config.ts: dist/demo on a plain static server, no mock) runs after the main
// suite, or alone when the only specs named are its own.
// --prebuilt: `npm test` has just built dist/web and dist/demo in its bundle check (scripts/bench.ts --keep-builds), so
// each is served as it is instead of built a second time; a build that is missing is still made here.
const prebuilt = process.argv.includes('--prebuilt');
const args = process.argv.slice(2).filter((arg) => arg !== '--prebuilt');
const mustBuild = (dir) => !process.env.E2E_SKIP_BUILD && !(prebuilt && existsSync(join(dir, 'index.html')));
const named = args.filter((arg) => /\.spec\.ts(:\d+)?$/.test(arg));
const demoOnly = named.length > 0 && named.every((arg) => /(^|\/)demo\.spec\.ts/.test(arg));
const withDemo = named.length === 0 || named.some((arg) => /(^|\/)demo\.spec\.ts/.test(arg));

if (!demoOnly) {
  const webBuilt = mustBuild('dist/web');
  if (webBuilt) run('npx', ['vite', 'build', '--logLevel', 'warn']);
  // The production server's own build (e2e/specs/ssr.spec.ts, docs/adr/0019-server-rendering.md): made with the web
  // build, or when it is missing.
  if (webBuilt || (!process.env.E2E_SKIP_BUILD && !existsSync(join('dist/server', 'entry-server.js')))) {
    run('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn']);
  }
  run('npx', ['playwright', 'test', ...args.filter((arg) => !/(^|\/)demo\.spec\.ts/.test(arg))]);
}
if (withDemo) {
  // Its static server gets a free port too (playwright.demo.config.ts reads E2E_DEMO_PORT).
  if (!process.env.E2E_DEMO_PORT) {
    process.env.E2E_DEMO_PORT = String(
      await new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, 'localhost', () => {
          const address = server.address();
          server.close(() => resolve(typeof address === 'object' && address ? address.port : 4180));
        });
      }),
    );
  }
  if (mustBuild('dist/demo')) run('npx', ['vite', 'build', '--config', 'vite.demo.config.ts', '--logLevel', 'warn']);
  run('npx', [
    'playwright',
    'test',
    '--config',
    'playwright.demo.config.ts',
    ...args.filter((arg) => !/\.spec\.ts(:\d+)?$/.test(arg) || /(^|\/)demo\.spec\.ts/.test(arg)),
  ]);
}
