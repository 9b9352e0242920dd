// `npm run bench [--strict] [--large|--no-large] [--only=bundle,transfer,lighthouse,api,writes,large,demo,soak,server,hints]
//   [--lighthouse-runs=3]
//   [--lighthouse-pages=home,product] [--lighthouse-presets=mobile] [--lighthouse-reports=DIR] [--cross-origin-api] [--keep-builds]
//   [--server-prebuilt] [--server-requests=10000]`
// Prints figures against budgets, one PASS/OVER line each. Exits 0 unless --strict and something is OVER:
// timing is noisy on a shared 2-core box, so no pass/fail test depends on it.
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { args, KEEP_BUILDS, large, strict, wants } from './bench/options';
import { overBudget } from './bench/report';
import { benchBundle } from './bench/bundle';
import { benchTransfer } from './bench/transfer';
import { loadBuildServer } from './bench/server';
import { benchApi } from './bench/api';
import { benchWrites } from './bench/writes';
import { benchLarge } from './bench/large';
import { benchDemo } from './bench/demo';
import { benchSoak } from './bench/soak';
import { benchStorefront } from './bench/storefront';
import { benchLighthouse } from './bench/lighthouse';
import { benchEarlyHints } from './bench/early-hints';

// ---------------------------------------------------------------------------------------------------------------

const begun = performance.now();
const cores = availableParallelism();
const loadAverage = loadavg()[0] ?? 0;
console.log(
  `bench: node ${process.version}, ${cores} cores, load average ${loadAverage.toFixed(1)}, ${args.join(' ') || 'default options'}`,
);
if (loadAverage > cores)
  console.log(`  the machine is busy (load ${loadAverage.toFixed(1)} on ${cores} cores): timings below are inflated`);
const built = wants('bundle') || wants('transfer') ? await benchBundle() : null;
if (built && wants('transfer')) await benchTransfer(await loadBuildServer(), built.outDir, built.manifest);
if (built && !KEEP_BUILDS) rmSync(built.outDir, { recursive: true, force: true });
if (wants('demo')) await benchDemo(built?.moduleIds);
if (wants('api') || wants('writes') || (wants('large') && large)) {
  const buildServer = await loadBuildServer();
  if (wants('api')) await benchApi();
  if (wants('writes')) await benchWrites(buildServer);
  if (wants('large') && large) await benchLarge(buildServer);
}
if (wants('soak')) await benchSoak();
if (wants('server')) await benchStorefront();
if (wants('hints')) await benchEarlyHints();
if (wants('lighthouse')) await benchLighthouse();
console.log(
  `\n${overBudget() === 0 ? 'all within budget' : `${overBudget()} figure(s) OVER budget`} (${((performance.now() - begun) / 1000).toFixed(0)} s)${strict ? '' : '; exit 0 (use --strict to fail on OVER)'}`,
);
process.exitCode = strict && overBudget() > 0 ? 1 : 0;
