import { beforeEach, describe, expect, it } from 'vitest';
import { answer, client, raw, useMockApp } from '../test-support';
import { MAX_TWITTER_PENDING, TWITTER_TOKEN_TTL_MS, twitterRequests } from './auth';

const mock = useMockApp({ each: 'reset' });
beforeEach(async () => {
  await answer(client(mock.app).mock.setClock({ body: { now: '2026-06-01T00:00:00Z' } }));
});

describe('tourist and social sign-in', () => {
  it('register/visitor returns a token and an identity; countryCode as a number', async () => {
    const res = await answer(
      client(mock.app).api.auth.registerVisitor({ body: { email: 'guest@example.com', phone: '13100131000', countryCode: 86 } }),
    );
    expect(res.code).toBe(200);
    expect(res.data.identity).toMatch(/^[0-9a-f]{32}$/);
    expect(res.data.userType).toBe('tourist');
  });

  it('register/visitor never opens an existing account: a returning guest gets a new guest account', async () => {
    const first = await answer(
      client(mock.app).api.auth.registerVisitor({ body: { email: 'guest@example.com', phone: '13100131000', countryCode: 86 } }),
    );
    // The first guest's address, as checkout would have saved it.
    await answer(
      client(mock.app, first.data.token).api.addresses.edit({
        body: { realName: 'First Guest', email: 'guest@example.com', country: 'China', detail: '1 Secret Road', isDefault: true },
      }),
    );
    // Someone else who knows (or guesses) the email, any case, and the phone: a new account, none of the first one's data.
    const again = await answer(
      client(mock.app).api.auth.registerVisitor({ body: { email: 'Guest@Example.com', phone: '13100131000', countryCode: 86 } }),
    );
    expect(again).toMatchObject({ code: 200, data: { userType: 'tourist', email: 'guest@example.com' } });
    expect(again.data.uid).not.toBe(first.data.uid);
    expect(again.data.identity).not.toBe(first.data.identity);
    expect((await answer(client(mock.app, again.data.token).api.addresses.listAll())).data).toEqual([]);
    // The first guest's session and address are untouched.
    expect((await answer(client(mock.app, first.data.token).api.addresses.listAll())).data).toHaveLength(1);
    // A member's email: a guest account too, never the member's session (as the real backend).
    const member = await answer(client(mock.app).api.auth.registerVisitor({ body: { email: 'shopper@example.com' } }));
    expect(member).toMatchObject({ code: 200, data: { userType: 'tourist' } });
    expect(member.data.uid).not.toBe(1);
    // Guest records are no accounts to sign in to or register over: the email stays free for a member account.
    expect((await answer(raw(mock.app, 'auth.emailCaptcha', { body: 'guest@example.com' }))).code).toBe(200);
  });

  it('google takes a bare mock idToken', async () => {
    const res = await answer(raw(mock.app, 'auth.google', { body: 'mock-google:g.user@example.com:G User' }));
    expect(res).toMatchObject({ code: 200, data: { email: 'g.user@example.com', userType: 'google' } });
    expect((await answer(raw(mock.app, 'auth.google', { body: 'garbage' }))).code).toBe(400);
    // An existing email account is linked, not duplicated.
    expect((await answer(raw(mock.app, 'auth.google', { body: '"mock-google:shopper@example.com:Demo"' }))).data).toMatchObject({
      uid: 1,
    });
  });

  it('facebook signs in, and a blocked id gets the spec message', async () => {
    const res = await answer(
      client(mock.app).api.auth.facebook({ body: { id: 'fb-42', name: 'FB User', picture: '/mock-images/avatar/fb.svg' } }),
    );
    expect(res).toMatchObject({ code: 200, data: { userType: 'facebook', nikeName: 'FB User' } });
    const blocked = await answer(client(mock.app).api.auth.facebook({ body: { id: 'fb-blocked-1', name: 'X', picture: '' } }));
    expect(blocked).toMatchObject({ code: 500, message: 'facebook login unavailable for the current user' });
  });

  it('twitter: request token -> mock consent page -> callback -> login', async () => {
    const start = await answer(
      client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc' }, extraHeaders: { origin: 'http://localhost:5173' } }),
    );
    expect(start.code).toBe(200);
    expect(start.data.authorizationURL).toMatch(/^\/__mock\/oauth\/twitter\?oauth_token=/);
    const pageRes = await mock.app.inject({ method: 'GET', url: start.data.authorizationURL });
    expect(pageRes.body).toContain('Authorize');
    const authorize = await mock.app.inject({
      method: 'GET',
      url: `/__mock/oauth/twitter/authorize?oauth_token=${start.data.oauthToken}&return_to=http%3A%2F%2Flocalhost%3A5173&screen_name=tw_user`,
    });
    expect(authorize.statusCode).toBe(302);
    const location = new URL(String(authorize.headers.location));
    expect(location.origin + location.pathname).toBe('http://localhost:5173/middlewares/callback_twitter');
    const verifier = location.searchParams.get('oauth_verifier') ?? '';
    const res = await answer(
      client(mock.app).api.auth.twitter({
        body: { oauthToken: start.data.oauthToken, oauthTokenSecret: start.data.oauthTokenSecret, oauthVerifier: verifier },
      }),
    );
    expect(res).toMatchObject({ code: 200, data: { userType: 'twitter', nikeName: '@tw_user' } });
    const replay = await answer(
      client(mock.app).api.auth.twitter({
        body: { oauthToken: start.data.oauthToken, oauthTokenSecret: start.data.oauthTokenSecret, oauthVerifier: verifier },
      }),
    );
    expect(replay.code).toBe(500);
  });

  it('twitter: the token secret is required and must match (a callback link someone else authorised fails)', async () => {
    const start = await answer(client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc' } }));
    const authorize = await mock.app.inject({
      method: 'GET',
      url: `/__mock/oauth/twitter/authorize?oauth_token=${start.data.oauthToken}&screen_name=attacker`,
    });
    const verifier = new URL(String(authorize.headers.location), 'http://x').searchParams.get('oauth_verifier') ?? '';
    const body = { oauthToken: start.data.oauthToken, oauthVerifier: verifier };
    expect(await answer(raw(mock.app, 'auth.twitter', { body: { ...body, oauthTokenSecret: '' } }))).toMatchObject({
      code: 400,
      message: 'oauthTokenSecret: This field is required',
    });
    expect(await answer(client(mock.app).api.auth.twitter({ body: { ...body, oauthTokenSecret: 'f'.repeat(24) } }))).toMatchObject({
      code: 500,
      message: 'Twitter sign-in failed, please try again',
    });
    expect(
      (await answer(client(mock.app).api.auth.twitter({ body: { ...body, oauthTokenSecret: start.data.oauthTokenSecret } }))).code,
    ).toBe(200);
  });

  it('twitter: a request token expires after 15 minutes on the mock clock', async () => {
    const start = await answer(client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc' } }));
    const consent = `/__mock/oauth/twitter?oauth_token=${start.data.oauthToken}`;
    expect((await mock.app.inject({ method: 'GET', url: consent })).body).toContain('Authorize');
    await answer(client(mock.app).mock.setClock({ body: { advanceMs: TWITTER_TOKEN_TTL_MS } }));
    expect((await mock.app.inject({ method: 'GET', url: consent })).body).toContain('unknown or already used');
    const authorize = await mock.app.inject({
      method: 'GET',
      url: `/__mock/oauth/twitter/authorize?oauth_token=${start.data.oauthToken}&screen_name=late`,
    });
    expect(authorize.statusCode).toBe(400);
  });

  it('twitter: at most MAX_TWITTER_PENDING request tokens wait; past it the oldest go', () => {
    const pending = twitterRequests(2);
    const entry = { secret: 's', verifier: null, screenName: null, createdAt: 0 };
    for (const token of ['a', 'b', 'c']) pending.set(token, entry, TWITTER_TOKEN_TTL_MS, 0);
    expect(pending.get('a', 1)).toBeUndefined();
    expect(pending.get('c', 1)).toBe(entry);
    expect(twitterRequests().maxEntries).toBe(MAX_TWITTER_PENDING);
  });

  it('twitter: returnTo or Referer decide where the consent page sends the browser back', async () => {
    const viaQuery = await answer(
      client(mock.app).api.auth.twitterRequestToken({ query: { end: 'pc', returnTo: 'http://127.0.0.1:4173' } }),
    );
    expect(new URLSearchParams(viaQuery.data.authorizationURL.split('?')[1]).get('return_to')).toBe('http://127.0.0.1:4173');
    const viaReferer = await answer(
      client(mock.app).api.auth.twitterRequestToken({ extraHeaders: { referer: 'http://localhost:5173/login?x=1' } }),
    );
    expect(new URLSearchParams(viaReferer.data.authorizationURL.split('?')[1]).get('return_to')).toBe('http://localhost:5173');
    const none = await answer(client(mock.app).api.auth.twitterRequestToken());
    expect(none.data.authorizationURL).not.toContain('return_to');
  });

  it('twitter: returnTo is read through the validated query (a contract extension; the real backend takes end alone)', async () => {
    // The real backend's request, end alone, still starts a sign-in.
    expect((await answer(client(mock.app).api.auth.twitterRequestToken({ query: { end: 'h5' } }))).code).toBe(200);
    // A repeated returnTo is no text: the query's validation refuses it, naming the field (before the web-origin
    // check, whose refusal reads "returnTo: Not a web origin ...").
    const twice = await answer(
      raw(mock.app, 'auth.twitterRequestToken', { query: { end: 'pc', returnTo: ['http://localhost:5173', 'http://127.0.0.1:4173'] } }),
    );
    expect(twice).toMatchObject({ status: 200, code: 400, data: null });
    expect(twice.message).toMatch(/^returnTo: Expected string/);
    // An empty one counts as none: the Origin decides.
    const empty = await answer(
      client(mock.app).api.auth.twitterRequestToken({
        query: { end: 'pc', returnTo: '' },
        extraHeaders: { origin: 'http://localhost:5173' },
      }),
    );
    expect(new URLSearchParams(empty.data.authorizationURL.split('?')[1]).get('return_to')).toBe('http://localhost:5173');
  });

  it('serves the Google and Facebook consent pages', async () => {
    for (const provider of ['google', 'facebook']) {
      const res = await mock.app.inject({
        method: 'GET',
        url: `/__mock/oauth/${provider}?return_to=http%3A%2F%2Flocalhost%3A5173%2Flogin`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('mock-oauth');
      // The web's one-time state goes back with the answer; a malformed one is refused.
      const withState = await mock.app.inject({
        method: 'GET',
        url: `/__mock/oauth/${provider}?return_to=http%3A%2F%2Flocalhost%3A5173%2Flogin&state=${'a1'.repeat(16)}`,
      });
      expect(withState.body).toContain(`var state = "${'a1'.repeat(16)}"`);
      const bad = await mock.app.inject({ method: 'GET', url: `/__mock/oauth/${provider}?state=%3Cscript%3E` });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).not.toContain('<script>');
    }
  });
});
