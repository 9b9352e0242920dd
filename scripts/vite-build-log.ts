import type { Rolldown } from 'vite';
import { PRECOMPRESS_PLUGIN } from './vite-plugin-precompress.ts';

/**
 * Two logs of every build that hide the ones that matter; every other log is passed on. Used by vite.config.ts and
 * the early script's own build (scripts/vite-plugin-early-requests.ts).
 * - React Query's and React Router's modules begin with "use client", a marker for React Server Components bundlers.
 *   This app has no server components, so the directive means nothing here, and Rolldown warned about it once per
 *   module: about fifteen warnings on every build. Dropped for node_modules only.
 * - Rolldown's plugin timing report, when the only plugin it times is the one writing the brotli and gzip copies
 *   (scripts/vite-plugin-precompress.ts): compressing at the strongest level is its whole job, about 3 s of a build.
 *   A report that times any other plugin is passed on.
 */
export const dropKnownBuildLogs: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"') && log.message.includes('node_modules')) return;
  if (log.code === 'PLUGIN_TIMINGS' && onlyTimes(log.message, PRECOMPRESS_PLUGIN)) return;
  handler(level, log);
};

/** The report's timed lines read `- plugin <name> <hook> (<share>%, <time>, <calls>)`; untimed ones `(<calls> calls)`. */
function onlyTimes(message: string, plugin: string): boolean {
  const timed = [...message.matchAll(/- plugin (\S+) \S+ \(\d+%,/g)].map((match) => match[1]);
  return timed.length > 0 && timed.every((name) => name === plugin);
}
