import { describe, expect, it } from 'vitest';
import { normaliseToken, SessionStore, TOKEN_TTL_MS } from './sessions';

describe('sessions', () => {
  it('creates random 32-hex tokens', () => {
    const store = new SessionStore();
    const a = store.create(1, 0);
    const b = store.create(1, 0);
    expect(a.token).toMatch(/^[0-9a-f]{32}$/);
    expect(a.token).not.toBe(b.token);
  });

  it('slides the 24 h expiry on every use and drops expired tokens', () => {
    const store = new SessionStore();
    const { token } = store.create(7, 0);
    expect(store.touch(token, TOKEN_TTL_MS - 1)?.uid).toBe(7);
    // The touch above moved the expiry: still alive almost 48 h after creation.
    expect(store.touch(token, 2 * TOKEN_TTL_MS - 2)?.uid).toBe(7);
    expect(store.touch(token, 4 * TOKEN_TTL_MS)).toBeNull();
    expect(store.touch(token, 0)).toBeNull();
  });

  it('revokes one token or every token of a user', () => {
    const store = new SessionStore();
    const a = store.create(1, 0);
    const b = store.create(1, 0);
    const c = store.create(2, 0);
    store.revoke(a.token);
    expect(store.touch(a.token, 1)).toBeNull();
    store.revokeUser(1);
    expect(store.touch(b.token, 1)).toBeNull();
    expect(store.touch(c.token, 1)?.uid).toBe(2);
  });

  it('strips the TOKEN_USER: and Bearer prefixes', () => {
    expect(normaliseToken('TOKEN_USER:abc')).toBe('abc');
    expect(normaliseToken('Bearer abc')).toBe('abc');
    expect(normaliseToken(' abc ')).toBe('abc');
    expect(normaliseToken('')).toBeNull();
    expect(normaliseToken(undefined)).toBeNull();
  });
});
