import { setCookie } from '../../../lib/api/cookies';
import { IDENTITY_KEY } from '../../../lib/api/session';

/** A guest may look up orders long after signing in: a year. */
const IDENTITY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps the tourist's `identity` (needed for guest order lookup) in local storage under IDENTITY_KEY, as the
 * original shop does, and in a cookie of the same name, because logout and an expired session clear local
 * storage (docs/storefront.md, States and Errors) while the guest still needs to find the order.
 */
export function saveVisitorIdentity(identity: string): void {
  setCookie(IDENTITY_KEY, identity, { maxAgeSeconds: IDENTITY_MAX_AGE_SECONDS });
  try {
    window.localStorage.setItem(IDENTITY_KEY, identity);
  } catch {
    // Storage unavailable: the cookie still holds it.
  }
}
