// @vitest-environment jsdom
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../locales/en/common.json';
import { api, call, errorMessage } from './api-client';
import { ApiError, isFeatureMissing } from './api-errors';
import { onAppEvent } from './app-events';
import { getCookie } from './cookies';
import { getToken, REDIRECT_COOKIE, startSession } from './session';

type Reply = { status: number; body: unknown };
const reply = (body: unknown, status = 200): Promise<Reply> => Promise.resolve({ status, body });
const envelope = (code: number, message = '', data: unknown = null) => reply({ code, message, data });

async function failure(request: Promise<Reply>): Promise<ApiError> {
  try {
    await call(request);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { common: en } }, defaultNS: 'common' });
});

describe('call: the envelope and the error catalogue (docs/storefront.md, Errors)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/goods_detail/1?sku=2');
    window.localStorage.clear();
  });
  afterEach(() => {
    document.cookie.split(';').forEach((c) => (document.cookie = `${c.split('=')[0]?.trim()}=; max-age=0; path=/`));
  });

  it('resolves with data on code 200', async () => {
    await expect(call(envelope(200, 'ok', { count: 3 }))).resolves.toEqual({ count: 3 });
  });

  it.each([
    [400, 'Parameter validation failed'],
    [403, 'No permission'],
    [404, 'No data found'],
    [500, 'System exception'],
    [123, 'System error'],
  ])('code %i without a message shows the default "%s"', async (code, text) => {
    const error = await failure(envelope(code));
    expect(error).toMatchObject({ kind: 'app', code });
    expect(errorMessage(error)).toBe(text);
  });

  it("shows the server's own message when there is one", async () => {
    expect(errorMessage(await failure(envelope(500, 'order does not exist')))).toBe('order does not exist');
  });

  it.each([401, 410000, 410001, 410002])('code %i ends the session, remembers the page and asks for a sign-in', async (code) => {
    startSession('abc123', 'email');
    window.localStorage.setItem('homeDataPc', '{}');
    const opened: string[] = [];
    const stop = onAppEvent('openLogin', ({ reason }) => opened.push(reason));
    const error = await failure(envelope(code, 'Please log in'));
    stop();
    expect(error.isLoginRequired).toBe(true);
    expect(getToken()).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(getCookie(REDIRECT_COOKIE)).toBe('/goods_detail/1?sku=2');
    expect(opened).toEqual(['required']);
  });

  it('does not open the sign-in on home', async () => {
    window.history.replaceState(null, '', '/zh-CN');
    const opened: string[] = [];
    const stop = onAppEvent('openLogin', ({ reason }) => opened.push(reason));
    await failure(envelope(401));
    stop();
    expect(opened).toEqual([]);
  });

  it('tells an unknown path (a missing extension) from other failures', async () => {
    const http = await failure(reply({ timestamp: 'x', status: 404, error: 'Not Found', path: '/api/front/x' }, 404));
    expect(http).toMatchObject({ kind: 'http', httpStatus: 404 });
    expect(isFeatureMissing(http)).toBe(true);
    expect(isFeatureMissing(await failure(envelope(404, 'Not found: GET /api/front/x')))).toBe(true);
    expect(isFeatureMissing(await failure(envelope(404, 'Product does not exist')))).toBe(false);
    expect(isFeatureMissing(await failure(envelope(500, 'Not Found')))).toBe(false);
  });

  it('a body that is not an envelope is a system error', async () => {
    expect(await failure(reply('<html>gateway</html>'))).toMatchObject({ kind: 'app', code: 500 });
  });

  it('a transport error becomes a network ApiError with the retry message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(api().products.detail({ params: { id: 1 } }));
    vi.unstubAllGlobals();
    expect(error).toMatchObject({ kind: 'network' });
    expect(errorMessage(error)).toBe(en.errors.network);
  });
});

describe('request headers (docs/storefront.md, Requests)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends Accept, Form-type: pc and the raw token without its "Bearer " prefix', async () => {
    const seen: Array<Record<string, string>> = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen.push(init.headers as Record<string, string>);
      return Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'ok', data: { count: 1 } })));
    });
    startSession('0123456789abcdef0123456789abcdef', 'email');
    await call(api().cart.count({ query: { numType: 'true', type: 'total' } }));
    expect(seen[0]).toMatchObject({ Accept: 'application/json', 'Form-type': 'pc', 'Authori-zation': '0123456789abcdef0123456789abcdef' });
  });
});
