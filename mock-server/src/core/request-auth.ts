import { TOKEN_HEADER } from '@contract';
import { normaliseToken } from '../domain/sessions';
import { type MockState } from '../state';
import { type RequestAuth } from './kit';

/** The token header's name as the adapters hand headers over (lower-case). */
const TOKEN = TOKEN_HEADER.toLowerCase();

/** The token a request sends, as the session lookup reads it ('' for none). */
export function tokenOf(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const value = headers[TOKEN] ?? headers.authorization ?? '';
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The signed-in caller a token names: a live session of a user that still exists (looking it up slides the
 * session's expiry, as any request does); null for no token, an unknown or expired one.
 */
export function sessionLookup(state: MockState): {
  sessionFor: (sent: string | undefined) => RequestAuth | null;
  sessionOf: (headers: Record<string, string>) => RequestAuth | null;
} {
  const sessionFor = (sent: string | undefined): RequestAuth | null => {
    const token = normaliseToken(sent);
    if (!token) return null;
    const session = state.sessions.touch(token, state.now());
    return session && state.db.byId('users', session.uid) ? { uid: session.uid, token } : null;
  };
  return { sessionFor, sessionOf: (headers) => sessionFor(headers[TOKEN] ?? headers.authorization) };
}
