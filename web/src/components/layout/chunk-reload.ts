import { untilOnline } from '../../lib/until-online';

/**
 * Failed lazy imports (route modules, React.lazy panels, and Vite's CSS preloads, which it rethrows) reach the
 * layout's error element, which calls this after the router has moved to the target URL, so the reload lands there.
 * A deploy replaces hashed chunk files, so a tab opened before it fails to import a lazy route. One reload fetches
 * the new index; remembering the time in sessionStorage stops a reload loop when the chunk is really gone. Offline,
 * a reload would only swap the page for the browser's own "no connection" page: the error page says the network is
 * unavailable instead, and the page reloads once the site answers again (`reloadWhenReachable`).
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * How each browser words a dynamic import that failed (Chrome, Firefox, Safari), and Vite's preload helper a style
 * sheet that did not load. The build is Vite's, so no bundler's own chunk error (webpack's ChunkLoadError) occurs.
 */
const CHUNK_ERROR =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** True (and the time recorded) when no reload for a chunk failure happened in the last minute. */
export function claimChunkReload(now: number, storage: Store | null): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Unreadable storage: fall through and treat as never reloaded.
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the throttle cannot be remembered: refuse, or a broken chunk would reload forever.
    return false;
  }
  return storage !== null;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * This document has claimed a reload: every chunk failure after it joins that reload instead of being refused as a
 * second one within the minute. Several parts can fail together (the frame's footer and side window, once the
 * connection is back): the boundary's error page is rendered for one failure, then for the next, and the second must
 * not undo the first's reload and leave the error page for good. A re-render (or StrictMode's double render) of the
 * same error page is not a second reload either.
 */
let claimedHere = false;

function claimForThisDocument(): boolean {
  claimedHere ||= claimChunkReload(Date.now(), sessionStore());
  return claimedHere;
}

/** Whether the browser says it has no connection (`navigator.onLine`, false only when it knows). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A chunk that failed while the browser is offline: nothing to reload until the connection is back. */
export function isOfflineChunkError(error: unknown): boolean {
  return isChunkLoadError(error) && isOffline();
}

/**
 * The page to load instead when a reload is due: set (`loadInstead`) once a link was clicked in a part whose code
 * failed for good (lib/react/held-clicks.ts), so that every reload due, the error page's as well as the part's own,
 * loads the page the shopper asked for rather than this one again.
 */
let instead: (() => string) | null = null;
export function loadInstead(to: () => string): void {
  instead = to;
}

/**
 * Reloads the page, or loads the one asked for instead. Each reload that comes due asks again: a later load replaces
 * one still under way (to the same address), and a load that was cancelled must not leave the error page for good.
 */
export function reloadPage(location: Pick<Location, 'assign' | 'reload'> = window.location): void {
  if (instead) location.assign(instead());
  else location.reload();
}

/** How long a page whose site did not answer waits before asking again, unless the browser says it is online first. */
export const REACHABLE_RETRY_MS = 5_000;

/**
 * Reloads the page once this site answers a request (`/config.json`, any status; the browser's cache not asked), and
 * calls `unreachable` when it does not; returns the stop. A chunk can fail while the browser still says it is online
 * (a dropped connection fails the requests in flight before `navigator.onLine` turns false): a reload then would swap
 * the page for the browser's own "no connection" page. So the reload waits for an answer, asked again each time the
 * browser says it is online and every REACHABLE_RETRY_MS meanwhile; a chunk that a deploy replaced costs one request
 * before its reload. A reload not `claimed` yet (the chunk failed offline) is claimed when it is due, like any other
 * (at most one a minute), so a chunk that is really gone does not loop.
 */
export function reloadWhenReachable(unreachable: () => void, claimed: boolean, reload: () => void = () => reloadPage()): () => void {
  let live = true;
  const ask = (): Promise<void> =>
    fetch('/config.json', { method: 'HEAD', cache: 'no-store' }).then(
      () => {
        if (live && (claimed || claimForThisDocument())) reload();
      },
      () => {
        if (!live) return;
        unreachable();
        void untilOnline(REACHABLE_RETRY_MS).then(() => (live ? ask() : undefined));
      },
    );
  void ask();
  return () => {
    live = false;
  };
}

/**
 * Whether this error should reload the page now: a chunk-load failure while online, and no such reload within the
 * minute unless this document claimed it (it is the reload under way).
 */
export function shouldReloadFor(error: unknown): boolean {
  return isChunkLoadError(error) && !isOffline() && claimForThisDocument();
}
