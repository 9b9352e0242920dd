import { copyFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { build, defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import base from './vite.config.ts';
import { PRECOMPRESS_PLUGIN } from './scripts/vite-plugin-precompress.ts';

/**
 * `npm run build:demo`: the zero-server demo in dist/demo (docs/zero-server-demo.md;
 * docs/adr/0014-zero-server-demo.md). The storefront as the normal build makes it, with src/demo/main.ts as the
 * entry (it starts the service worker, then the app), plus the service worker holding the mock (demo-sw.js, its own
 * bundle), a 404.html copy of index.html for deep links on static hosts, and a config.json for the same origin.
 */
const demoOutDir = fileURLToPath(new URL('./dist/demo', import.meta.url));
const alias = (base as UserConfig).resolve?.alias;

/**
 * Runtime config of the demo: the API is the page's own origin (the worker); "Merchant login" opens the app's page
 * that says what a real deployment's merchant admin is (a mock has none).
 */
const DEMO_CONFIG = {
  apiBase: '',
  socialMode: 'mock',
  merchantAdminUrl: '/middlewares/merchant_admin',
  mobileMallUrl: '/',
  googleClientId: '',
  facebookAppId: '',
  paymentMode: 'mock',
  stripePublishableKey: '',
};

function demoPlugin(): Plugin {
  // The output folder as resolved (the bench builds the demo elsewhere).
  let outDir = demoOutDir;
  return {
    name: 'zero-server-demo',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // 'pre': before Vite reads the page's scripts as the build's entries.
    // The page's early script asks for the config only: the worker that answers the API may not be there yet
    // (web/src/boot/early-entry.ts).
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace('/src/main.tsx', '/src/demo/main.ts').replace('<html lang="en">', '<html lang="en" data-early-api="off">'),
    },
    async closeBundle() {
      copyFileSync(join(outDir, 'index.html'), join(outDir, '404.html'));
      writeFileSync(join(outDir, 'config.json'), `${JSON.stringify(DEMO_CONFIG, null, 2)}\n`);
      // The worker is a classic script (one file, no imports): every browser with service workers runs it.
      await build({
        configFile: false,
        logLevel: 'warn',
        resolve: { alias },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          lib: {
            entry: fileURLToPath(new URL('./web/src/demo/sw.ts', import.meta.url)),
            formats: ['iife'],
            name: 'demoWorker',
            fileName: () => 'demo-sw.js',
          },
        },
      });
    },
  };
}

/**
 * The base config groups the shell's modules into one 'app' chunk; the demo's start stays out of it, so it is the
 * entry chunk of its own (the manifest's entry, which the bench reads) and the app's chunks never import it.
 */
function keepDemoOutOfAppChunk(config: UserConfig): UserConfig {
  const output = config.build?.rolldownOptions?.output;
  if (!output || Array.isArray(output)) return config;
  const splitting = output.codeSplitting;
  if (typeof splitting !== 'object' || !splitting.groups) return config;
  const isDemo = (id: string): boolean => /[\\/]web[\\/]src[\\/]demo[\\/]/.test(id);
  const groups = splitting.groups.map((group) => {
    const test = group.test;
    return group.name === 'app' && typeof test === 'function' ? { ...group, test: (id: string) => !isDemo(id) && test(id) } : group;
  });
  return {
    ...config,
    build: {
      ...config.build,
      rolldownOptions: { ...config.build?.rolldownOptions, output: { ...output, codeSplitting: { ...splitting, groups } } },
    },
  };
}

/**
 * The demo is a static site for hosts that send files as they are: the brotli and gzip copies the normal build writes
 * beside its hashed files (scripts/vite-plugin-precompress.ts) would only lengthen its build.
 */
function withoutPrecompression(config: UserConfig): UserConfig {
  const plugins = (config.plugins ?? []).filter((plugin) => !(plugin && 'name' in plugin && plugin.name === PRECOMPRESS_PLUGIN));
  return { ...config, plugins };
}

export default mergeConfig(
  withoutPrecompression(keepDemoOutOfAppChunk(base as UserConfig)),
  defineConfig({ plugins: [demoPlugin()], build: { outDir: demoOutDir } }),
);
