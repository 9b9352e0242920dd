import { createHash } from 'node:crypto';
import type { RenderResult } from '../web/src/app/ssr/entry-server';
import { paths } from '../web/src/lib/routing/paths.ts';
import { compress, MIN_COMPRESSED_BYTES, PRECOMPRESSED, type Precompressed } from './compress.ts';
import { apiOrigin, contentSecurityPolicy, inlineScriptHashes } from './security.ts';
import type { Template } from './template.ts';

/**
 * A render result turned into the page the browser gets: the template around the markup, the status, and the
 * headers that depend on the page (its CSP with the hashes of its inline scripts, its validator, its
 * Cache-Control). Shared by the production server (server/app.ts) and `npm start`'s server rendering through Vite
 * (scripts/vite-plugin-dev-render.ts), so a page answers alike in both. docs/adr/0019-server-rendering.md.
 */

/** A rendered page: what the production server's page cache keeps, the same for every answer. */
export interface RenderedPage {
  status: number;
  /** The whole HTML. */
  body: string;
  /** The CSP sources of its inline scripts (server/security.ts), computed once with the page. */
  scriptHashes: readonly string[];
  /** Where the page's config sends API calls when that is another origin (server/security.ts, `apiOrigin`). */
  apiOrigin: string | null;
  /** A weak validator of the HTML (the same page in any encoding), for conditional requests. */
  etag: string;
  /** False for member, checkout and error pages: `noindex`, and private caching unless a 404. */
  indexable: boolean;
}

/**
 * Seconds a client is asked to wait before it asks again for a page the backend did not fully answer (503): about
 * what a slow backend needs to recover, short enough that a crawler comes back soon.
 */
export const RETRY_AFTER_SECONDS = 10;

export type PageOutcome =
  | { kind: 'redirect'; status: 301; location: string }
  /** `cacheable`: a complete public page or a 404, which a page cache may keep; anything else is rendered again. */
  | { kind: 'page'; page: RenderedPage; cacheable: boolean };

/** The request's pathname (the client adopts the markup only at this path, locale prefix included). */
const pathnameOf = (url: string): string => url.split('?')[0] || '/';
/** The request's query with its `?`, or empty. */
const searchOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/**
 * A redirect's Location as a path of this site: one `/` first, never `//host` or `/\host`, which a browser reads as
 * another site. Anything else is home.
 */
export const sameSitePath = (location: string): string => (/^\/(?![/\\])/.test(location) ? location : '/');

/**
 * `code`: what the shell preloads (server/route-preloads.ts; none under `npm start`, which serves modules as they are);
 * `preconnect`: the origin the shell's pictures will come from (server/template.ts, `pictureOrigin`), if known.
 */
export function pageFromRender(
  result: RenderResult,
  template: Template,
  config: unknown,
  url: string,
  code: readonly string[] = [],
  preconnect: string | null = null,
): PageOutcome {
  if (result.kind === 'redirect') return { kind: 'redirect', status: 301, location: sameSitePath(result.location) };
  const body = template.render({
    locale: result.locale,
    head: result.head,
    html: result.html,
    state: result.state ? JSON.stringify({ queries: result.state }).replace(/</g, '\\u003c') : null,
    hydrateAt: result.hydratable ? pathnameOf(url) : null,
    // Where the client loads the code that adopts the page (web/src/main.tsx): it takes this query as the address's.
    search: result.hydratable || result.state ? searchOf(url) : undefined,
    config,
    code,
    preconnect,
  });
  // A member page's shell is cheap, and a page the backend did not fully answer is rendered again next time.
  const cacheable = result.html !== null && (result.hydratable || result.status === 404);
  const page = {
    status: result.status,
    body,
    scriptHashes: inlineScriptHashes(body),
    apiOrigin: apiOrigin(config),
    etag: pageEtag(body),
    indexable: result.indexable,
  };
  return { kind: 'page', page, cacheable };
}

const pageEtag = (body: string): string => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Whether a request's If-None-Match names this page (a list of validators, or `*`), compared weakly: a client that
 * has the page in any encoding has it. Only a page answered 200 can be "not modified".
 */
export function notModified(page: RenderedPage, ifNoneMatch: string | undefined): boolean {
  if (page.status !== 200 || !ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(page.etag));
}

/**
 * What the server's settings say of a page's answer: CDN freshness of public pages, in seconds (PAGE_S_MAXAGE,
 * PAGE_STALE_WHILE_REVALIDATE), and the picture hosts its CSP allows (IMG_ORIGINS; null or absent: any).
 */
