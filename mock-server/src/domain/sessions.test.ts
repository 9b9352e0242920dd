import { describe, expect, it } from 'vitest';
import { MAX_SESSIONS, normaliseToken, SessionStore, TOKEN_TTL_MS, type SessionChange } from './sessions';

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

  it('keeps at most maxSessions: past it the least recently used is signed out, and the journal hears it', () => {
    expect(new SessionStore().size).toBe(0);
    expect(MAX_SESSIONS).toBe(10_000);
    const store = new SessionStore(3);
    const heard: SessionChange[] = [];
    store.onChange((change) => heard.push(change));
    const [a, b, c] = [store.create(1, 0), store.create(2, 0), store.create(3, 0)];
    // Using a makes it the most recently used: b is now the oldest.
    expect(store.touch(a.token, 1)?.uid).toBe(1);
    store.create(4, 2);
    expect(store.size).toBe(3);
    expect(store.touch(b.token, 3)).toBeNull();
    expect(store.touch(a.token, 3)?.uid).toBe(1);
    expect(store.touch(c.token, 3)?.uid).toBe(3);
    expect(heard.at(-1)).toEqual({ op: 'revoke', tokens: [b.token] });
  });

  it('drops expired sessions when a session is created, without signing out live ones', () => {
    const store = new SessionStore(10);
    store.create(1, 0);
    store.create(2, 0);
    const heard: SessionChange[] = [];
    store.onChange((change) => heard.push(change));
    const later = store.create(3, TOKEN_TTL_MS);
    expect(store.size).toBe(1);
    expect(store.dump().map((s) => s.token)).toEqual([later.token]);
    // Only the new session is journaled: expired ones need no revoke.
    expect(heard.map((change) => change.op)).toEqual(['session']);
  });

  it('strips the TOKEN_USER: and Bearer prefixes', () => {
    expect(normaliseToken('TOKEN_USER:abc')).toBe('abc');
    expect(normaliseToken('Bearer abc')).toBe('abc');
    expect(normaliseToken(' abc ')).toBe('abc');
    expect(normaliseToken('')).toBeNull();
    expect(normaliseToken(undefined)).toBeNull();
  });
});
