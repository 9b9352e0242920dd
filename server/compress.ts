import { promisify } from 'node:util';
import type { Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Files this small are sent as they are: compression would save next to nothing. */
export const MIN_COMPRESSED_BYTES = 512;

/** The encodings the build writes beside each hashed file (scripts/vite-plugin-precompress.ts). */
export const PRECOMPRESSED = ['br', 'gzip'] as const satisfies readonly Encoding[];
export type Precompressed = (typeof PRECOMPRESSED)[number];

/** Where the build keeps a file's compressed form: `app-x.js.br`, `app-x.js.gz`. */
export const precompressedPath = (path: string, encoding: Precompressed): string => `${path}.${encoding === 'br' ? 'br' : 'gz'}`;

/** The best encoding the request accepts (brotli, then gzip); q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Compressible types: text, scripts, JSON, SVG, XML. */
export const compressible = (type: string): boolean =>
  /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(type);

/**
 * `quality`: 'static' for files compressed once and kept (brotli 11), 'dynamic' for a page compressed per answer
 * (brotli 5: a fraction of the time for a few per cent more bytes).
 */
/** Brotli quality and gzip level of each kind of compression. */
const LEVELS = { static: { brotli: 11, gzip: 9 }, dynamic: { brotli: 5, gzip: 6 } } as const;

export async function compress(body: Buffer, encoding: Encoding, quality: 'static' | 'dynamic'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: LEVELS[quality].brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  if (encoding === 'gzip') return gzipAsync(body, { level: LEVELS[quality].gzip });
  return body;
}

/** A compressor for a body sent as it arrives, at the 'dynamic' quality; `sizeHint`: its length when known. */
export function compressor(encoding: Exclude<Encoding, 'identity'>, sizeHint?: number): Transform {
  if (encoding === 'gzip') return createGzip({ level: LEVELS.dynamic.gzip });
  return createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LEVELS.dynamic.brotli,
      ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
    },
  });
}
