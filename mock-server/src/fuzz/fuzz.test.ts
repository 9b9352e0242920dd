import { describe, expect, it } from 'vitest';
import { useMockApp } from '../test-support';
import { fuzzRoutes, fuzzTargets } from './fuzz-routes';

// The bounded run of the contract-driven fuzzing (`npm run fuzz` is the long one): a few cases per route.
const mock = useMockApp({ server: { products: 40, validateResponses: false } });

describe('contract-driven fuzzing', () => {
  it('covers every route of the contract', () => {
    const names = fuzzTargets().map((t) => t.name);
    expect(names).toContain('api.auth.email');
    expect(names).toContain('mock.reset');
    expect(names.filter((n) => n.startsWith('page ')).length).toBeGreaterThan(5);
    expect(names.filter((n) => n.startsWith('api.')).length).toBeGreaterThan(100);
  });

  it('breaks no invariant on any route', async () => {
    const report = await fuzzRoutes(mock.app, { perTarget: 3, seed: 20261126, dbCheckEvery: 30 });
    expect(report.failures.slice(0, 10)).toEqual([]);
    expect(report.cases).toBe(report.routes * 3);
  }, 60_000);
});
