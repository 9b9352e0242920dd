import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { apiRoutesPlugin } from './scripts/vite-plugin-api-routes.ts';

/**
 * Web test files that replace a module (`vi.mock`): a module another file of the same worker has already imported
 * would be reused as it is, so these keep a module graph of their own (the `web-isolated` project below).
 */
function webTestsThatMockModules(dir = 'web/src'): string[] {
  return readdirSync(fileURLToPath(new URL(dir, import.meta.url)), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webTestsThatMockModules(path);
    const source = () => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    return /\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?mock\(/.test(source()) ? [path] : [];
  });
}
const mockingWebTests = webTestsThatMockModules();

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
    // The node suites (contract, mock, scripts) share a module graph per worker (isolate: false), which took them from
    // 163 s to under a minute on 2 cores; each of their files builds its own server or state.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['contract/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
          isolate: false,
        },
      },
      // Rendered inside StrictMode, as the app is (web/src/testing/strict-mode.ts). The files of a worker share one
      // module graph and one DOM (isolate: false), which took the web suites from 130 s to 60 s on 2 cores: each file
      // starts from a first visit's storage, cookies and bare <html> (web/src/testing/fresh-file.ts), sets i18next up through
      // initI18n or renderWithApp (never i18next.init of its own), and leaves no global stubbed.
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['node_modules', 'dist', 'e2e', ...mockingWebTests],
          isolate: false,
          // A global a test stubs (vi.stubGlobal) is put back after it, before the next test or file runs.
          unstubGlobals: true,
          setupFiles: ['web/src/testing/strict-mode.ts', 'web/src/testing/fresh-file.ts'],
        },
      },
      ...(mockingWebTests.length > 0
        ? [
            {
              extends: true as const,
              test: { name: 'web-isolated', include: mockingWebTests, setupFiles: ['web/src/testing/strict-mode.ts'] },
            },
          ]
        : []),
    ],
    testTimeout: 15000,
    ...(reportDir ? { reporters: ['default', 'json'], outputFile: { json: `${reportDir}/vitest.json` } } : {}),
  },
});
