import { describe, expect, it } from 'vitest';
import { isLoadingRoute, trackLoad } from './route-loading';

describe('trackLoad', () => {
  it('counts a route module as loading until it settles, failures included', async () => {
    let resolve: (value: string) => void = () => undefined;
    const pending = trackLoad(() => new Promise<string>((r) => (resolve = r)));
    expect(isLoadingRoute()).toBe(true);
    resolve('module');
    await expect(pending).resolves.toBe('module');
    expect(isLoadingRoute()).toBe(false);
    await expect(trackLoad(() => Promise.reject(new Error('chunk gone')))).rejects.toThrow('chunk gone');
    expect(isLoadingRoute()).toBe(false);
  });
});
