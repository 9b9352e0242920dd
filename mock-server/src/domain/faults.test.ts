import { describe, expect, it } from 'vitest';
import { FaultList, globToRegExp } from './faults';

describe('fault globs', () => {
  it('* stays in a segment, ** crosses segments', () => {
    expect(globToRegExp('/api/front/product/*').test('/api/front/product/list')).toBe(true);
    expect(globToRegExp('/api/front/product/*').test('/api/front/product/detail/1')).toBe(false);
    expect(globToRegExp('/api/**').test('/api/front/product/detail/1')).toBe(true);
    expect(globToRegExp('/api/front/product/detail/?').test('/api/front/product/detail/1')).toBe(true);
    expect(globToRegExp('/api/a.b').test('/api/aXb')).toBe(false);
  });

  it('matches method, honours count and probability', () => {
    const faults = new FaultList();
    faults.add({ method: 'GET', path: '/api/**', code: 500, probability: 1, count: 2 });
    expect(faults.match('POST', '/api/x')).toBeNull();
    expect(faults.match('GET', '/api/x')?.code).toBe(500);
    expect(faults.match('GET', '/api/x')?.code).toBe(500);
    expect(faults.match('GET', '/api/x')).toBeNull();
    faults.add({ method: '*', path: '/api/**', code: 404, probability: 0.5 });
    expect(faults.match('GET', '/api/x', () => 0.7)).toBeNull();
    expect(faults.match('GET', '/api/x', () => 0.2)?.code).toBe(404);
    faults.clear();
    expect(faults.match('GET', '/api/x', () => 0)).toBeNull();
  });
});
