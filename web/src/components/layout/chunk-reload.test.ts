// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, claimChunkReload, isChunkLoadError, reloadWhenOnline, shouldReloadFor } from './chunk-reload';

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

  it('reloads once when the connection comes back, and not after the listener is removed', () => {
    const reload = vi.fn();
    reloadWhenOnline(reload);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);

    window.sessionStorage.clear();
    const other = vi.fn();
    const remove = reloadWhenOnline(other);
    remove();
    window.dispatchEvent(new Event('online'));
    expect(other).not.toHaveBeenCalled();
  });

  it('keeps to one reload a minute when the connection comes back', () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const reload = vi.fn();
    reloadWhenOnline(reload);
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
  });
});
