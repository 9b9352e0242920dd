import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { rolldownVersion, version as viteVersion, type Plugin } from 'vite';

/** Every catalog under `localesDir`: `<lng>/<namespace>.json`, sorted. */
export function catalogFiles(localesDir: string): { lng: string; ns: string; path: string }[] {
  const found: { lng: string; ns: string; path: string }[] = [];
  for (const lng of readdirSync(localesDir).sort()) {
    if (!statSync(join(localesDir, lng)).isDirectory()) continue;
    for (const file of readdirSync(join(localesDir, lng)).sort()) {
      if (file.endsWith('.json')) found.push({ lng, ns: file.slice(0, -'.json'.length), path: join(localesDir, lng, file) });
    }
  }
  return found;
}

/**
 * One version for every locale catalog: a hash of all their text and of the Vite and Rolldown versions that turn them into chunks.
 * A change to any catalog (or to the bundler) gives every catalog a new path, so a long-lived cache never serves
 * an old one.
 */
export function catalogVersion(localesDir: string): string {
  const hash = createHash('sha256');
  hash.update(`vite ${viteVersion} rolldown ${String(rolldownVersion)}\n`);
  for (const { lng, ns, path } of catalogFiles(localesDir)) {
    hash.update(`${lng}/${ns}\n`);
    hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 10);
}

/** Where the build puts the catalogs, under the output folder: `<dir>/<lng>/<namespace>.js`. */
export const catalogDir = (version: string): string => `assets/locales/${version}`;

/**
 * The locale catalogs as chunks at predictable paths (docs/adr/0004-lazy-per-namespace-i18n-catalogs.md,
 * amendment): `assets/locales/<version>/<lng>/<namespace>.js`, each emitted as a chunk of its own, and the folder
 * given to the app as `__CATALOG_DIR__`. web/src/lib/i18n/i18n.ts builds a catalog's URL from it in a build, so the
 * shell carries no map of 102 hashed file names (1.3 KB gzip); under the dev server and in tests it reads the
 * catalogs through `import.meta.glob` as before.
 */
export function catalogsPlugin(localesDir: string): Plugin {
  const dir = catalogDir(catalogVersion(localesDir));
  return {
    name: 'locale-catalogs',
    config: () => ({ define: { __CATALOG_DIR__: JSON.stringify(dir) } }),
    buildStart() {
      // Not under the dev server, whose modules are served as they are.
      if (this.meta.watchMode) return;
      for (const { lng, ns, path } of catalogFiles(localesDir)) {
        this.emitFile({ type: 'chunk', id: path, fileName: `${dir}/${lng}/${ns}.js`, preserveSignature: 'strict' });
      }
    },
  };
}
