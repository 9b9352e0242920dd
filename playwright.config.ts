import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './e2e/fixtures/browser';

const webPort = Number(process.env.E2E_WEB_PORT ?? 4173);
// CI (.ci/run) sets TEST_REPORT_DIR to collect a JSON report next to the usual console output.
const reportDir = process.env.TEST_REPORT_DIR;

/**
 * Every Playwright worker runs the production server over the build (server/, in its own process) and its own mock
 * server (fixed seed and clock), and points the server at that mock, so tests never share state
 * (e2e/fixtures/web-server.ts). `vite preview` serves the static build for the real-wire spec.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  // The zero-server demo's spec runs against dist/demo with no mock (playwright.demo.config.ts), the dev server's
  // against `npm start` (playwright.dev.config.ts).
  testIgnore: ['demo.spec.ts', 'dev-server.spec.ts'],
  // Separate runs side by side (with WEB_OUT_DIR for the build): each cleans only its own results folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI (2 busy cores): a test that passes on retry is reported as flaky in the summary, not hidden.
  retries: process.env.CI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A whole journey's limit, not a step's (each expect waits 7 s): the long journeys (an address book's add, edit,
  // default and delete; a review with a photo) take 15-20 s on CI's 2 cores, and more on the retry, which records a
  // trace; 30 s cut them short with no step failing.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ...(reportDir ? [['json', { outputFile: `${reportDir}/playwright.json` }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${webPort}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1366, height: 900 },
    // Recording a trace of every test to keep the failed ones cost about a fifth of the run's CPU (docs/adr/0015):
    // on CI a failed test is retried once, and that retry is recorded. Locally every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: testLaunchOptions(),
  },
  webServer: {
    command: `npx vite preview --port ${webPort} --strictPort`,
    url: `http://localhost:${webPort}/config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { MOCK_URL: 'http://127.0.0.1:9' },
  },
});
