import { describe, expect, it } from 'vitest';
import { Throttle } from './throttle';

describe('Throttle', () => {
  it('allows 10 failures a minute, then blocks until the oldest leaves the window', () => {
    const t = new Throttle(10, 60_000);
    for (let i = 0; i < 10; i += 1) {
      expect(t.retryAfter('k', i * 1000)).toBe(0);
      t.fail('k', i * 1000);
    }
    expect(t.retryAfter('k', 10_000)).toBe(50);
    expect(t.retryAfter('other', 10_000)).toBe(0);
    expect(t.retryAfter('k', 60_000)).toBe(0);
  });

  it('reset clears a key (after a success)', () => {
    const t = new Throttle(2, 60_000);
    t.fail('k', 0);
    t.fail('k', 0);
    expect(t.retryAfter('k', 1)).toBeGreaterThan(0);
    t.reset('k');
    expect(t.retryAfter('k', 1)).toBe(0);
  });

  it('attempt counts before the password is checked: past the limit nothing more is counted', () => {
    const t = new Throttle(3, 60_000);
    expect([0, 1, 2, 3, 4].map(() => t.attempt('k', 0))).toEqual([0, 0, 0, 60, 60]);
    // A success clears the key.
    t.reset('k');
    expect(t.attempt('k', 1)).toBe(0);
  });

  it('a key is kept while its newest failure is in the window, and at most maxKeys are kept', () => {
    const t = new Throttle(10, 60_000, 3);
    for (let i = 0; i < 5; i += 1) t.fail(`k${i}`, i);
    expect(t.size).toBe(3);
    // The least recently failed keys went first.
    expect(t.retryAfter('k0', 10)).toBe(0);
    t.fail('k4', 30_000);
    // A minute after their last failure, k2 and k3 are swept by the next write; k4 failed again since.
    t.fail('late', 60_004);
    expect(t.size).toBe(2);
  });
});
