import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiRoutesPlugin } from './scripts/vite-plugin-api-routes.ts';

// CI (.ci/run) sets TEST_REPORT_DIR to collect a JSON report next to the usual console output.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  plugins: [react(), apiRoutesPlugin()],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)) },
  },
  test: {
    exclude: ['node_modules', 'dist', 'e2e'],
    environment: 'node',
    // Web component tests opt in to a DOM with a `// @vitest-environment jsdom` comment at the top of the file.
    pool: 'threads',
    // One worker per core. Vitest's default leaves a core to its main thread (one worker on 2 cores), which mostly
    // waits: with two workers the suite took 171 s instead of 236 s on 2 cores.
    maxWorkers: availableParallelism(),
    // Two projects: the node suites (contract, mock, scripts) share a module graph per worker (isolate: false), which
    // took vitest from 163 s to under a minute on 2 cores; each of their files builds its own server or state. The web
    // suites keep a fresh module graph per file: i18next and the DOM are module-level singletons there.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['contract/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          isolate: false,
        },
      },
      // Rendered inside StrictMode, as the app is (web/src/testing/strict-mode.ts).
      { extends: true, test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], setupFiles: ['web/src/testing/strict-mode.ts'] } },
    ],
    testTimeout: 15000,
    ...(reportDir ? { reporters: ['default', 'json'], outputFile: { json: `${reportDir}/vitest.json` } } : {}),
  },
});
