import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

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
