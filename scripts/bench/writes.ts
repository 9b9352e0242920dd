import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { note, report } from './report';
import { type BuildServer, CLOCK, listen } from './server';

// ---------------------------------------------------------------------------------------------------------------
// (b2) Writes per second, in memory and with MOCK_STATE_FILE (every answered write journaled and fsynced first).

/** Guest sign-ins (a user record and a session each), 8 in flight for `durationMs`; answers writes per second. */
async function writesPerSecond(base: string, tag: string, durationMs = 3000): Promise<{ rate: number; errors: number }> {
  let done = 0;
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (performance.now() - started < durationMs) {
      const res = await fetch(`${base}/api/front/login/register/visitor`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${tag}-${next++}@bench.example` }),
      });
      const body = (await res.json()) as { code?: number };
      if (body.code === 200) done += 1;
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return { rate: (done / (performance.now() - started)) * 1000, errors };
}

export async function benchWrites(buildServer: BuildServer): Promise<void> {
  console.log('\n## Writes per second (guest sign-in: a user and a session), 8 in flight, client in the same process');
  const dir = mkdtempSync(join(tmpdir(), 'bench-state-'));
  try {
    const memory = await buildServer({ seed: 1, clock: CLOCK });
    const plain = await writesPerSecond(await listen(memory), 'memory');
    await memory.close();
    const durable = await buildServer({ seed: 1, clock: CLOCK, stateFile: join(dir, 'state.json') });
    const journaled = await writesPerSecond(await listen(durable), 'durable');
    await durable.close();
    report('writes/s in memory', `${plain.rate.toFixed(0)}/s`, '(baseline)', null);
    report(
      'writes/s with MOCK_STATE_FILE (journal + fsync)',
      `${journaled.rate.toFixed(0)}/s`,
      `x${(journaled.rate / plain.rate).toFixed(2)} of in memory`,
      null,
    );
    if (plain.errors + journaled.errors > 0) note(`${plain.errors + journaled.errors} writes answered an error code`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
