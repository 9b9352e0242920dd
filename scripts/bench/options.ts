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
