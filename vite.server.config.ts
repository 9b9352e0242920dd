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
    // Every package inside the build, in its production form, whatever NODE_ENV the server's process has (React's
    // index files would load its development build without it); jsdom, which only the sanitiser loads, stays outside.
    // docs/deploying.md, "One build, one React".
    ssr: { noExternal: true, external: ['jsdom'] },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/app/ssr/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      // One file, named as the server imports it; imported assets keep the client's names (vite.config.ts), which the
      // server's markup links to.
      rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].js' } },
    },
  }),
);
