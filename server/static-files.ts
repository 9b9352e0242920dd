import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { compress, compressible, MIN_COMPRESSED_BYTES, precompressedPath, type Encoding, type Precompressed } from './compress';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticFile {
  type: string;
  etag: string;
  /** Hashed build output (under assets/): cached for a year, immutable. */
  immutable: boolean;
  body: (encoding: Encoding) => Promise<Buffer>;
  compressible: boolean;
}

/**
 * The client build's files, read on first request and kept with their compressed forms: a hashed file's as the build
 * wrote them beside it (scripts/vite-plugin-precompress.ts), any other compressed once here, at the strongest level
 * (the build does not change under a running server). Paths outside `root`, dot-files, the compressed copies
 * themselves and index.html (the server renders pages itself) are not served.
 */
export function staticFiles(root: string) {
  const cache = new Map<string, Promise<StaticFile | null>>();

  async function load(relative: string): Promise<StaticFile | null> {
    const path = join(root, relative);
    try {
      if (!(await stat(path)).isFile()) return null;
    } catch {
      return null;
    }
    const raw = await readFile(path);
    const type = TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const encoded = new Map<Encoding, Promise<Buffer>>();
    const canCompress = compressible(type) && raw.length > MIN_COMPRESSED_BYTES;
    const immutable = relative.startsWith(`assets${sep}`) || relative.startsWith('assets/');
    /** A hashed file's copy from the build when there is one (its name changes with its content: never stale). */
    const compressed = (encoding: Precompressed): Promise<Buffer> =>
      immutable
        ? readFile(precompressedPath(path, encoding)).catch(() => compress(raw, encoding, 'static'))
        : compress(raw, encoding, 'static');
    return {
      type,
      etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`,
      immutable,
      compressible: canCompress,
      body: (encoding) => {
        if (!canCompress || encoding === 'identity') return Promise.resolve(raw);
        let body = encoded.get(encoding);
        if (!body) {
          body = compressed(encoding);
          encoded.set(encoding, body);
        }
        return body;
      },
    };
  }

  return {
    /** The file at a URL path, or null. */
    find(urlPath: string): Promise<StaticFile | null> {
      let decoded: string;
      try {
        decoded = decodeURIComponent(urlPath);
      } catch {
        return Promise.resolve(null);
      }
      const relative = normalize(decoded).replace(/^[/\\]+/, '');
      if (
        relative === '' ||
        relative === 'index.html' ||
        relative.startsWith('..') ||
        relative.split(/[/\\]/).some((part) => part.startsWith('.')) ||
        /\.(br|gz)$/i.test(relative)
      ) {
        return Promise.resolve(null);
      }
      let found = cache.get(relative);
      if (!found) {
        found = load(relative);
        cache.set(relative, found);
        // Only files are kept: unknown paths must not grow the map.
        void found.then((file) => file ?? cache.delete(relative));
      }
      return found;
    },
  };
}
