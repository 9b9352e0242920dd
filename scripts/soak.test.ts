import { describe, expect, it } from 'vitest';
import { runSoak } from './soak';

// A small run of `npm run test:soak` (which sends 100 000 requests and checks the memory after a forced GC): the
// same mix, with upload limits small enough to be reached, checking that every store stays within its bound and
// that nothing crashes. Memory is not asserted here (no --expose-gc in vitest, and too few requests to tell).
describe('soak (small)', () => {
  it('keeps uploads, faults and the seed cache within their bounds under 600 mixed anonymous requests', async () => {
    const result = await runSoak({
      requests: 600,
      warmup: 0,
      uploadLimits: { count: 30, bytes: 4 * 1024 * 1024, callerCount: 3, callerBytes: 3 * 1024 * 1024 },
    });
    expect(result.broken).toEqual([]);
    // The bound in all was reached (and kept: checked every 100 requests).
    expect(result.keptUploads.count).toBe(30);
    expect(result.codes['HTTP 500']).toBeUndefined();
    // Every kind of answer of the mix came back: successes, refusals (bad Host, limits, faults), not found.
    expect(result.codes['200']).toBeGreaterThan(200);
    expect(result.codes['400']).toBeGreaterThan(10);
    expect(result.codes['404']).toBeGreaterThan(5);
    const total = Object.values(result.codes).reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(600);
  }, 120_000);
});
