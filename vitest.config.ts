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
    include: ['contract/**/*.test.ts', 'mock-server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'e2e'],
    environment: 'node',
    // Web component tests opt in to a DOM with a `// @vitest-environment jsdom` comment at the top of the file.
    pool: 'threads',
    testTimeout: 15000,
    ...(reportDir ? { reporters: ['default', 'json'], outputFile: { json: `${reportDir}/vitest.json` } } : {}),
  },
});
