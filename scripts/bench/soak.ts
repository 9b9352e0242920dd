import { spawn } from 'node:child_process';
import { note, report } from './report';

// ---------------------------------------------------------------------------------------------------------------
// (d) Memory under anonymous load: a shorter `npm run test:soak` in a child process (it needs --expose-gc).

interface SoakFigures {
  start: { rss: number; heapUsed: number };
  peak: { rss: number; heapUsed: number };
  afterGc: { rss: number; heapUsed: number };
  requests: number;
  ms: number;
  broken: string[];
}

const MB = 1024 * 1024;
const percent = (after: number, start: number) => `${after >= start ? '+' : ''}${((after / start - 1) * 100).toFixed(1)} %`;

export async function benchSoak(): Promise<void> {
  const requests = Number(process.env.SOAK_REQUESTS ?? 20_000);
  console.log(`\n## Memory under ${requests} mixed anonymous requests (npm run test:soak sends 100 000), after a forced GC`);
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/soak.ts'], {
    env: { ...process.env, SOAK_REQUESTS: String(requests), SOAK_JSON: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const line = out.split('\n').find((l) => l.startsWith('soak-result '));
  if (!line) {
    report('soak', 'no result', '', false);
    note(out.trim().split('\n').slice(-5).join('\n  '));
    return;
  }
  const figures = JSON.parse(line.slice('soak-result '.length)) as SoakFigures;
  const { start, peak, afterGc } = figures;
  report(
    'soak: heap after GC against the start',
    percent(afterGc.heapUsed, start.heapUsed),
    'budget +10 %',
    afterGc.heapUsed <= start.heapUsed * 1.1,
  );
  report('soak: RSS after GC against the start', percent(afterGc.rss, start.rss), 'budget +10 %', afterGc.rss <= start.rss * 1.1);
  report(
    'soak: peak RSS (start)',
    `${(peak.rss / MB).toFixed(0)} MB (${(start.rss / MB).toFixed(0)})`,
    '(bounded stores)',
    figures.broken.length === 0,
  );
  note(`${figures.requests} requests in ${(figures.ms / 1000).toFixed(1)} s`);
}
