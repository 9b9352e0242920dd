import { randomBytes } from 'node:crypto';

/** A fresh nonce per answer for the page's inline and module scripts. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * Origins the app loads scripts and frames from when social sign-in and payments are real (docs/deploying.md,
 * "Pointing the built web at a real backend").
 */
const PROVIDER_SCRIPTS = ['https://accounts.google.com', 'https://connect.facebook.net', 'https://js.stripe.com'];

/**
 * The Content-Security-Policy of a page: scripts from the app's own origin and the providers it may load, inline
 * ones only with the answer's nonce; no plugins; no framing by another site. Pictures and API calls may come from
 * the backend's origins (config.json's apiBase, absolute picture URLs), so those stay open to https (and http for a
 * local mock). docs/adr/0019-server-rendering.md.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${PROVIDER_SCRIPTS.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    "connect-src 'self' https: http:",
    'frame-src https: http:',
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers every answer carries. */
export function securityHeaders(hsts: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...(hsts ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
