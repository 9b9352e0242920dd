import { fileURLToPath, URL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { EARLY_ROUTE_KEYS } from '../web/src/boot/early-route-keys.ts';
import { apiRoutesPlugin } from './vite-plugin-api-routes.ts';
import { dropKnownBuildLogs } from './vite-build-log.ts';

const ENTRY = fileURLToPath(new URL('../web/src/boot/early-entry.ts', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));

/** web/src/boot/early-entry.ts as one small classic script (no imports left), minified. */
async function bundleEarlyScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [apiRoutesPlugin(EARLY_ROUTE_KEYS)],
    resolve: { alias: { '@contract': CONTRACT } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      copyPublicDir: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'mallEarly', fileName: () => 'early.js' },
      rolldownOptions: { onLog: dropKnownBuildLogs },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('early requests: no script was built');
  // Closing tags inside the script would end the inline element.
  return chunk.code.replace(/<\/script/gi, '<\\/script');
}

/**
 * Inlines the early script into every HTML page, first in <head> so its requests leave before the module scripts
 * are even parsed (docs/adr/0017-the-first-requests-leave-with-the-page.md). Built once per process: the dev
 * server picks up a change to web/src/boot/ on its next start.
 */
export function earlyRequestsPlugin(): Plugin {
  let script: Promise<string> | null = null;
  return {
    name: 'early-requests',
    transformIndexHtml: {
      order: 'post',
      handler: async () => {
        script ??= bundleEarlyScript();
        return [{ tag: 'script', children: await script, injectTo: 'head-prepend' }];
      },
    },
  };
}
