import { getCookie, removeCookie, setCookie } from '../../../lib/cookies';
import { getConfig } from '../../../lib/config';
import { paths } from '../../../lib/paths';

/** docs/storefront.md, Requests: the Twitter oauth token secret waits in a cookie while the user is on Twitter. */
const TWITTER_SECRET_COOKIE = 'auth.twitterSecret';

export function keepTwitterSecret(secret: string): void {
  setCookie(TWITTER_SECRET_COOKIE, secret, { maxAgeSeconds: 15 * 60 });
}

export function takeTwitterSecret(): string {
  const secret = getCookie(TWITTER_SECRET_COOKIE) ?? '';
  removeCookie(TWITTER_SECRET_COOKIE);
  return secret;
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

/** Mock mode: the mock's consent page for Google or Facebook, which comes back to the callback route. */
export function mockConsentUrl(provider: 'google' | 'facebook'): string {
  const returnTo = `${window.location.origin}${SOCIAL_CALLBACK_PATH}`;
  return resolveApiUrl(`/__mock/oauth/${provider}?${new URLSearchParams({ return_to: returnTo }).toString()}`);
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
