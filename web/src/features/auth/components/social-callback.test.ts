import { describe, expect, it } from 'vitest';
import { attemptFrom } from './social-callback';

const attempt = (query: string) => attemptFrom(new URLSearchParams(query));

describe('attemptFrom (what the provider sent back)', () => {
  it('Twitter: oauth_token and oauth_verifier', () => {
    expect(attempt('oauth_token=t&oauth_verifier=v')).toMatchObject({ strategy: 'twitter' });
    expect(attempt('oauth_token=t')).toEqual({ error: 'invalid' });
    expect(attempt('denied=t')).toEqual({ error: 'cancelled' });
  });

  it('mock Google: an id_token', () => {
    expect(attempt('mock_oauth=google&id_token=mock-google%3Aa%40b.c%3AA')).toMatchObject({ strategy: 'google' });
    expect(attempt('mock_oauth=google')).toEqual({ error: 'invalid' });
  });

  it('mock Facebook: a profile that passes the contract schema', () => {
    const profile = encodeURIComponent(JSON.stringify({ id: 'fb-1', name: 'F', picture: '/p.svg' }));
    expect(attempt(`mock_oauth=facebook&profile=${profile}`)).toMatchObject({ strategy: 'facebook' });
    expect(attempt('mock_oauth=facebook&profile=%7Bbroken')).toEqual({ error: 'invalid' });
    expect(attempt(`mock_oauth=facebook&profile=${encodeURIComponent(JSON.stringify({ id: '' }))}`)).toEqual({ error: 'invalid' });
  });

  it('anything else is invalid', () => {
    expect(attempt('')).toEqual({ error: 'invalid' });
  });
});