export interface PageSettings {
  sMaxAge: number;
  staleWhileRevalidate: number;
  imageOrigins?: readonly string[] | null;
}

/** An answer of text from either server: a page, or a short one (a missing file, robots.txt, a sitemap). */
export interface PageAnswer {
  status: number;
  type: string;
  /** Besides the type: the CSP and Cache-Control (the headers every answer carries are the server's own). */
  headers: Record<string, string>;
  body: string;
}

/** The answer for one request: the page and the headers that go with it. */
export function answerPage(page: RenderedPage, settings: PageSettings): PageAnswer {
  const csp = contentSecurityPolicy(page.scriptHashes, page.apiOrigin, settings.imageOrigins ?? null);
  // A page the backend did not fully answer (the shell the client fills in): kept by no one, asked again soon, and
  // never "not modified" (docs/adr/0019-server-rendering.md, "A page the backend did not answer").
  if (page.status === 503) {
    return {
      status: 503,
      type: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': csp, 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) },
      body: page.body,
    };
  }
  return {
    status: page.status,
    type: 'text/html; charset=utf-8',
    headers: {
      'content-security-policy': csp,
      etag: page.etag,
      // Public pages (and 404s) are the same for everyone, so a CDN may keep them; member pages are the shell.
      'cache-control':
        page.indexable || page.status === 404
          ? `public, max-age=0, s-maxage=${settings.sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`
          : 'private, no-cache',
    },
    body: page.body,
  };
}

/**
 * The well-known address where password managers send a shopper to change a password (W3C, "A Well-Known URL for
 * Changing Passwords"), and where it leads: the profile, whose last section changes the password (a guest signs in
 * first and lands there). Answered 302 by both servers.
 */
export const CHANGE_PASSWORD = { path: '/.well-known/change-password', location: paths.userInfo() } as const;

/**
 * Whether a path names a file by its extension: a bot's `/wp-login.php` or `/.env`, a phone's
 * `/apple-touch-icon-120x120.png`, `/ads.txt`. Asked of a path no file of the build answered, it makes the answer a
 * plain 404 (`missingFileAnswer`) instead of the app's 404 page: no page of the app ends in one of these, and the page
 * is a render and some 30 KB for each such request, which a scanner can send by the thousand. A page's path with
 * another dot in it (`/goods_detail/1.5`) still gets the app's 404 page, which shows a shopper the way home.
 */
const FILE_EXTENSION =
  /\.(?:php\d?|phtml|aspx?|ashx|jsp|cgi|pl|py|sh|env|ini|conf|cfg|ya?ml|toml|bak|old|orig|swp|sql|db|log|zip|gz|tgz|tar|rar|7z|ico|png|jpe?g|gif|webp|avif|svg|bmp|css|js|mjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|eot|pdf|csv)$/i;

export const namesAFile = (pathname: string): boolean => FILE_EXTENSION.test(pathname.slice(pathname.lastIndexOf('/') + 1));

/** The answer to a file that is not there (`namesAFile`): short, from both servers alike, kept by a CDN as a 404 page is. */
export function missingFileAnswer(settings: PageSettings): PageAnswer {
  return {
    status: 404,
    type: 'text/plain; charset=utf-8',
    headers: {
      'cache-control': `public, max-age=0, s-maxage=${settings.sMaxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`,
    },
    body: 'Not found\n',
  };
}

/**
 * A page the production server's cache keeps: the page and its compressed forms, made once when it is kept, so a
 * hit is sent as it is (none for a page too small to be worth compressing).
 */
export interface KeptPage extends RenderedPage {
  encoded: Partial<Record<Precompressed, Buffer>>;
}

export async function keepPage(page: RenderedPage): Promise<KeptPage> {
  const body = Buffer.from(page.body);
  if (body.length <= MIN_COMPRESSED_BYTES) return { ...page, encoded: {} };
  const forms = await Promise.all(PRECOMPRESSED.map(async (encoding) => [encoding, await compress(body, encoding, 'dynamic')] as const));
  return { ...page, encoded: Object.fromEntries(forms) };
}

/** What a kept page counts against the cache's bound: its text and its compressed forms. */
export const keptPageBytes = (page: KeptPage): number =>
  Buffer.byteLength(page.body) + Object.values(page.encoded).reduce((sum, form) => sum + form.length, 0);
