// Runs the Playwright suites: makes sure a Chromium is there first (a system one, Playwright's own, or Playwright's
// own install; one line of advice only when all fail), builds the web app once, then hands over to Playwright
// (which serves the build and starts the mocks).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { chromiumStep, NO_CHROMIUM_ADVICE } from './startup.mjs';

// The same list as e2e/fixtures/browser.ts (findTestChromium): Debian's headless shell first, then its full browser.
const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
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

const freePort = (fallback) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : fallback));
    });
  });

// The preview server gets a free port unless E2E_WEB_PORT says otherwise: a fixed 4173 collides with a developer's
// own `npm run preview` or another checkout's test run. playwright.config.ts and its workers read it from the env.
process.env.E2E_WEB_PORT ??= String(await freePort(4173));

// Two more projects run after the main suite, side by side (each is one worker, so together they keep both cores
// busy where one alone leaves one idle; beside the main suite they only lengthened it, whose two workers already
// take both): the zero-server demo (playwright.demo.config.ts: dist/demo on a plain static server, no mock) and
// `npm start` itself (playwright.dev.config.ts: Vite's development server and the mock, as scripts/dev.mjs starts
// them). Either runs alone when the only specs named are its own.
// --prebuilt: `npm test` has just built dist/web and dist/demo in its bundle check (scripts/bench.ts --keep-builds), so
// each is served as it is instead of built a second time; a build that is missing is still made here, and the
// server's build (dist/server) is made anyway.
const prebuilt = process.argv.includes('--prebuilt');
const args = process.argv.slice(2).filter((arg) => arg !== '--prebuilt');
const mustBuild = (dir) => !process.env.E2E_SKIP_BUILD && !(prebuilt && existsSync(join(dir, 'index.html')));
const isSpec = (arg) => /\.spec\.ts(:\d+)?$/.test(arg);
const isDemo = (arg) => /(^|\/)demo\.spec\.ts/.test(arg);
const isDev = (arg) => /(^|\/)dev-server\.spec\.ts/.test(arg);
const named = args.filter(isSpec);
const options = args.filter((arg) => !isSpec(arg));
const withMain = named.length === 0 || named.some((arg) => !isDemo(arg) && !isDev(arg));
const withDemo = named.length === 0 || named.some(isDemo);
const withDev = named.length === 0 || named.some(isDev);

if (withMain) {
  const webBuilt = mustBuild('dist/web');
  if (webBuilt) run('npx', ['vite', 'build', '--logLevel', 'warn']);
  // The production server's own build (e2e/specs/ssr.spec.ts, docs/adr/0019-server-rendering.md), always but with
  // E2E_SKIP_BUILD (about 3 s): the bundle check that --prebuilt trusts makes dist/web only, so a dist/server left
  // from an older checkout would otherwise render every journey's pages with old code.
  if (webBuilt || !process.env.E2E_SKIP_BUILD) {
    run('npx', ['vite', 'build', '--config', 'vite.server.config.ts', '--logLevel', 'warn']);
  }
  run('npx', ['playwright', 'test', ...args.filter((arg) => !isDemo(arg) && !isDev(arg))]);
}

/** A Playwright run; `hold` keeps its output to print later, so that two runs side by side do not interleave. */
function playwright(args, hold) {
  const child = spawn('npx', ['playwright', 'test', ...args], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(held) })));
}

const runs = [];
// A filter given for every suite (`--grep price`) may match nothing in these two: that is no failure of theirs.
const sideOptions = named.length === 0 && options.length > 0 ? [...options, '--pass-with-no-tests'] : options;
if (withDemo) {
  // Its static server gets a free port too (playwright.demo.config.ts reads E2E_DEMO_PORT).
  process.env.E2E_DEMO_PORT ??= String(await freePort(4180));
  if (mustBuild('dist/demo')) run('npx', ['vite', 'build', '--config', 'vite.demo.config.ts', '--logLevel', 'warn']);
  runs.push({
    title: 'The zero-server demo (playwright.demo.config.ts)',
    args: ['--config', 'playwright.demo.config.ts', ...sideOptions, ...named.filter(isDemo)],
  });
}
if (withDev) {
  // `npm start`'s web server on a free port (playwright.dev.config.ts reads E2E_DEV_PORT); its mock takes one itself.
  process.env.E2E_DEV_PORT ??= String(await freePort(5183));
  runs.push({
    title: '`npm start` (playwright.dev.config.ts)',
    args: ['--config', 'playwright.dev.config.ts', ...sideOptions, ...named.filter(isDev)],
  });
}
// The first run prints as it goes; the second's output follows once both are done.
const results = await Promise.all(runs.map((item, index) => playwright(item.args, index > 0)));
let status = 0;
for (const [index, result] of results.entries()) {
  if (result.output.length) {
    process.stdout.write(`\n${runs[index]?.title ?? ''}, run beside the one above:\n`);
    process.stdout.write(result.output);
  }
  if (status === 0) status = result.code;
}
process.exit(status);
