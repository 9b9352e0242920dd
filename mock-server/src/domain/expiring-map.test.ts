import { describe, expect, it } from 'vitest';
import { ExpiringMap } from './expiring-map';

describe('ExpiringMap', () => {
  it('answers a value until its expiry on the given clock, then drops it', () => {
    const map = new ExpiringMap<string>(10);
    map.set('a', 'A', 100, 0);
    expect(map.get('a', 99)).toBe('A');
    expect(map.get('a', 100)).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('sweeps expired entries at the old end on every write', () => {
    const map = new ExpiringMap<number>(10);
    map.set('a', 1, 10, 0);
    map.set('b', 2, 20, 0);
    map.set('c', 3, 30, 0);
    const removed = map.set('d', 4, 40, 25);
    expect(removed).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(map.entries().map(([key]) => key)).toEqual(['c', 'd']);
  });

  it('evicts the oldest live entries past maxEntries; writing a key again makes it the newest', () => {
    const map = new ExpiringMap<number>(2);
    map.set('a', 1, 100, 0);
    map.set('b', 2, 100, 0);
    map.set('a', 11, 100, 0);
    expect(map.set('c', 3, 100, 0)).toEqual([['b', 2]]);
    expect(map.entries()).toEqual([
      ['a', 11],
      ['c', 3],
    ]);
    // However many are written, the map stays within its bound.
    for (let i = 0; i < 1000; i += 1) map.set(`k${i}`, i, 100, 0);
    expect(map.size).toBe(2);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new ExpiringMap(0)).toThrow(/maxEntries/);
  });
});
