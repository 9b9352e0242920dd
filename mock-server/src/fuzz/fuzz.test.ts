import { describe, expect, it } from 'vitest';
import { useMockApp } from '../test-support';
import { checkAnswer, fuzzRoutes, fuzzTargets } from './fuzz-routes';

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

  it('takes a file the contract answers bare (a snapshot) as its answer, and nothing else bare', async () => {
    const target = fuzzTargets().find((t) => t.name === 'mock.exportSnapshot');
    if (!target) throw new Error('no mock.exportSnapshot target');
    const saved = await mock.app.inject({ method: 'POST', url: '/__mock/snapshots', payload: { name: 'fuzz-kept' } });
    expect(saved.json()).toMatchObject({ code: 200 });
    const file = await mock.app.inject({ method: 'GET', url: '/__mock/snapshots/fuzz-kept/file' });
    const type = String(file.headers['content-type']);
    expect(checkAnswer(target, file.statusCode, type, file.body)).toBeNull();
    // Bare JSON that is not the file, and a file answered under another route, are still caught.
    expect(checkAnswer(target, 200, type, '{"format":"mock-snapshot"}')).toMatch(/^not the envelope/);
    const other = fuzzTargets().find((t) => t.name === 'mock.listSnapshots');
    if (!other) throw new Error('no mock.listSnapshots target');
    expect(checkAnswer(other, 200, type, file.body)).toMatch(/^not the envelope/);
  });

  it('breaks no invariant on any route', async () => {
    const report = await fuzzRoutes(mock.app, { perTarget: 3, seed: 20261126, dbCheckEvery: 30 });
    expect(report.failures.slice(0, 10)).toEqual([]);
    expect(report.cases).toBe(report.routes * 3);
  }, 60_000);
});
