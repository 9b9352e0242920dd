import { getCookie, removeCookie, setCookie } from '../../../lib/api/cookies';
import { getConfig } from '../../../lib/config';
import { paths } from '../../../lib/routing/paths';

/**
 * docs/storefront.md, Requests: the Twitter request token and its secret wait in a cookie while the user is on
 * Twitter. The callback goes on only with the token this browser asked for, and sends the secret only this browser
 * holds: a callback link someone else authorised cannot sign this browser in (login CSRF).
 */
const TWITTER_SECRET_COOKIE = 'auth.twitterSecret';
/** Mock mode: the one-time state of a Google or Facebook consent, checked when the mock consent page comes back. */
const SOCIAL_STATE_COOKIE = 'auth.socialState';
const PENDING_MAX_AGE_SECONDS = 15 * 60;

export function keepTwitterSecret(oauthToken: string, secret: string): void {
  setCookie(TWITTER_SECRET_COOKIE, JSON.stringify([oauthToken, secret]), { maxAgeSeconds: PENDING_MAX_AGE_SECONDS });
}

/** The secret kept for this request token, used up; null when this browser did not start a sign-in with it. */
export function takeTwitterSecret(oauthToken: string): string | null {
  const kept = getCookie(TWITTER_SECRET_COOKIE);
  removeCookie(TWITTER_SECRET_COOKIE);
  if (!kept) return null;
  try {
    const parsed: unknown = JSON.parse(kept);
    if (Array.isArray(parsed) && parsed[0] === oauthToken && typeof parsed[1] === 'string' && parsed[1] !== '') return parsed[1];
  } catch {
    // Not a pair this page wrote: no sign-in of this browser.
  }
  return null;
}

/** A fresh one-time state (128 random bits as hex), kept in a cookie until the consent page comes back. */
function newSocialState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  setCookie(SOCIAL_STATE_COOKIE, state, { maxAgeSeconds: PENDING_MAX_AGE_SECONDS });
  return state;
}

/** True when `state` is the one this browser kept when it left for the consent page; the kept one is used up. */
export function takeSocialState(state: string | null): boolean {
  const kept = getCookie(SOCIAL_STATE_COOKIE);
  removeCookie(SOCIAL_STATE_COOKIE);
  return Boolean(kept) && state === kept;
}

/** The API origin: the configured base, else this site (dev and preview proxy the API). */
export function apiOrigin(): string {
  return getConfig().apiBase || window.location.origin;
}

/** Resolves a URL the API returned (the mock's are relative to the API, e.g. "/__mock/oauth/twitter?..."). */
export function resolveApiUrl(url: string): string {
  return new URL(url, apiOrigin()).toString();
}

/** The one return point of third-party sign-in (docs/storefront.md, Screens routes). */
export const SOCIAL_CALLBACK_PATH = paths.callbackTwitter();

/**
 * Mock mode: the mock's consent page for Google or Facebook, which comes back to the callback route with the
 * `state` given here; the callback goes on only with the state this browser kept (takeSocialState).
 */
export function mockConsentUrl(provider: 'google' | 'facebook'): string {
  const returnTo = `${window.location.origin}${SOCIAL_CALLBACK_PATH}`;
  const query = new URLSearchParams({ return_to: returnTo, state: newSocialState() });
  return resolveApiUrl(`/__mock/oauth/${provider}?${query.toString()}`);
}

const scripts = new Map<string, Promise<void>>();

/** Loads a provider script once; rejects when it fails to load (the caller hides the provider's icon). */
export function loadScript(src: string, timeoutMs = 15_000): Promise<void> {
  const existing = scripts.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.defer = true;
    const timer = window.setTimeout(() => reject(new Error(`timeout loading ${src}`)), timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
  promise.catch(() => scripts.delete(src));
  scripts.set(src, promise);
  return promise;
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
export const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';

/** docs/storefront.md, Errors: the server's words for a Facebook account that may not sign in; the web shows its own translation. */
export function isFacebookUnavailable(message: string): boolean {
  return /facebook login unavailable/i.test(message);
}
