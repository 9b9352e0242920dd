import { describe, expect, it } from 'vitest';
import { MockClock } from './clock';
import { formatDateTime, parseDateTime } from './dates';

describe('MockClock', () => {
  it('follows real time by default', () => {
    let real = 1_000;
    const clock = new MockClock(null, () => real);
    expect(clock.now()).toBe(1_000);
    real = 5_000;
    expect(clock.now()).toBe(5_000);
    expect(clock.state().frozen).toBe(false);
  });

  it('is fixed by an ISO instant and moved by advance', () => {
    const clock = new MockClock('2026-01-01T00:00:00Z', () => 0);
    expect(clock.nowDate().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(60_000);
    expect(clock.state()).toMatchObject({ now: '2026-01-01T00:01:00.000Z', frozen: true });
  });

  it('advancing real time keeps an offset; real() returns to the wall clock', () => {
    const clock = new MockClock(null, () => 10);
    clock.advance(90);
    expect(clock.now()).toBe(100);
    expect(clock.state()).toMatchObject({ frozen: true, offsetMs: 90 });
    clock.real();
    expect(clock.now()).toBe(10);
  });

  it('refuses an invalid instant', () => {
    expect(() => new MockClock('not a date')).toThrow(/Invalid clock/);
  });
});

describe('dates', () => {
  it('formats yyyy-MM-dd HH:mm:ss in GMT+8 and parses back', () => {
    const ms = Date.UTC(2026, 0, 1, 0, 0, 5);
    expect(formatDateTime(ms)).toBe('2026-01-01 08:00:05');
    expect(parseDateTime('2026-01-01 08:00:05')).toBe(ms);
    expect(parseDateTime('2026/01/01')).toBeNaN();
  });
});
