import { writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compress, MIN_COMPRESSED_BYTES, PRECOMPRESSED, precompressedPath } from '../server/compress.ts';

/** What is worth compressing: scripts, style sheets, JSON and SVG (a picture in another format is compressed already). */
const TEXT = new Set(['.js', '.mjs', '.css', '.json', '.svg']);

/** The hashed files of a build that get compressed copies beside them. */
export function wantsPrecompression(fileName: string, bytes: number): boolean {
  return fileName.startsWith('assets/') && TEXT.has(extname(fileName).toLowerCase()) && bytes > MIN_COMPRESSED_BYTES;
}

/** Writes `<file>.br` and `<file>.gz` beside each of `files` (paths under `outDir`), at the strongest levels. */
export async function precompress(outDir: string, files: readonly { fileName: string; source: Buffer }[]): Promise<number> {
  const chosen = files.filter((file) => wantsPrecompression(file.fileName, file.source.length));
  await Promise.all(
    chosen.flatMap((file) =>
      PRECOMPRESSED.map(async (encoding) => {
        const body = await compress(file.source, encoding, 'static');
        await writeFile(precompressedPath(join(outDir, file.fileName), encoding), body);
      }),
    ),
  );
  return chosen.length;
}

export const PRECOMPRESS_PLUGIN = 'mall:precompress';

/**
 * The client build's hashed files leave the build with their brotli and gzip forms beside them, so the production
 * server sends the first request of each after a deploy, and every copy of the server behind a load balancer, without
 * compressing anything (server/static-files.ts), and a static host that serves precompressed files (nginx's
 * `brotli_static` and `gzip_static`) can do the same (docs/deploying.md). Only `assets/`: those names change with their
 * content, so a copy can never go stale; `config.json`, which a deployer edits, stays compressed by the server.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: PRECOMPRESS_PLUGIN,
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.values(bundle).map((item) => ({
        fileName: item.fileName,
        source: Buffer.from(item.type === 'chunk' ? item.code : item.source),
      }));
      await precompress(outDir, files);
    },
  };
}
