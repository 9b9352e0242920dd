// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getConfig, loadConfig, parseConfig } from './config';

afterEach(() => {
  vi.unstubAllGlobals();
  window.__mallConfig = undefined;
});

describe('parseConfig', () => {
  it('keeps the defaults for what is missing or of the wrong type', () => {
    expect(parseConfig({ apiBase: 'https://api.example.com', socialMode: 'real', googleClientId: 7 })).toMatchObject({
      apiBase: 'https://api.example.com',
      socialMode: 'real',
      googleClientId: '',
      paymentMode: 'mock',
    });
    expect(parseConfig('nonsense').apiBase).toBe('');
  });
});

describe('loadConfig', () => {
  it('uses the request web/index.html sent with the page, once, then asks /config.json itself', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ apiBase: 'https://second.example.com' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    window.__mallConfig = Promise.resolve({ apiBase: 'https://early.example.com' });

    expect((await loadConfig()).apiBase).toBe('https://early.example.com');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__mallConfig).toBeUndefined();

    expect((await loadConfig()).apiBase).toBe('https://second.example.com');
    expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(getConfig().apiBase).toBe('https://second.example.com');
  });

  it('keeps what it had when the early request failed or the file is missing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    window.__mallConfig = Promise.resolve({ apiBase: 'https://kept.example.com' });
    await loadConfig();
    window.__mallConfig = Promise.resolve(undefined);
    expect((await loadConfig()).apiBase).toBe('https://kept.example.com');
    expect((await loadConfig()).apiBase).toBe('https://kept.example.com');
  });
});
