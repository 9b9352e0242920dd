import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogsPlugin } from './scripts/vite-plugin-catalogs.ts';
import { devRenderPlugin } from './scripts/vite-plugin-dev-render.ts';
import { apiRoutesPlugin } from './scripts/vite-plugin-api-routes.ts';
import { earlyRequestsPlugin } from './scripts/vite-plugin-early-requests.ts';
import { mockGuardPlugin } from './scripts/vite-plugin-mock-guard.ts';
import { precompressPlugin } from './scripts/vite-plugin-precompress.ts';
import { preloadDepsPlugin } from './scripts/vite-plugin-preload-deps.ts';
import { routePreloadsPlugin } from './scripts/vite-plugin-route-preloads.ts';
import { dropKnownBuildLogs } from './scripts/vite-build-log.ts';

const mockUrl = process.env.MOCK_URL ?? `http://${process.env.MOCK_HOST ?? '127.0.0.1'}:${process.env.MOCK_PORT ?? '8080'}`;
/** Paths the dev server and the preview server forward to the mock API (/__mock only from this origin: mockGuardPlugin). */
const proxied = ['/api', '/__mock', '/mock-images', '/api-docs'];
const preloadDeps = preloadDepsPlugin();
const proxy = Object.fromEntries(proxied.map((path) => [path, { target: mockUrl, changeOrigin: false }]));

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    mockGuardPlugin(),
    react(),
    tailwindcss(),
    apiRoutesPlugin(),
    earlyRequestsPlugin(),
    catalogsPlugin(fileURLToPath(new URL('./web/src/locales', import.meta.url))),
    preloadDeps.plugin,
    // What the production server preloads on a page it answers with the shell (a member page).
    routePreloadsPlugin(fileURLToPath(new URL('./web', import.meta.url))),
    // The dev server renders pages on the server as `npm run serve` does (docs/adr/0019-server-rendering.md).
    devRenderPlugin(),
    // Brotli and gzip copies of the hashed files beside them, which the production server sends as they are.
    precompressPlugin(),
  ],
  resolve: {
    alias: { '@contract': fileURLToPath(new URL('./contract/src/index.ts', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: false,
    host: process.env.WEB_HOST ?? 'localhost',
    proxy,
    // Transformed while the server starts instead of on the first page load: the page (its early script is built
    // then) and the entry with every module it imports statically, the frame of every page; and the server entry that
    // renders pages (scripts/vite-plugin-dev-render.ts), whose modules Vite transforms again for Node.
    warmup: { clientFiles: ['./index.html', './src/main.tsx'], ssrFiles: ['./src/app/ssr/entry-server.tsx'] },
  },
  preview: { port: Number(process.env.WEB_PORT ?? 4173), strictPort: false, host: process.env.WEB_HOST ?? 'localhost', proxy },
  build: {
    // WEB_OUT_DIR (from the repository root) lets two checkouts' or two agents' e2e runs build side by side.
    outDir: process.env.WEB_OUT_DIR ? fileURLToPath(new URL(process.env.WEB_OUT_DIR, `file://${process.cwd()}/`)) : '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // dist/web/.vite/manifest.json: `npm run bench` measures each page's first-load JS from it.
    manifest: true,
    // Every browser the es2022 target admits supports <link rel=modulepreload>: the polyfill is dead weight.
    // A lazy chunk's preload list leaves out what its importer has loaded already (scripts/vite-plugin-preload-deps.ts).
    modulePreload: { polyfill: false, resolveDependencies: preloadDeps.resolveDependencies },
    rolldownOptions: {
      onLog: dropKnownBuildLogs,
      // Imported constants are written where they are used (Rolldown's default inlines them only in conditions):
      // -0.1 KB gzip on each page's first load.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // Seven characters of content hash (42 bits) instead of eight: every chunk's name is written in the chunks
        // that import or preload it (the app chunk's preload list names about 120), so each character is paid on
        // every page's first load, about 175 bytes gzip in all. Rolldown accepts no fewer than seven for as many
        // chunks as this build has (its hash placeholders need the room); two versions of one file share a name by a
        // 1 in 4e12 chance.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // Vendor code of the first load gets its own long-lived chunks: an app deploy leaves react (66 KB gzip),
        // the router and the other libraries cached. Only `$initial` modules are grouped, so libraries used by
        // lazy routes alone (react-hook-form, dompurify, ...) stay in their routes' chunks, off the first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // The shell's own modules in one chunk next to the entry: Rolldown otherwise splits every module that a
            // lazy route also imports into its own tiny chunk (26 first-load files for home, 11 with this; -4 KB gzip).
            {
              name: 'app',
              // The locale catalogs are entries of their own (scripts/vite-plugin-catalogs.ts), so `$initial` too.
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/]/.test(id) && !/[\\/]main\.tsx$/.test(id) && !/[\\/]web[\\/]src[\\/]locales[\\/]/.test(id),
              tags: ['$initial'],
              priority: 0,
            },
          ],
        },
      },
    },
  },
});
