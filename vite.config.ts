import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { apiRoutesPlugin } from './scripts/vite-plugin-api-routes';

const mockUrl = process.env.MOCK_URL ?? `http://${process.env.MOCK_HOST ?? '127.0.0.1'}:${process.env.MOCK_PORT ?? '8080'}`;
/** Paths the dev server and the preview server forward to the mock API. */
const proxied = ['/api', '/__mock', '/mock-images', '/api-docs'];
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: mockUrl, changeOrigin: false }]));

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), apiRoutesPlugin()],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)) },
  },
  server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: false, host: process.env.WEB_HOST ?? 'localhost', proxy },
  preview: { port: Number(process.env.WEB_PORT ?? 4173), strictPort: false, host: process.env.WEB_HOST ?? 'localhost', proxy },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
