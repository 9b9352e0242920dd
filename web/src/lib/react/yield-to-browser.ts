/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between
 * (docs/adr/0016-first-load-on-a-phone.md). A long task counts against a phone's blocking time from its
 * 50th millisecond on: two tasks of 100 ms block 100 ms, one of 200 ms blocks 150. Uses `scheduler.yield()` where
 * the browser has it (it resumes ahead of other queued tasks), else a message to itself, which, unlike a timer, is
 * not held back in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in the browser's next idle period: after the current task, its microtasks and the paint they lead to,
 * when nothing else waits (`requestIdleCallback`), or after `timeoutMs` at the latest. Where the browser has no
 * idle callbacks (Safari), after a zero-delay timer. For work the page does not need now, such as fetching code for
 * later, so it starts after the commit that asked for it has painted instead of lengthening that task
 * (docs/adr/0016-first-load-on-a-phone.md).
 */
export function whenIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
