import { describe, expect, it } from 'vitest';
import { attemptFrom } from './social-callback';

const attempt = (query: string) => attemptFrom(new URLSearchParams(query));

describe('attemptFrom (what the provider sent back)', () => {
  it('Twitter: oauth_token and oauth_verifier', async () => {
    await expect(attempt('oauth_token=t&oauth_verifier=v')).resolves.toMatchObject({ strategy: 'twitter' });
    await expect(attempt('oauth_token=t')).resolves.toEqual({ error: 'invalid' });
    await expect(attempt('denied=t')).resolves.toEqual({ error: 'cancelled' });
  });

  it('mock Google: an id_token', async () => {
    await expect(attempt('mock_oauth=google&id_token=mock-google%3Aa%40b.c%3AA')).resolves.toMatchObject({ strategy: 'google' });
    await expect(attempt('mock_oauth=google')).resolves.toEqual({ error: 'invalid' });
  });

  it('mock Facebook: a profile that passes the contract schema', async () => {
    const profile = encodeURIComponent(JSON.stringify({ id: 'fb-1', name: 'F', picture: '/p.svg' }));
    await expect(attempt(`mock_oauth=facebook&profile=${profile}`)).resolves.toMatchObject({ strategy: 'facebook' });
    await expect(attempt('mock_oauth=facebook&profile=%7Bbroken')).resolves.toEqual({ error: 'invalid' });
    await expect(attempt(`mock_oauth=facebook&profile=${encodeURIComponent(JSON.stringify({ id: '' }))}`)).resolves.toEqual({
      error: 'invalid',
    });
  });

  it('anything else is invalid', async () => {
    await expect(attempt('')).resolves.toEqual({ error: 'invalid' });
  });
});
