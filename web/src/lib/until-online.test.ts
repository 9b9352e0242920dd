// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilOnline } from './until-online';

describe('untilOnline', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves on the browser’s online event, and then leaves no listener', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const waiting = untilOnline();
    window.dispatchEvent(new Event('online'));
    await expect(waiting).resolves.toBeUndefined();
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
  });

  it('resolves after the time given when the event does not come first, removing its listener', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let done = false;
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    void untilOnline(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    const listener = added.mock.calls.find(([type]) => type === 'online')?.[1];
    expect(removed).toHaveBeenCalledWith('online', listener);
  });
});
