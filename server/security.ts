import { createHash } from 'node:crypto';
import { hostProblem } from '../contract/src/common/host.ts';

/** Script types a browser runs; any other (JSON-LD, the server's query cache) is data, which CSP does not govern. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts a page runs, each once, in the order they stand. A browser
 * hashes the script's text as the HTML parser read it, which has turned every CR LF and lone CR into LF.
 * Scripts with `src` are the app's own files, which `'self'` allows.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * What the payment and sign-in providers load when they are real (docs/deploying.md, "Headers"): Stripe.js (the card
 * form's frames, its API, the 3-D Secure frame from hooks.stripe.com), Google Identity Services (its script, button
 * frame, style sheet and calls, all under accounts.google.com) and Facebook's SDK (its script from
 * connect.facebook.net, its login frames and calls under facebook.com).
 */
const PROVIDERS = {
  script: ['https://accounts.google.com', 'https://connect.facebook.net', 'https://js.stripe.com', 'https://*.js.stripe.com'],
  style: ['https://accounts.google.com'],
  connect: ['https://api.stripe.com', 'https://accounts.google.com', 'https://*.facebook.com'],
  frame: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://accounts.google.com',
    'https://*.facebook.com',
  ],
} as const;

/**
 * The origin the browser sends its API calls to, from the runtime config the page carries (`apiBase`): null when
 * that is the page's own origin ('' or a path), which `'self'` covers.
 */
export function apiOrigin(config: unknown): string | null {
  const apiBase = typeof config === 'object' && config !== null && 'apiBase' in config ? config.apiBase : undefined;
  if (typeof apiBase !== 'string' || !/^https?:\/\//i.test(apiBase)) return null;
  try {
    return new URL(apiBase).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a page: scripts from the app's own origin and the providers it may load, inline
 * ones only when their hash is listed (`inlineScriptHashes` of the page itself); calls only to the own origin, the
 * backend the page's config names (`api`, from `apiOrigin`) and the providers; frames only from the providers; no
 * plugins; no framing by another site. Hashes rather than a nonce: the policy follows from the page, so a page kept
 * in the server's cache or a CDN is sent as it is, where a nonce would be compressed into each answer, or be the
 * same for every shopper a CDN serves the page to, which defeats it. Pictures may come from any host the backend
 * names (its uploads, a CDN of its own, a shopper's avatar at a sign-in provider), so images stay open to https (and
 * http for a local mock) unless the deployment lists its picture hosts (`images`, IMG_ORIGINS): then only those, the
 * own origin and the backend's. docs/adr/0019-server-rendering.md; docs/deploying.md, Headers.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  api: string | null = null,
  images: readonly string[] | null = null,
): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...PROVIDERS.script].join(' '),
    ['style-src', "'self'", "'unsafe-inline'", ...PROVIDERS.style].join(' '),
    ['img-src', "'self'", 'data:', 'blob:', ...(images ? [...(api ? [api] : []), ...images] : ['https:', 'http:'])].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...(api ? [api] : []), ...PROVIDERS.connect].join(' '),
    ['frame-src', ...PROVIDERS.frame].join(' '),
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

/**
 * Whether a request's Host header is a host name with an optional port, and nothing else: without PUBLIC_ORIGIN
 * the server writes it into canonical, hreflang and Open Graph URLs, robots.txt and the sitemaps, so anything else
 * (quotes, tags, a path, credentials) is refused before it gets there (docs/environment-variables.md). The rule is
 * the mock's too (contract/src/common/host.ts).
 */
export function isHostHeader(value: string | undefined): boolean {
  return value !== undefined && hostProblem(value) === null;
}
