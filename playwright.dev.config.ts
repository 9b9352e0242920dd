import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './e2e/fixtures/browser';

const port = Number(process.env.E2E_DEV_PORT ?? 5183);

/**
 * `npm start` is a product too: the journeys of e2e/specs/dev-server.spec.ts against the servers
 * `npm start` runs (scripts/dev.mjs: the mock on a free port and Vite in development mode, React in StrictMode, on
 * E2E_DEV_PORT). One mock for the whole run, so one worker, and each test resets it through the control API behind
 * Vite's proxy (e2e/fixtures/dev-server.ts). Any console error or warning fails the test. scripts/e2e.mjs runs it
 * after the main suite, beside the zero-server demo.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  testMatch: 'dev-server.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}-dev` : 'test-results-dev',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  // A page's first load in development fetches and runs each module on its own; each test is a whole journey.
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ...(process.env.TEST_REPORT_DIR ? [['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright-dev.json` }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1366, height: 900 },
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: testLaunchOptions(),
  },
  webServer: {
    // What `npm start` runs, on ports of its own: Vite's answering means the mock is up (dev.mjs starts it after).
    command: 'node scripts/dev.mjs',
    url: `http://localhost:${port}/config.json`,
    env: { WEB_PORT: String(port), MOCK_PORT: '0' },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
  },
});
