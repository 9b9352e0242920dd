// `npm run fuzz`: the long run of the contract-driven fuzzing (mock-server/src/fuzz/fuzz-routes.ts), 10 000 cases
// spread over every route of the contract and the mock's pages (FUZZ_CASES, FUZZ_SEED, FUZZ_FILTER to change).
// Prints the figures and every broken invariant with the request that broke it; exits 1 when any broke.
import { buildServer } from '../mock-server/src/server';
import { fuzzRoutes, fuzzTargets } from '../mock-server/src/fuzz/fuzz-routes';

const total = Number(process.env.FUZZ_CASES ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const filter = process.env.FUZZ_FILTER ? new RegExp(process.env.FUZZ_FILTER) : undefined;
const targets = fuzzTargets().filter((t) => !filter || filter.test(t.name)).length;
const perTarget = Math.ceil(total / targets);

const app = await buildServer({ seed: 1, products: 40, clock: '2026-06-01T00:00:00.000Z', validateResponses: false });
await app.ready();
console.log(`fuzz: ${targets} targets x ${perTarget} cases, seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
const report = await fuzzRoutes(app, {
  perTarget,
  seed,
  resetPerTarget: true,
  ...(filter ? { filter } : {}),
  onTarget: (target, done, count) => {
    if (done % 20 === 0) console.log(`  ${done}/${count} ${target.name}`);
  },
});
await app.close();

const codes = Object.entries(report.answers)
  .sort((a, b) => b[1] - a[1])
  .map(([code, n]) => `${code}: ${n}`)
  .join(', ');
console.log(
  `\n${report.cases} cases over ${report.routes} targets in ${(report.ms / 1000).toFixed(1)} s (${Math.round((report.cases / report.ms) * 1000)}/s)`,
);
console.log(`answers by envelope code: ${codes}`);
const byProblem = new Map<string, typeof report.failures>();
for (const failure of report.failures) {
  const key = `${failure.target}: ${failure.problem.slice(0, 160)}`;
  byProblem.set(key, [...(byProblem.get(key) ?? []), failure]);
}
for (const [key, list] of byProblem) console.log(`\nBROKEN x${list.length} ${key}\n  e.g. ${list[0]?.request}`);
console.log(
  report.failures.length === 0 ? '\nno invariant broken' : `\n${report.failures.length} broken invariants in ${byProblem.size} kinds`,
);
process.exit(report.failures.length === 0 ? 0 : 1);
