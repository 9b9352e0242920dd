// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepTwitterSecret, mockConsentUrl } from '../lib/social';
import { attemptFrom } from './social-callback';

const attempt = (query: string) => attemptFrom(new URLSearchParams(query));

/** Leaves for the mock consent page as the sign-in buttons do; answers the state the page will send back. */
const startMockConsent = (provider: 'google' | 'facebook'): string => new URL(mockConsentUrl(provider)).searchParams.get('state') ?? '';

beforeEach(() => {
  for (const name of ['auth.twitterSecret', 'auth.socialState']) document.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
});

describe('attemptFrom (what the provider sent back)', () => {
  it('Twitter: oauth_token and oauth_verifier of the token this browser asked for', async () => {
    keepTwitterSecret('t', 'secret');
    await expect(attempt('oauth_token=t&oauth_verifier=v')).resolves.toEqual({
      strategy: 'twitter',
      body: { oauthToken: 't', oauthTokenSecret: 'secret', oauthVerifier: 'v' },
    });
    await expect(attempt('oauth_token=t')).resolves.toEqual({ error: 'invalid' });
    await expect(attempt('denied=t')).resolves.toEqual({ error: 'cancelled' });
  });

  it('Twitter: a callback this browser did not start is refused before anything is sent (login CSRF)', async () => {
    // No sign-in started here.
    await expect(attempt('oauth_token=t&oauth_verifier=v')).resolves.toEqual({ error: 'invalid' });
    // A sign-in started here with another token.
    keepTwitterSecret('mine', 'secret');
    await expect(attempt('oauth_token=theirs&oauth_verifier=v')).resolves.toEqual({ error: 'invalid' });
    // The kept secret works once.
    keepTwitterSecret('t', 'secret');
    await expect(attempt('oauth_token=t&oauth_verifier=v')).resolves.toMatchObject({ strategy: 'twitter' });
    await expect(attempt('oauth_token=t&oauth_verifier=v')).resolves.toEqual({ error: 'invalid' });
  });

  it('mock Google: an id_token with the state this browser kept', async () => {
    const state = startMockConsent('google');
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    await expect(attempt(`mock_oauth=google&state=${state}&id_token=mock-google%3Aa%40b.c%3AA`)).resolves.toEqual({
      strategy: 'google',
      body: 'mock-google:a@b.c:A',
    });
    await expect(attempt(`mock_oauth=google&state=${startMockConsent('google')}`)).resolves.toEqual({ error: 'invalid' });
  });

  it('mock Google and Facebook: no state, another state or a used state is refused (login CSRF)', async () => {
    const token = 'id_token=mock-google%3Aa%40b.c%3AA';
    await expect(attempt(`mock_oauth=google&${token}`)).resolves.toEqual({ error: 'invalid' });
    const state = startMockConsent('google');
    await expect(attempt(`mock_oauth=google&state=${'0'.repeat(32)}&${token}`)).resolves.toEqual({ error: 'invalid' });
    // The refusal above used the kept state up: the right one no longer works either.
    await expect(attempt(`mock_oauth=google&state=${state}&${token}`)).resolves.toEqual({ error: 'invalid' });
    const profile = encodeURIComponent(JSON.stringify({ id: 'fb-1', name: 'F', picture: '/p.svg' }));
    await expect(attempt(`mock_oauth=facebook&profile=${profile}`)).resolves.toEqual({ error: 'invalid' });
  });

  it('mock Facebook: a profile that passes the contract schema', async () => {
    const profile = encodeURIComponent(JSON.stringify({ id: 'fb-1', name: 'F', picture: '/p.svg' }));
    await expect(attempt(`mock_oauth=facebook&state=${startMockConsent('facebook')}&profile=${profile}`)).resolves.toMatchObject({
      strategy: 'facebook',
    });
    await expect(attempt(`mock_oauth=facebook&state=${startMockConsent('facebook')}&profile=%7Bbroken`)).resolves.toEqual({
      error: 'invalid',
    });
    await expect(
      attempt(`mock_oauth=facebook&state=${startMockConsent('facebook')}&profile=${encodeURIComponent(JSON.stringify({ id: '' }))}`),
    ).resolves.toEqual({
      error: 'invalid',
    });
  });

  it('anything else is invalid', async () => {
    await expect(attempt('')).resolves.toEqual({ error: 'invalid' });
  });
});
