// Pure parts of `npm start` (scripts/dev.mjs) and `npm run test:e2e` (scripts/e2e.mjs), unit-tested in
// scripts/startup.test.ts. Every start-up problem is one line that says what to change.
import { createServer } from 'node:net';

/** The URL in the mock's "Mock API ready at http://host:port" line (the port it really bound), or null. */
export function readyUrl(text) {
  const match = /Mock API ready at (http:\/\/[^\s/]+)/.exec(text);
  return match ? match[1] : null;
}

/** A port variable's value: the number, or the one-line message when it is not a port. */
export function readPort(variable, raw, fallback) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) return `${variable}=${raw} is not a port: use a number from 1 to 65535.`;
  return value;
}

/** The one line for a port someone else holds. */
export function busyPortLine(variable, port, host) {
  return `Port ${port} on ${host} is already in use: set ${variable} to a free port (e.g. ${variable}=${port === 65535 ? port - 1 : port + 1} npm start).`;
}

/** Whether something already listens on host:port (only a busy port counts; other errors are left to the server). */
export function portInUse(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(false)));
  });
}

export const NO_CHROMIUM_ADVICE =
  'No Chromium found and `npx playwright install chromium` failed: install one with `apt-get install chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary.';

/**
 * What the e2e run needs before it starts: 'ready' when a system Chromium or Playwright's own browser is there,
 * else 'install' (Playwright's own download; the advice line only when that fails too).
 */
export function chromiumStep({ systemChromium, ownBrowser }) {
  return systemChromium || ownBrowser ? 'ready' : 'install';
}
