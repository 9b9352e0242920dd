import type { Plugin, Rolldown } from 'vite';

type Bundle = Rolldown.OutputBundle;

/** `file` and every chunk it imports statically, by file name. */
export function staticClosure(bundle: Bundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * A dynamic import's preload list without the files its host chunk imports statically: those ran before the host's
 * own code did, so naming them again only costs bytes. Vite leaves out the host alone; every route in the route table
 * (app chunk) and every lazy part of a page repeated the runtime, vendor, react, router (and app) chunks, with their
 * hashed names in each chunk's `__vite__mapDeps` table. Nothing else changes: the files still listed are the ones a
 * page does not have yet. The HTML's modulepreload links (hostType 'html') are left as Vite makes them.
 *
 * Use both parts: `plugin` reads the bundle (its generateBundle runs before Vite's import analysis, a 'post' plugin,
 * calls `resolveDependencies` from its own), `resolveDependencies` goes in `build.modulePreload`.
 */
export function preloadDepsPlugin(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Bundle | null = null;
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'preload-deps',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) closures.set(hostId, (loaded = staticClosure(bundle, hostId)));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
