/** The bench's command line (scripts/bench.ts says what each option does). */
export const args = process.argv.slice(2);
export const strict = args.includes('--strict');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
export const wants = (part: string): boolean => !only || only.includes(part);
// The 100k catalog takes about half a minute on 2 cores; on by default, --no-large skips it.
export const large = args.includes('--large') || !args.includes('--no-large');
export const LIGHTHOUSE_RUNS = Number(args.find((a) => a.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length) ?? 3);
/** Run Lighthouse on these pages only (names as the bench prints them, first word: home, search, product, ...; `public` for the SEO and Best Practices sweep of the other public pages). */
export const LIGHTHOUSE_PAGES = args
  .find((a) => a.startsWith('--lighthouse-pages='))
  ?.slice('--lighthouse-pages='.length)
  .split(',');
/** Run these Lighthouse presets only (desktop, mobile). */
export const LIGHTHOUSE_PRESETS = args
  .find((a) => a.startsWith('--lighthouse-presets='))
  ?.slice('--lighthouse-presets='.length)
  .split(',');
/**
 * The API on its own origin (the mock's port, CORS with a preflight per URL) instead of behind the web's origin. The
 * default deployment (docs/deploying.md) is one origin (a reverse proxy sends /api/ to the backend), which the bench
 * measures unless this is given.
 */
export const CROSS_ORIGIN_API = args.includes('--cross-origin-api');
/**
 * Build into the places the e2e suite serves (dist/web, dist/demo) and leave the builds there: `npm test` passes it so
 * that scripts/e2e.mjs (given --prebuilt) serves these builds instead of making each a second time (docs/testing.md, `npm test`).
 */
export const KEEP_BUILDS = args.includes('--keep-builds');
/**
 * Keep every Lighthouse report (JSON) in this directory, named page-preset-run.json, to compare two builds' long
 * tasks and requests (audits `long-tasks`, `network-requests`, `bootup-time`) when a score moves.
 */
export const LIGHTHOUSE_REPORTS = args.find((a) => a.startsWith('--lighthouse-reports='))?.slice('--lighthouse-reports='.length);
/** The server figures (part `server`) over `npm run build`'s dist/web and dist/server instead of a build of their own. */
export const SERVER_PREBUILT = args.includes('--server-prebuilt');
/**
 * Requests of the server's memory run (part `server`). 10 000 by default to keep the part near two minutes; the issue's
 * figure is `--server-requests=100000` (docs/performance.md, "The bench", says how long it takes).
 */
export const SERVER_REQUESTS = Number(args.find((a) => a.startsWith('--server-requests='))?.slice('--server-requests='.length) ?? 10_000);
