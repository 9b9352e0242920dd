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
});
