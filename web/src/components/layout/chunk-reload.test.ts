// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, REACHABLE_RETRY_MS } from './chunk-reload';
import type * as ChunkReload from './chunk-reload';

/** The module as a new document loads it: what a document has claimed is its own. */
let doc: typeof ChunkReload;
const newDocument = async () => {
  vi.resetModules();
  doc = await import('./chunk-reload');
};
const reloadWhenReachable: typeof doc.reloadWhenReachable = (...args) => doc.reloadWhenReachable(...args);
const shouldReloadFor: typeof doc.shouldReloadFor = (error) => doc.shouldReloadFor(error);
beforeEach(newDocument);

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });
  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('claimChunkReload', () => {
  it('allows the first reload and records the time', () => {
    const store = memoryStore();
    expect(claimChunkReload(1_000_000, store)).toBe(true);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });
  it('refuses a second reload within a minute, allows it after', () => {
    const store = memoryStore({ [CHUNK_RELOAD_KEY]: '1000000' });
    expect(claimChunkReload(1_000_000 + 59_999, store)).toBe(false);
    expect(claimChunkReload(1_000_000 + 60_000, store)).toBe(true);
    expect(store.data.get(CHUNK_RELOAD_KEY)).toBe('1060000');
  });
  it('treats garbage or a future time as no previous reload', () => {
    expect(claimChunkReload(5_000, memoryStore({ [CHUNK_RELOAD_KEY]: 'junk' }))).toBe(true);
    expect(claimChunkReload(5_000, memoryStore({ [CHUNK_RELOAD_KEY]: '999999999' }))).toBe(true);
  });
  it('refuses without storage, so a broken chunk cannot loop', () => {
    expect(claimChunkReload(5_000, null)).toBe(false);
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(claimChunkReload(5_000, failing)).toBe(false);
  });
});

describe('offline', () => {
  const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js');
  const setOnline = (online: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('does not reload for a chunk that failed while offline, and does online', () => {
    setOnline(false);
    expect(shouldReloadFor(chunkError())).toBe(false);
    setOnline(true);
    expect(shouldReloadFor(chunkError())).toBe(true);
  });

  it('lets every chunk failure of a document join the reload it claimed, and refuses the next document within the minute', async () => {
    setOnline(true);
    const first = chunkError();
    expect(shouldReloadFor(first)).toBe(true);
    const claimedAt = window.sessionStorage.getItem(CHUNK_RELOAD_KEY);
    // The footer's code failed with the side window's: one error page, then the other, in one document.
    expect(shouldReloadFor(chunkError())).toBe(true);
    expect(shouldReloadFor(first)).toBe(true);
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(claimedAt);
    // The reloaded document's chunk fails again: it is really gone, no second reload within the minute.
    await newDocument();
    const gone = chunkError();
    expect(shouldReloadFor(gone)).toBe(false);
    // Its error page rendered again (StrictMode renders twice) is still the error page.
    expect(shouldReloadFor(gone)).toBe(false);
  });
});

describe('reloadWhenReachable', () => {
  /** The site's answers, one per request: true answers (any status), false fails as a dropped connection does. */
  function site(...answers: boolean[]) {
    const asked: RequestInit[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((_url, init) => {
      asked.push(init ?? {});
      return answers.shift() === false
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(null, { status: 404 }));
    });
    return asked;
  }
  const settled = () => vi.advanceTimersByTimeAsync(0);
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it("reloads at once when the site answers, whatever the status, asking past the browser's cache", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = site(true);
    const reload = vi.fn();
    const unreachable = vi.fn();
    reloadWhenReachable(unreachable, true, reload);
    await settled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(unreachable).not.toHaveBeenCalled();
    expect(asked).toEqual([{ method: 'HEAD', cache: 'no-store' }]);
  });

  it("says so and waits when the site does not answer, then reloads on the browser's online event once it does", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = site(false, true);
    const reload = vi.fn();
    const unreachable = vi.fn();
    reloadWhenReachable(unreachable, true, reload);
    await settled();
    expect(unreachable).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(reload).toHaveBeenCalledTimes(1);
    // The timer of the wait that the event ended asks nothing more.
    await vi.advanceTimersByTimeAsync(REACHABLE_RETRY_MS * 2);
    expect(asked).toHaveLength(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('asks again every few seconds when the browser never said it was offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = site(false, false, true);
    const reload = vi.fn();
    reloadWhenReachable(() => undefined, true, reload);
    await settled();
    await vi.advanceTimersByTimeAsync(REACHABLE_RETRY_MS - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REACHABLE_RETRY_MS);
    expect(asked).toHaveLength(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops asking, and never reloads, once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = site(false, true);
    const reload = vi.fn();
    const stop = reloadWhenReachable(() => undefined, true, reload);
    await settled();
    stop();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(REACHABLE_RETRY_MS * 3);
    expect(asked).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('claims a reload not claimed yet (a chunk that failed offline) when it is due, keeping to one a minute', async () => {
    site(true, true);
    const reload = vi.fn();
    reloadWhenReachable(() => undefined, false, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toMatch(/^\d+$/);
    // In this document, a second wait for the site joins the reload it claimed.
    const joined = vi.fn();
    reloadWhenReachable(() => undefined, false, joined);
    await vi.waitFor(() => expect(joined).toHaveBeenCalledTimes(1));
    // The page reloaded and the chunk is really gone: no second reload within the minute.
    await newDocument();
    site(true);
    const again = vi.fn();
    reloadWhenReachable(() => undefined, false, again);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(again).not.toHaveBeenCalled();
  });
});

describe('reloadPage', () => {
  // Its state lasts as long as the document: a fresh copy of the module per test.
  afterEach(() => {
    vi.resetModules();
  });
  const location = () => ({ assign: vi.fn<(url: string) => void>(), reload: vi.fn() });

  it('reloads the page each time a reload comes due (a load that was cancelled is asked for again)', async () => {
    const { reloadPage } = await import('./chunk-reload');
    const at = location();
    reloadPage(at);
    reloadPage(at);
    expect(at.reload).toHaveBeenCalledTimes(2);
    expect(at.assign).not.toHaveBeenCalled();
  });

  it('loads the page asked for instead (a link held in a part whose code failed), at its address when due', async () => {
    const { loadInstead, reloadPage } = await import('./chunk-reload');
    let address = '/merchant/merchant?id=1';
    loadInstead(() => address);
    address = '/merchant/merchant?id=2';
    const at = location();
    reloadPage(at);
    expect(at.assign.mock.calls).toEqual([['/merchant/merchant?id=2']]);
    expect(at.reload).not.toHaveBeenCalled();
  });
});
