import { randomHex } from './random';
import { DAY } from './dates';
import { ExpiringMap } from './expiring-map';

/** Token lifetime: 24 h, extended on every authenticated request (docs/backend-wire.md, Headers and tokens). */
export const TOKEN_TTL_MS = DAY;
/** At most this many live sessions; past it the least recently used is signed out (mock-server/README.md, Bounds). */
export const MAX_SESSIONS = 10_000;
/** A time before every expiry: stores a session without sweeping (a load or replay knows no "now"). */
const NO_SWEEP = Number.NEGATIVE_INFINITY;

export interface Session {
  token: string;
  uid: number;
  expiresAt: number;
}

/** Strips the optional `TOKEN_USER:` or `Bearer ` prefix the real backend and the Nuxt shop use. */
export function normaliseToken(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value) return null;
  const token = value
    .trim()
    .replace(/^TOKEN_USER:/, '')
    .replace(/^Bearer\s+/i, '')
    .trim();
  return token.length > 0 ? token : null;
}

/** A sign-in or sign-out, for the MOCK_STATE_FILE journal (state-file.ts); expiry slides are not journaled. */
export type SessionChange = { op: 'session'; session: Session } | { op: 'revoke'; tokens: string[] };

export class SessionStore {
  /** Least recently used first: every touch makes a session the newest. */
  private readonly sessions: ExpiringMap<Session>;
  private listener: ((change: SessionChange, undo: () => void) => void) | null = null;
  private readonly watchers = new Set<() => void>();

  constructor(maxSessions = MAX_SESSIONS) {
    this.sessions = new ExpiringMap(maxSessions);
  }

  /**
   * The journal writer's listener (state-file.ts): one at a time. `undo` takes the change back exactly (state-file.ts
   * rolls back the changes it could not write); no listener hears it.
   */
  onChange(listener: ((change: SessionChange, undo: () => void) => void) | null): void {
    this.listener = listener;
  }

  /** Also told of every sign-in and sign-out (MockState.onChange). */
  watch(watcher: () => void): void {
    this.watchers.add(watcher);
  }

  private emit(change: SessionChange, undo: () => void): void {
    this.listener?.(change, undo);
    for (const watcher of this.watchers) watcher();
  }

  /**
   * A new session. Sessions expired at `now` are dropped on the way and, past MAX_SESSIONS, the least recently used
   * live one is signed out (journaled as a revoke).
   */
  create(uid: number, now: number): Session {
    const session = { token: randomHex(16), uid, expiresAt: now + TOKEN_TTL_MS };
    const removed = this.sessions.set(session.token, session, session.expiresAt, now);
    this.emit({ op: 'session', session: { ...session } }, () => this.sessions.delete(session.token));
    const evicted = removed.filter(([, s]) => s.expiresAt > now);
    if (evicted.length > 0)
      this.emit({ op: 'revoke', tokens: evicted.map(([token]) => token) }, () => {
        for (const [token, s] of evicted) this.sessions.set(token, s, s.expiresAt, NO_SWEEP);
      });
    return session;
  }

  /** Replays a journaled change (no listener hears it). */
  replay(change: SessionChange): void {
    if (change.op === 'session') this.sessions.set(change.session.token, { ...change.session }, change.session.expiresAt, NO_SWEEP);
    else for (const token of change.tokens) this.sessions.delete(token);
  }

  /** The live session for a token, its expiry slid forward (it becomes the most recently used); expired sessions are dropped. */
  touch(token: string, now: number): Session | null {
    const session = this.sessions.get(token, now);
    if (!session) return null;
    session.expiresAt = now + TOKEN_TTL_MS;
    // Expired sessions swept here are not journaled, like one dropped above: a reload drops them again.
    this.sessions.set(token, session, session.expiresAt, now);
    return session;
  }

  revoke(token: string): void {
    const session = this.sessions.peek(token);
    if (session && this.sessions.delete(token))
      this.emit({ op: 'revoke', tokens: [token] }, () => this.sessions.set(token, session, session.expiresAt, NO_SWEEP));
  }

  /** Ends every session of a user, except `keep` (the one that changed the password stays signed in). */
  revokeUser(uid: number, keep?: string): void {
    const gone: Session[] = [];
    for (const [token, session] of this.sessions.entries()) {
      if (session.uid === uid && token !== keep) {
        this.sessions.delete(token);
        gone.push(session);
      }
    }
    if (gone.length > 0)
      this.emit({ op: 'revoke', tokens: gone.map((s) => s.token) }, () => {
        for (const session of gone) this.sessions.set(session.token, session, session.expiresAt, NO_SWEEP);
      });
  }

  /** How many sessions are held, expired ones not yet dropped included (for the bound's test). */
  get size(): number {
    return this.sessions.size;
  }

  clear(): void {
    this.sessions.clear();
  }

  dump(): Session[] {
    return this.sessions.entries().map(([, s]) => ({ ...s }));
  }

  load(sessions: readonly Session[]): void {
    this.sessions.clear();
    for (const s of sessions) this.sessions.set(s.token, { ...s }, s.expiresAt, NO_SWEEP);
  }
}
