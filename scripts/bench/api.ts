import Fastify from 'fastify';
import { KB, median, ms, note, percentile, report } from './report';
import { type BuildServer, CLOCK, envelopeCode, listen, load } from './server';

// (b) API latency and throughput on loopback, against a bare Fastify route measured in the same run.

/** Our own API budget (the issue fixes none): the mock must stay far from being the slow part of an e2e run. */
const API_P99_BUDGET_MS = 50;

/** What a mock read route must reach of a bare Fastify route serving the same bytes (requests/s, medians). */
const READ_RATIO_BUDGET = 0.8;
const RATIO_ROUNDS = 5;
const RATIO_CONNECTIONS = 50;

export async function benchApi(buildServer: BuildServer): Promise<void> {
  console.log(
    `\n## API on loopback: requests/s with ${RATIO_CONNECTIONS} connections against a bare Fastify route serving the same bytes, ${RATIO_ROUNDS} alternating rounds, medians; p50/p99 one request at a time`,
  );
  const mock = await buildServer({ seed: 1, clock: CLOCK });
  const base = await listen(mock);
  const bare = Fastify({ logger: false });
  const targets = [
    // Cached in the mock (mock-server/src/read-cache.ts): read-mostly, rebuilt from the whole db otherwise.
    { path: '/api/front/product/category', cached: true },
    { path: '/api/pc/home/index', cached: true },
    { path: '/api/front/activity/index/list', cached: true },
    { path: '/api/front/search/keyword', cached: true },
    { path: '/api/front/index/paycurrency', cached: true },
    // Not cached (they change with stock, prices and the viewer): figures for reference.
    { path: '/api/front/product/list?page=1&limit=20', cached: false },
    { path: '/api/front/product/detail/1', cached: false },
  ];
  const bodies: string[] = [];
  for (const [index, target] of targets.entries()) {
    const response = await fetch(`${base}${target.path}`, { headers: { 'Form-type': 'pc' } });
    const body = await response.text();
    bodies.push(body);
    bare.get(`/bare/${index}`, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  }
  const bareBase = await listen(bare);
  try {
    for (const [index, target] of targets.entries()) {
      const url = `${base}${target.path}`;
      const code = await envelopeCode(url);
      if (code !== 200) note(`${target.path} answered code ${String(code)}: figures below measure an error path`);
      const bareRps: number[] = [];
      const mockRps: number[] = [];
      let errors = 0;
      for (let round = 0; round < RATIO_ROUNDS; round += 1) {
        // Alternating, so a busy moment of a shared machine falls on both sides alike.
        const options = { count: 200_000, durationMs: 1200, concurrency: RATIO_CONNECTIONS, warmup: round === 0 ? 500 : 100 };
        const b = await load(`${bareBase}/bare/${index}`, options);
        const m = await load(url, options);
        bareRps.push((b.latencies.length / b.elapsedMs) * 1000);
        mockRps.push((m.latencies.length / m.elapsedMs) * 1000);
        errors += b.errors + m.errors;
      }
      const ratio = median(mockRps) / median(bareRps);
      report(
        `GET ${target.path} requests/s`,
        `${median(mockRps).toFixed(0)}/s`,
        `x${ratio.toFixed(2)} of bare ${median(bareRps).toFixed(0)}/s${target.cached ? `, budget x${READ_RATIO_BUDGET}` : ''}`,
        target.cached ? ratio >= READ_RATIO_BUDGET : null,
      );
      const sequential = await load(url, { count: 1000, durationMs: 1500, concurrency: 1, warmup: 50 });
      const sorted = Float64Array.from(sequential.latencies).sort();
      report(
        `GET ${target.path} p50 / p99`,
        `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`,
        `budget p99 ${API_P99_BUDGET_MS} ms`,
        percentile(sorted, 99) <= API_P99_BUDGET_MS,
      );
      note(
        `${((bodies[index]?.length ?? 0) / KB).toFixed(1)} KB per answer${target.cached ? ', cached' : ', not cached'}${errors ? `, ${errors} non-200 HTTP answers` : ''}`,
      );
    }
  } finally {
    await Promise.all([bare.close(), mock.close()]);
  }
}
