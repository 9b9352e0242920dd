// Which i18n namespaces a module and its static imports render with, read from the source: what a page needs on
// arrival. Used by web/src/app/route-table.test.ts to check that the route table preloads them (docs/adr/0004).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/g;
// A component declared with lazyOnArrival (web/src/lib/react/lazy-on-arrival.ts) renders on arrival, right after the
// page frame: its module counts as part of the page, so the route preloads its namespaces too.
const ARRIVAL_IMPORT = /\blazyOnArrival(?:<[^>]*>)?\((?:async\s*)?\(\)\s*=>[^;]*?\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
// So does a deferred part the page waits for (usePartReady, web/src/lib/react/use-part-ready.ts): the page shows
// with it, so its namespaces must be there as the page's are.
const DEFERRED_PART = /\bconst\s+(\w+)\s*=\s*deferredPart(?:<[^>]*>)?\((?:async\s*)?\(\)\s*=>[^;]*?\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const USE_TRANSLATION = /useTranslation\(\s*(?:'(\w+)'|\[([^\]]*)\])?\s*\)/g;
const NS_OPTION = /\bns:\s*'(\w+)'/g;
const DEFAULT_NS_CALL = /\bi18n(?:ext)?\.t\(/;

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts'), resolve(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The namespaces one file uses directly: `useTranslation()` and `i18n.t()` mean the default namespace, common. */
export function namespacesIn(source: string): Set<string> {
  const found = new Set<string>();
  for (const match of source.matchAll(USE_TRANSLATION)) {
    if (match[1]) found.add(match[1]);
    else if (match[2]) for (const name of match[2].matchAll(/'(\w+)'/g)) found.add(name[1] ?? '');
    else found.add('common');
  }
  for (const match of source.matchAll(NS_OPTION)) if (match[1]) found.add(match[1]);
  if (DEFAULT_NS_CALL.test(source)) found.add('common');
  found.delete('');
  return found;
}

/** The module specifiers a source pulls into its page: static imports, lazyOnArrival and awaited deferred parts. */
function pageImports(source: string): string[] {
  return [
    ...[...source.matchAll(STATIC_IMPORT), ...source.matchAll(ARRIVAL_IMPORT)].map((match) => match[1] ?? ''),
    ...[...source.matchAll(DEFERRED_PART)]
      .filter((match) => source.includes(`usePartReady(${match[1] ?? ''},`))
      .map((match) => match[2] ?? ''),
  ].filter(Boolean);
}

/**
 * The files a module pulls in through static (value) imports and re-exports, and the modules it declares with
 * lazyOnArrival or as deferred parts it waits for, itself included.
 */
export function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const spec of pageImports(source)) {
      const target = resolveModule(file, spec);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}

export function graphNamespaces(entry: string): Set<string> {
  const found = new Set<string>();
  for (const file of staticGraph(entry)) for (const ns of namespacesIn(readFileSync(file, 'utf8'))) found.add(ns);
  return found;
}
