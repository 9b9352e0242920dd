import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_DEBOUNCE_MS, debounce, RESEND_SECONDS, secondsLeft } from './timing';

describe('secondsLeft (the resend countdown)', () => {
  it('rounds up to whole seconds and stops at zero', () => {
    const start = 1_000_000;
    const endsAt = start + RESEND_SECONDS * 1000;
    expect(secondsLeft(endsAt, start)).toBe(60);
    expect(secondsLeft(endsAt, start + 1)).toBe(60);
    expect(secondsLeft(endsAt, start + 999)).toBe(60);
    expect(secondsLeft(endsAt, start + 1000)).toBe(59);
    expect(secondsLeft(endsAt, endsAt - 1)).toBe(1);
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, endsAt + 5000)).toBe(0);
  });
});

describe('debounce (sign-in and send-code actions, 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once, 500 ms after the last call of a burst, with its arguments', () => {
    const action = vi.fn<(value: number) => void>();
    const run = debounce(action, ACTION_DEBOUNCE_MS);
    run(1);
    vi.advanceTimersByTime(300);
    run(2);
    vi.advanceTimersByTime(300);
    run(3);
    vi.advanceTimersByTime(499);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(3);
  });

  it('runs again after a quiet period, and cancel drops a pending call', () => {
    const action = vi.fn();
    const run = debounce(action, ACTION_DEBOUNCE_MS);
    run();
    vi.advanceTimersByTime(500);
    run();
    vi.advanceTimersByTime(500);
    expect(action).toHaveBeenCalledTimes(2);
    run();
    run.cancel();
    vi.advanceTimersByTime(1000);
    expect(action).toHaveBeenCalledTimes(2);
  });
});
