import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed } from './network';

describe('prefetchAllowed (docs/storefront.md, Limits)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefetches on a usual connection, or when the browser says nothing about it', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('skips prefetching when save-data is on or the connection is 2g or slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g', saveData: false })).toBe(false);
  });

  it('reads navigator.connection by default', () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(prefetchAllowed()).toBe(false);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    expect(prefetchAllowed()).toBe(true);
    vi.stubGlobal('navigator', {});
    expect(prefetchAllowed()).toBe(true);
  });
});
