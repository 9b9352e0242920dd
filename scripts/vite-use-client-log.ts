import type { Rolldown } from 'vite';

/**
 * React Query's and React Router's modules begin with "use client", a marker for React Server Components bundlers.
 * This app has no server components, so the directive means nothing here, and Rolldown warned about it once per
 * module: about fifteen warnings on every build, hiding the ones that matter. This drops that warning, for
 * node_modules only, and passes every other log on. Used by vite.config.ts and the early script's own build
 * (scripts/vite-plugin-early-requests.ts).
 */
export const dropUseClientWarnings: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"') && log.message.includes('node_modules')) return;
  handler(level, log);
};
