// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import { initI18n } from '../i18n/i18n';
import { setupMockApi } from '../../testing/mock-api';
import { api, call, errorMessage } from './api-client';
import { ApiError, isFeatureMissing } from './api-errors';
import { onAppEvent } from '../app-events';
import { getCookie } from './cookies';
import { endSession, getToken, REDIRECT_COOKIE, startSession } from './session';

const mock = setupMockApi();

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
  await initI18n('en');
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

  it("shows the server's own message when it is written for the shopper (a business rule)", async () => {
    expect(errorMessage(await failure(envelope(500, 'order does not exist')))).toBe('order does not exist');
    expect(errorMessage(await failure(envelope(400, 'The coupon has been used up')))).toBe('The coupon has been used up');
  });

  it.each([
    [500, 'Injected fault: code 500', 'System exception'],
    [500, 'System exception', 'System exception'],
    [500, "Field 'handling_fee' doesn't have a default value", 'System exception'],
    [500, 'java.lang.NullPointerException', 'System exception'],
    [500, 'JSON parse error: Cannot deserialize value of type `java.lang.Integer`', 'System exception'],
    [500, 'null', 'System exception'],
    [503, 'Injected fault: code 503', 'System error'],
    [400, 'x'.repeat(201), 'Parameter validation failed'],
  ])("code %i with a system text (%s) shows the catalogue's message", async (code, message, text) => {
    expect(errorMessage(await failure(envelope(code, message)))).toBe(text);
  });

  it("a non-200 HTTP answer (a gateway's page) shows the catalogue's message, not its text", async () => {
    expect(errorMessage(await failure(reply({ code: 500, message: 'Whitelabel Error Page' }, 500)))).toBe('System exception');
    expect(errorMessage(await failure(reply({ code: 405, message: 'Method Not Allowed' }, 405)))).toBe('System exception');
  });

  it.each([502, 503, 504])("a gateway's %i (the backend behind it did not answer) says the shop is not answering", async (status) => {
    const error = await failure(reply({ code: status, message: 'Bad Gateway: upstream nginx' }, status));
    expect(errorMessage(error)).toBe("The shop's server is not answering. Please try again in a moment.");
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
    // The connection fails (msw's network error: fetch rejects with a TypeError, as a browser's does).
    mock.server.use(http.all('*', () => HttpResponse.error()));
    const error = await failure(api().products.detail({ params: { id: 1 } }));
    expect(error).toMatchObject({ kind: 'network' });
    expect(errorMessage(error)).toBe(en.errors.network);
  });
});

describe('request headers (docs/storefront.md, Requests)', () => {
  afterEach(() => endSession());

  it('sends Accept, Form-type: pc and the raw token without its "Bearer " prefix, which the mock accepts', async () => {
    const seen: Headers[] = [];
    const listener = ({ request }: { request: Request }) => void seen.push(request.headers);
    mock.server.events.on('request:start', listener);
    const token = await mock.signIn();
    seen.length = 0;
    // The cart count is for signed-in shoppers only: a 200 answer shows the mock took the token.
    await expect(call(api().cart.count({ query: { numType: 'true', type: 'total' } }))).resolves.toEqual({ count: 0 });
    mock.server.events.removeListener('request:start', listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.get('accept')).toBe('application/json');
    expect(seen[0]?.get('form-type')).toBe('pc');
    expect(seen[0]?.get('authori-zation')).toBe(token);
    expect(token).not.toMatch(/^Bearer /);
  });
});
