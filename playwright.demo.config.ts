import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './e2e/fixtures/browser';

const port = Number(process.env.E2E_DEMO_PORT ?? 4180);

/**
 * The zero-server demo's smoke journey (e2e/specs/demo.spec.ts) against dist/demo (`npm run build:demo`) served by
 * a plain static file server: no mock process, no proxy. scripts/e2e.mjs builds it and runs this after the main suite.
 */
export default defineConfig({
  testDir: 'e2e/specs',
  testMatch: 'demo.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ? `${process.env.E2E_OUTPUT_DIR}-demo` : 'test-results-demo',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI (.ci/run) counts these two journeys from their own JSON report, beside the main suite's.
  reporter: [
    ['list'],
    ...(process.env.TEST_REPORT_DIR ? [['json', { outputFile: `${process.env.TEST_REPORT_DIR}/playwright-demo.json` }] as const] : []),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: testLaunchOptions(),
  },
  webServer: {
    command: `npx tsx e2e/fixtures/static-server.ts dist/demo ${port}`,
    url: `http://localhost:${port}/index.html`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
