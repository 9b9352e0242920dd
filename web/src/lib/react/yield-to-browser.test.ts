import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToBrowser', () => {
  it('resumes in a later task, after the microtasks queued before it', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'resumed']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});

describe('whenIdle', () => {
  it("waits for the browser's idle callback, with a deadline", async () => {
    let idle: (() => void) | null = null;
    const requestIdleCallback = vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let resolved = false;
    const waiting = whenIdle(500).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    (idle as (() => void) | null)?.();
    await waiting;
    expect(resolved).toBe(true);
  });

  it('without idle callbacks (Safari), resumes after a zero-delay timer, after the microtasks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const order: string[] = [];
    const waiting = whenIdle().then(() => order.push('idle'));
    void Promise.resolve().then(() => order.push('microtask'));
    await waiting;
    expect(order).toEqual(['microtask', 'idle']);
  });
});
