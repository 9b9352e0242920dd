import { describe, expect, it } from 'vitest';
import { answer, client, HOSTILE_RETURNS, login, testServer, useMockApp } from '../test-support';

/**
 * No open redirects (mock-server/README.md, "Return addresses"): every consent and pay page refuses a return
 * address that is not one of the web origins the mock serves, with a clear page and no redirect; the API never
 * hands out a foreign one.
 */
const mock = useMockApp({ server: { control: true, webOrigins: ['https://shop.example:8443'] }, each: 'reset' });

const WEB = 'http://localhost:5173';
/** The demo shopper's seeded unpaid PayPal-payable order. */
const UNPAID = 'PT202512310800000005';

async function twitterToken(): Promise<string> {
  const start = await answer(client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc' }, extraHeaders: { origin: WEB } }));
  return start.data.oauthToken;
}

async function paypalToken(): Promise<string> {
  const token = await login(mock.app);
  const res = await answer(
    client(mock.app, token).api.payments.payment({
      body: { orderNo: UNPAID, payType: 'paypal', payChannel: 'pc' },
      extraHeaders: { origin: WEB },
    }),
  );
  expect(res.code).toBe(200);
  return new URL(res.data.redirect ?? '', 'http://mock').searchParams.get('token') ?? '';
}

/** Every page that takes return_to, as a URL builder for a given (raw, to be encoded) return address. */
async function pages(): Promise<[string, (returnTo: string) => string][]> {
  const tw = await twitterToken();
  const ec = await paypalToken();
  return [
    ['twitter consent', (r) => `/__mock/oauth/twitter?oauth_token=${tw}&return_to=${encodeURIComponent(r)}`],
    [
      'twitter authorize',
      (r) => `/__mock/oauth/twitter/authorize?oauth_token=${tw}&screen_name=tw_user&return_to=${encodeURIComponent(r)}`,
    ],
    ['google consent', (r) => `/__mock/oauth/google?return_to=${encodeURIComponent(r)}`],
    ['facebook consent', (r) => `/__mock/oauth/facebook?return_to=${encodeURIComponent(r)}`],
    ['paypal page', (r) => `/__mock/pay/paypal?token=${ec}&return_to=${encodeURIComponent(r)}`],
    ['paypal approve', (r) => `/__mock/pay/paypal/approve?token=${ec}&return_to=${encodeURIComponent(r)}`],
    ['paypal cancel', (r) => `/__mock/pay/paypal/cancel?token=${ec}&return_to=${encodeURIComponent(r)}`],
  ];
}

describe('consent and pay pages', () => {
  it('refuse every hostile return address with the refusal page and no redirect', async () => {
    for (const [name, url] of await pages()) {
      for (const hostile of HOSTILE_RETURNS) {
        const res = await mock.app.inject({ method: 'GET', url: url(hostile) });
        expect({ name, hostile, status: res.statusCode, location: res.headers.location }).toEqual({
          name,
          hostile,
          status: 400,
          location: undefined,
        });
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('<h1>Return address not allowed</h1>');
        expect(res.body).not.toContain('evil.example');
      }
      // A repeated return_to (an array) is not a return address either.
      const twice = await mock.app.inject({ method: 'GET', url: `${url(WEB)}&return_to=${encodeURIComponent('https://evil.example')}` });
      expect({ name, status: twice.statusCode }).toEqual({ name, status: 400 });
    }
  });

  it('still serve and redirect to the web origins the mock serves', async () => {
    const [twPage, twAuthorize, google, facebook, paypal, approve, cancel] = (await pages()).map(([, url]) => url);
    for (const origin of [WEB, 'http://127.0.0.1:4173', 'https://shop.example:8443']) {
      expect((await mock.app.inject({ method: 'GET', url: twPage?.(origin) ?? '' })).statusCode).toBe(200);
      expect((await mock.app.inject({ method: 'GET', url: google?.(`${origin}/middlewares/callback_twitter`) ?? '' })).statusCode).toBe(
        200,
      );
      expect((await mock.app.inject({ method: 'GET', url: facebook?.(`${origin}/middlewares/callback_twitter`) ?? '' })).statusCode).toBe(
        200,
      );
      expect((await mock.app.inject({ method: 'GET', url: paypal?.(origin) ?? '' })).statusCode).toBe(200);
      expect(String((await mock.app.inject({ method: 'GET', url: cancel?.(origin) ?? '' })).headers.location)).toMatch(
        new RegExp(`^${origin.replace(/[.[\]]/g, '\\$&')}/order/payment_result\\?`),
      );
    }
    expect(String((await mock.app.inject({ method: 'GET', url: approve?.(WEB) ?? '' })).headers.location)).toMatch(
      /^http:\/\/localhost:5173\/order\/payment_result\?/,
    );
    expect(String((await mock.app.inject({ method: 'GET', url: twAuthorize?.(WEB) ?? '' })).headers.location)).toMatch(
      /^http:\/\/localhost:5173\/middlewares\/callback_twitter\?/,
    );
  });

  it('Google and Facebook post to the return address origin, or the page own origin, never to "*"', async () => {
    for (const provider of ['google', 'facebook']) {
      const withReturn = await mock.app.inject({
        method: 'GET',
        url: `/__mock/oauth/${provider}?return_to=${encodeURIComponent(`${WEB}/middlewares/callback_twitter`)}`,
      });
      expect(withReturn.body).toContain(`var targetOrigin = "${WEB}" || window.location.origin;`);
      const without = await mock.app.inject({ method: 'GET', url: `/__mock/oauth/${provider}` });
      expect(without.statusCode).toBe(200);
      expect(without.body).toContain('var targetOrigin = null || window.location.origin;');
      for (const body of [withReturn.body, without.body]) {
        expect(body).toContain('postMessage(message, targetOrigin)');
        expect(body).not.toMatch(/['"]\*['"]/);
      }
    }
  });

  it('the refusal page is a complete, labelled document', async () => {
    const res = await mock.app.inject({ method: 'GET', url: '/__mock/oauth/google?return_to=https%3A%2F%2Fevil.example' });
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(res.body).toContain('<title>Return address not allowed (mock)</title>');
    expect(res.body).toContain('<main>');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('MOCK_WEB_ORIGINS');
  });

  it("count the mock's own origin once it listens", async () => {
    const own = await testServer();
    try {
      const address = await own.listen({ port: 0, host: '127.0.0.1' });
      const res = await own.inject({ method: 'GET', url: `/__mock/oauth/google?return_to=${encodeURIComponent(`${address}/done`)}` });
      expect(res.statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('the API hands out no foreign return address', () => {
  const returnToOf = (authorizationURL: string) => new URL(authorizationURL, 'http://mock').searchParams.get('return_to');

  it('twitter request token: a foreign Origin or Referer is ignored, a foreign returnTo refused', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/login' }, { origin: 'null' }] as Record<
      string,
      string
    >[]) {
      const res = await answer(client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc' }, extraHeaders: headers }));
      expect(res.code).toBe(200);
      expect(returnToOf(res.data.authorizationURL)).toBeNull();
    }
    for (const hostile of HOSTILE_RETURNS) {
      const res = await answer(client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc', returnTo: hostile } }));
      expect({ hostile, code: res.code }).toEqual({ hostile, code: 400 });
      expect(res.message).toMatch(/^returnTo: /);
    }
    const allowed = await answer(
      client(mock.app).api.auth.twitterRequestToken({
        query: { end: 'pc', returnTo: 'https://shop.example:8443' },
        extraHeaders: { origin: 'https://evil.example' },
      }),
    );
    expect(returnToOf(allowed.data.authorizationURL)).toBe('https://shop.example:8443');
  });

  it('pay/payment: a foreign Origin or Referer gives no return address', async () => {
    const token = await login(mock.app);
    for (const headers of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/checkout' }] as Record<string, string>[]) {
      const res = await answer(
        client(mock.app, token).api.payments.payment({
          body: { orderNo: UNPAID, payType: 'paypal', payChannel: 'pc' },
          extraHeaders: headers,
        }),
      );
      expect(res.code).toBe(200);
      expect(returnToOf(res.data.redirect ?? '')).toBeNull();
    }
  });
});
