import { performance } from 'node:perf_hooks';
import { ms, note, percentile, report } from './report';
import { type BuildServer, CLOCK, listen } from './server';

const LARGE_P95_BUDGET_MS = 20;
const LARGE_SEED_BUDGET_S = 20;

// ---------------------------------------------------------------------------------------------------------------
// (c) MOCK_PRODUCTS=100000: seed time and search/browse latency.

interface CategoryNode {
  id: number;
  childList?: CategoryNode[];
}

function leaves(nodes: CategoryNode[]): number[] {
  return nodes.flatMap((node) => (node.childList?.length ? leaves(node.childList) : [node.id]));
}

async function getData(url: string): Promise<unknown> {
  const body: unknown = await (await fetch(url, { headers: { 'Form-type': 'pc' } })).json();
  return typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
}

async function sequentialP95(urls: string[]): Promise<{ p50: number; p95: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  for (const url of urls) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { 'Form-type': 'pc' } });
    const body: unknown = await response.json();
    latencies.push(performance.now() - t0);
    if (typeof body !== 'object' || body === null || !('code' in body) || body.code !== 200) errors += 1;
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), errors };
}

export async function benchLarge(buildServer: BuildServer): Promise<void> {
  console.log('\n## MOCK_PRODUCTS=100000: seed time; search and browse p95 over 100 sequential requests each (first page of 20)');
  const products = 100_000;
  const started = performance.now();
  const mock = await buildServer({ seed: 1, products, clock: CLOCK });
  const seedSeconds = (performance.now() - started) / 1000;
  report('seed 100000 products', `${seedSeconds.toFixed(1)} s`, `budget ${LARGE_SEED_BUDGET_S} s`, seedSeconds <= LARGE_SEED_BUDGET_S);
  const base = await listen(mock);
  try {
    const hot = await getData(`${base}/api/front/search/keyword`);
    const titles = Array.isArray(hot)
      ? hot.map((k: unknown) => (typeof k === 'object' && k !== null && 'title' in k ? String(k.title) : '')).filter(Boolean)
      : [];
    const keywords = [...titles, 'a', 'e', 'shirt', 'phone', 'red', 'pro', 'zzzz-no-match'];
    const tree = await getData(`${base}/api/front/product/category`);
    const cids = Array.isArray(tree) ? leaves(tree as CategoryNode[]) : [];
    // Warm the indexes (first query may build them), as a running mock would be.
    await sequentialP95([
      `${base}/api/front/product/list?page=1&limit=20&keyword=a`,
      `${base}/api/front/product/list?page=1&limit=20&cid=${cids[0] ?? 1}`,
    ]);
    const pick = <T>(list: T[], i: number): T | undefined => list[i % Math.max(1, list.length)];
    const searchUrls = Array.from(
      { length: 100 },
      (_, i) => `${base}/api/front/product/list?page=${1 + (i % 3)}&limit=20&keyword=${encodeURIComponent(pick(keywords, i) ?? 'a')}`,
    );
    const search = await sequentialP95(searchUrls);
    report('keyword search p95', ms(search.p95), `budget ${LARGE_P95_BUDGET_MS} ms`, search.p95 <= LARGE_P95_BUDGET_MS);
    note(`p50 ${ms(search.p50)}; ${keywords.length} keywords${search.errors ? `; ${search.errors} error answers` : ''}`);
    if (cids.length === 0) note('no category tree: browse skipped');
    else {
      const browseUrls = Array.from(
        { length: 100 },
        (_, i) => `${base}/api/front/product/list?page=1&limit=20&cid=${pick(cids, i * 7) ?? 1}${i % 2 ? '&priceOrder=asc' : ''}`,
      );
      const browse = await sequentialP95(browseUrls);
      report('category browse p95', ms(browse.p95), `budget ${LARGE_P95_BUDGET_MS} ms`, browse.p95 <= LARGE_P95_BUDGET_MS);
      note(`p50 ${ms(browse.p50)}; ${cids.length} leaf categories${browse.errors ? `; ${browse.errors} error answers` : ''}`);
    }
  } finally {
    await mock.close();
  }
}
