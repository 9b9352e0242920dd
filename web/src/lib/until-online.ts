/**
 * Resolves when the browser says its connection is back (its `online` event), or after `ms` when given, whichever
 * comes first; the listener goes either way. Used where a request failed as a connection dropped: a deferred part's
 * code (lib/react/deferred-part.tsx) and the reload after a failed chunk (components/layout/chunk-reload.ts).
 */
export function untilOnline(ms?: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      removeEventListener('online', done);
      resolve();
    };
    addEventListener('online', done);
    if (ms !== undefined) setTimeout(done, ms);
  });
}
