/**
 * The production server's settings, all from the environment (docs/environment-variables.md;
 * docs/adr/0019-server-rendering.md). Read once at start; a bad number is one line naming the variable.
 */
export interface ServerSettings {
  host: string;
  port: number;
  /** The backend every /api/ request goes to (and the server's own data requests). */
  apiUpstream: string;
  /** Deadline of one forwarded or server-side backend request. */
  apiTimeoutMs: number;
  /**
   * How long a client may take to send a whole request, headers and body (REQUEST_TIMEOUT_MS; 0: no limit, for a
   * front that already bounds it): past it the connection gets 408 and is closed, so a client that trickles its
   * request (slowloris) cannot hold connections for ever. The answer's own time is not counted.
   */
  requestTimeoutMs: number;
  /**
   * The largest body a forwarded request may carry, in bytes (API_BODY_LIMIT_MB; 0: no limit, for a front that
   * already bounds it): past it the answer is 413 in the backend's envelope and the backend's request is abandoned.
   */
  apiBodyLimitBytes: number;
  /** How long a render waits for the backend's data before it sends what it has (the shell at worst). */
  dataDeadlineMs: number;
  /** Renders in flight at most (concurrent requests for one page share one); past it a page is its shell, 503. */
  maxRenders: number;
  /** Origin of canonical, hreflang, Open Graph and sitemap URLs; null: the request's own origin. */
  publicOrigin: string | null;
  /** Strict-Transport-Security on every answer (only behind HTTPS). */
  hsts: boolean;
  /**
   * The hosts pages may show pictures from besides their own and the backend's (IMG_ORIGINS, CSP host sources such
   * as https://img.shop.example or https://*.cdn.example); null: any https or http host.
   */
  imageOrigins: string[] | null;
  /**
   * A 103 Early Hints answer (the stylesheet and the entry's scripts) before a page the server renders, so the
   * browser fetches them while the backend answers, and the same `Link` header on pages (EARLY_HINTS=1). Off by
   * default: a proxy that does not know 1xx answers (nginx before 1.29) takes the 103 for the page, and the header
   * lowers Lighthouse's simulated mobile score (docs/adr/0019-server-rendering.md, "Early hints").
   */
  earlyHints: boolean;
  /** CDN freshness of public pages, in seconds. */
  sMaxAge: number;
  staleWhileRevalidate: number;
  /**
   * How long the backend's successful answers to renders are shared between renders, in ms (SSR_DATA_TTL_MS; 0: each
   * render asks for its own). web/src/app/ssr/shared-answers.ts.
   */
  dataTtlMs: number;
  /** The in-process page cache's bound in bytes (0 turns it off) and the age of an entry it still serves. */
  pageCacheBytes: number;
  pageCacheTtlMs: number;
  /**
   * How many proxies in front of the server (a CDN, a load balancer) add the address they were reached from to
   * X-Forwarded-For (TRUST_PROXY_HOPS; 0: the server is reached directly). The shopper's address the backend is told
   * is the one that many steps back along the chain (server/client-address.ts).
   */
  trustProxyHops: number;
  /** The client build (index.html, assets, config.json) and the server build (entry-server.js). */
  webDir: string;
  serverDir: string;
  log: boolean;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, not "${raw}"`);
  return value;
}

/** An origin as a CSP host source: a scheme, a host whose first label may be `*`, and an optional port. */
const HOST_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

function origins(env: NodeJS.ProcessEnv, name: string): string[] | null {
  const listed = (env[name] ?? '').split(/[\s,]+/).filter(Boolean);
  if (listed.length === 0) return null;
  for (const origin of listed)
    if (!HOST_SOURCE.test(origin))
      throw new Error(`${name} must list origins like https://img.shop.example or https://*.cdn.example, not "${origin}"`);
  return listed;
}

const flag = (value: string | undefined): boolean => value === '1' || value === 'true' || value === 'on';

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const mockUrl = env.MOCK_URL ?? `http://${env.MOCK_HOST ?? '127.0.0.1'}:${env.MOCK_PORT ?? '8080'}`;
  const origin = env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || null;
  if (origin && !/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(`PUBLIC_ORIGIN must be an origin like https://shop.example, not "${origin}"`);
  return {
    host: env.SERVER_HOST ?? '127.0.0.1',
    port: number(env, 'SERVER_PORT', 3000),
    apiUpstream: (env.API_UPSTREAM ?? mockUrl).replace(/\/+$/, ''),
    apiTimeoutMs: number(env, 'API_TIMEOUT_MS', 10_000),
    requestTimeoutMs: number(env, 'REQUEST_TIMEOUT_MS', 120_000),
    apiBodyLimitBytes: Math.floor(number(env, 'API_BODY_LIMIT_MB', 20) * 1024 * 1024),
    dataDeadlineMs: number(env, 'SSR_DATA_DEADLINE_MS', 1_500),
    maxRenders: Math.max(1, Math.floor(number(env, 'SSR_MAX_RENDERS', 32))),
    publicOrigin: origin,
    hsts: flag(env.HSTS),
    imageOrigins: origins(env, 'IMG_ORIGINS'),
    earlyHints: flag(env.EARLY_HINTS),
    sMaxAge: number(env, 'PAGE_S_MAXAGE', 60),
    staleWhileRevalidate: number(env, 'PAGE_STALE_WHILE_REVALIDATE', 600),
    dataTtlMs: number(env, 'SSR_DATA_TTL_MS', 5_000),
    pageCacheBytes: number(env, 'PAGE_CACHE_MB', 32) * 1024 * 1024,
    pageCacheTtlMs: number(env, 'PAGE_CACHE_TTL_MS', 30_000),
    trustProxyHops: Math.floor(number(env, 'TRUST_PROXY_HOPS', 0)),
    webDir: env.WEB_OUT_DIR ?? 'dist/web',
    serverDir: env.SERVER_OUT_DIR ?? 'dist/server',
    log: env.SERVER_LOG !== 'off',
  };
}

/**
 * What the server says once at start about its settings: in production (`NODE_ENV=production`) without
 * PUBLIC_ORIGIN, public URLs take the origin of each request's Host header (docs/environment-variables.md).
 */
export function startWarnings(settings: ServerSettings, env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production' || settings.publicOrigin !== null) return [];
  return [
    'PUBLIC_ORIGIN is not set: canonical, hreflang, Open Graph, robots.txt and sitemap URLs take the origin of each ' +
      "request's Host header; set PUBLIC_ORIGIN to the shop's public origin (https://shop.example).",
  ];
}
