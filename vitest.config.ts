import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
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
  },
});
