import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

/**
 * The server build (`npm run build` makes it after the client build): web/src/app/ssr/entry-server.tsx for Node, into
 * dist/server (SERVER_OUT_DIR). The production server (server/) imports it. docs/adr/0019-server-rendering.md.
 */
const outDir = process.env.SERVER_OUT_DIR
  ? fileURLToPath(new URL(process.env.SERVER_OUT_DIR, `file://${process.cwd()}/`))
  : fileURLToPath(new URL('./dist/server', import.meta.url));

export default mergeConfig(
  base,
  defineConfig({
    build: {
      ssr: 'src/app/ssr/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rolldownOptions: { output: { codeSplitting: false } },
    },
  }),
);
