import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** A page's first-load JavaScript: the chunks a cold visit downloads before the page can render. */
export interface FirstLoad {
  files: { file: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
  /** The route module's manifest key, or null when it could not be found (then only the entry is counted). */
  routeModule: string | null;
}

/** The manifest key of index.html's entry chunk. */
export function entryKey(manifest: Manifest): string {
  const key =
    Object.keys(manifest).find((k) => manifest[k]?.isEntry && /\.html$/.test(k)) ?? Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the build manifest has no entry chunk');
  return key;
}

/** A chunk and everything it imports statically (what the browser fetches, modulepreload or not), in load order. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The module a route lazily loads, read from web/src/app/route-table.ts: `{ path: 'goods/goods_search', ... load: x }`
 * where `load` is `() => import('./routes/...')` inline or a const holding one. Returns a path relative to the Vite
 * root (e.g. `src/app/routes/search-page`, no extension), or null.
 */
export function routeModuleFromTable(tableFile: string, viteRoot: string, routePath: string): string | null {
  const source = readFileSync(tableFile, 'utf8');
  const escaped = routePath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const line = new RegExp(`path:\\s*'${escaped}'[^\\n]*?(?:load|lazy):\\s*([^,}\\n]+)`).exec(source);
  const load = line?.[1]?.trim();
  if (!load) return null;
  let specifier = /import\(\s*'([^']+)'\s*\)/.exec(load)?.[1];
  if (!specifier && /^[\w$]+$/.test(load)) {
    specifier = new RegExp(`const\\s+${load}\\s*(?::[^=]+)?=\\s*\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'\\s*\\)`).exec(source)?.[1];
  }
  if (!specifier || !specifier.startsWith('.')) return null;
  return relative(viteRoot, resolve(dirname(tableFile), specifier)).replace(/\\/g, '/');
}

/** Finds the manifest key of a source module given without extension. */
export function manifestKeyFor(manifest: Manifest, module: string): string | null {
  const bare = module.replace(/\.(tsx?|jsx?)$/, '');
  return (
    Object.keys(manifest).find((key) => key.replace(/\.(tsx?|jsx?)$/, '') === bare || key.replace(/\/index\.(tsx?|jsx?)$/, '') === bare) ??
    null
  );
}

/**
 * Every route module of web/src/app/route-table.ts in the order written (depth first: a parent's `load` comes
 * before its `children`), relative to the Vite root, without extension. Each entry loads with `() => import('...')`.
 */
export function routeModulesInTable(tableFile: string, viteRoot: string): string[] {
  const source = readFileSync(tableFile, 'utf8');
  return [...source.matchAll(/load:\s*\(\)\s*=>\s*import\(\s*'(\.[^']+)'\s*\)/g)].map((match) =>
    relative(viteRoot, resolve(dirname(tableFile), match[1] ?? '')).replace(/\\/g, '/'),
  );
}

/**
 * Entry + its static imports + the route's lazy chunk + its static imports (+ other modules the start awaits, such
 * as locale catalogs), each file gzipped on its own.
 */
export function firstLoad(manifest: Manifest, outDir: string, routeModule: string | null, alsoModules: readonly string[] = []): FirstLoad {
  const routeKey = routeModule ? manifestKeyFor(manifest, routeModule) : null;
  const also = alsoModules.map((module) => manifestKeyFor(manifest, module)).filter((key): key is string => key !== null);
  const keys = staticClosure(manifest, [entryKey(manifest), ...(routeKey ? [routeKey] : []), ...also]);
  const files = [
    ...new Set(keys.map((key) => manifest[key]?.file).filter((f): f is string => typeof f === 'string' && f.endsWith('.js'))),
  ].map((file) => {
    const content = readFileSync(join(outDir, file));
    return { file, bytes: content.length, gzip: gzipSync(content).length };
  });
  return {
    files,
    bytes: files.reduce((n, f) => n + f.bytes, 0),
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    routeModule: routeKey,
  };
}
