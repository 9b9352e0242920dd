// Runs the Playwright suites: checks for a Chromium first (one line of advice instead of a stack trace),
// builds the web app once, then hands over to Playwright (which serves the build and starts the mocks).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const playwrightCache = join(process.env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright'));
const hasOwnBrowser = existsSync(playwrightCache) && readdirSync(playwrightCache).some((d) => d.startsWith('chromium'));
if (!candidates.some((p) => existsSync(p)) && !hasOwnBrowser) {
  console.error('No Chromium found: run `apt-get install chromium` (Debian/Ubuntu), or `npx playwright install chromium` where downloads work.');
  process.exit(1);
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
