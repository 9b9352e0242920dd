// With its extension: vite.config.ts loads this file (through server/template.ts), and Vite's native config loader
// resolves no extensionless import.
import { getCookie, removeCookie, setCookie } from './cookies.ts';

/** docs/storefront.md, Limits: the session token cookie lives 7 days, path /, prefix auth; token storage prefix _token. */
export const TOKEN_MAX_AGE_SECONDS = 604800;
export const TOKEN_COOKIE = 'auth._token.local';
export const LOGGED_IN_COOKIE = 'auth.loggedIn';
export const STRATEGY_COOKIE = 'auth.strategy';
export const REDIRECT_COOKIE = 'auth.redirect';
export const IDENTITY_KEY = 'visitorIdentity';

export type AuthStrategy = 'phone' | 'email' | 'captcha' | 'register' | 'tourist' | 'twitter' | 'google' | 'facebook';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Subscribe to sign-in and sign-out (used by useSyncExternalStore). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `<html data-session="member">` while a session token is kept. A public page comes from the server rendered for a
 * guest (docs/adr/0019-server-rendering.md); by this mark its header hides the sign-in link and keeps the user
 * menu's room until the app has started (web/src/styles.css). The page's own inline script sets it before the first
 * paint (server/template.ts); from then on every sign-in and sign-out keeps it true.
 */
export const SESSION_MARK = 'data-session';

function markSession(): void {
  if (typeof document === 'undefined') return;
  if (isLoggedIn()) document.documentElement.setAttribute(SESSION_MARK, 'member');
  else document.documentElement.removeAttribute(SESSION_MARK);
}

function emit(): void {
  markSession();
  for (const listener of listeners) listener();
}

/**
 * Another tab may have signed in or out: cookies fire no events, so subscribers re-read them on demand (the
 * layout asks when the page regains focus).
 */
export function recheckSession(): void {
  emit();
}

/**
 * The token is stored as "Bearer <token>" like the original front end; the header carries it without its
 * first 7 characters (docs/storefront.md, Requests), which is the raw token the backend expects.
 */
export function getToken(): string | null {
  const stored = getCookie(TOKEN_COOKIE);
  if (!stored) return null;
  return stored.startsWith('Bearer ') ? stored.slice(7) : stored;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

export function startSession(token: string, strategy: AuthStrategy): void {
  setCookie(TOKEN_COOKIE, `Bearer ${token}`, { maxAgeSeconds: TOKEN_MAX_AGE_SECONDS });
  setCookie(LOGGED_IN_COOKIE, 'true', { maxAgeSeconds: TOKEN_MAX_AGE_SECONDS });
  setCookie(STRATEGY_COOKIE, strategy, { maxAgeSeconds: TOKEN_MAX_AGE_SECONDS });
  emit();
}

/** Removes the token and logged-in state; local storage is cleared by the caller where docs/storefront.md, States and Errors say so. */
export function endSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(STRATEGY_COOKIE);
  setCookie(LOGGED_IN_COOKIE, 'false', { maxAgeSeconds: TOKEN_MAX_AGE_SECONDS });
  emit();
}

export function rememberRedirect(pathAndQuery: string): void {
  setCookie(REDIRECT_COOKIE, pathAndQuery);
}

export function takeRememberedRedirect(): string | null {
  const value = getCookie(REDIRECT_COOKIE);
  removeCookie(REDIRECT_COOKIE);
  return value;
}
