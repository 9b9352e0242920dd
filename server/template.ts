import { SESSION_MARK, TOKEN_COOKIE } from '../web/src/lib/api/session.ts';
import { DEFAULT_LOCALE, LOCALE_ALIASES, LOCALE_COOKIE, LOCALES } from '../web/src/lib/i18n/locales.ts';

/**
 * The page around the app's markup: the client build's index.html, taken apart once at start
 * (docs/adr/0019-server-rendering.md). `<meta charset>` goes first in <head>; the early-requests script stays only
 * on pages the server does not render (their first requests still leave with the page). The page's CSP lists the
 * hashes of its inline scripts (server/security.ts), so the HTML is the same for every answer.
 */

export interface PageParts {
  locale: string;
  /** Tags for <head> (title, description, links, JSON-LD). */
  head: string;
  /** The server's markup for #root, or null for the shell (the boot frame the static build shows). */
  html: string | null;
  /** The query cache for hydration as JSON text (already safe inside <script>), or null. */
  state: string | null;
  /** The pathname the markup was rendered at (the client hydrates only there), or null: the client renders afresh. */
  hydrateAt: string | null;
  /**
   * On a rendered page: the query it was rendered with (`?…`, or empty), which the browser takes in place of its own
   * before the client adopts the page (web/src/app/ssr/page-query.ts: the page's own parameters only).
   */
  search?: string;
  /**
   * config.json's parsed content, inline in every page: a rendered page asks for nothing before hydrating, and the
   * shell's early script sends its API requests without fetching /config.json first.
   */
  config: unknown;
  /** On the shell: the URLs of the code its first render waits for beyond the entry's (server/route-preloads.ts). */
  code?: readonly string[];
  /** On the shell: the origin its pictures will come from (`pictureOrigin`), to connect to while the app starts. */
  preconnect?: string | null;
}

export interface Template {
  render: (parts: PageParts) => string;
  /**
   * `Link` header values of what every page loads first, as its <head> names them (the stylesheet, the entry and
   * its modules): what a 103 Early Hints answer asks the browser to fetch while the page is rendered.
   */
  earlyHints: readonly string[];
}

/**
 * The head's stylesheet and entry scripts as `Link` values (RFC 8288), each with the CORS mode of its tag so the
 * browser uses what it fetched early: the stylesheet first, then the scripts in the head's order.
 */
export function earlyHintLinks(headHtml: string): string[] {
  const styles: string[] = [];
  const scripts: string[] = [];
  const cors = (tag: string) => (/\scrossorigin(?=[\s>=])/.test(tag) ? '; crossorigin' : '');
  for (const tag of headHtml.match(/<(?:link|script)\b[^>]*>/g) ?? []) {
    const url = /\s(?:href|src)="(\/[^"<>\s]*)"/.exec(tag)?.[1];
    if (!url || url.startsWith('//')) continue;
    if (/^<link\b[^>]*\srel="stylesheet"/.test(tag)) styles.push(`<${url}>; rel=preload; as=style${cors(tag)}`);
    else if (/^<link\b[^>]*\srel="modulepreload"/.test(tag) || /^<script\b[^>]*\stype="module"/.test(tag))
      scripts.push(`<${url}>; rel=modulepreload${cors(tag)}`);
  }
  // The stylesheet first: the first paint waits for it.
  return [...styles, ...scripts];
}

/**
 * The origin of the first picture of a page's markup when it names one in full (`https://img.example`): where the
 * backend's pictures come from, which pages rendered on the client reach only once their code and data are in.
 */
export function pictureOrigin(html: string | null): string | null {
  const src = html === null ? undefined : /<img\b[^>]*?\ssrc="(https?:\/\/[^"]+)"/.exec(html)?.[1];
  if (src === undefined) return null;
  try {
    return new URL(src.replace(/&amp;/g, '&')).origin;
  } catch {
    return null;
  }
}

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** How long a page being moved to its shopper's language stays hidden at most, should the move not happen. */
export const LOCALE_MOVE_HIDDEN_MS = 3000;

/**
 * The inline script of a page rendered in the default language (no prefix): when the locale cookie names another
 * language, the browser asks for the same page under that language's prefix at once, hiding this one meanwhile, so
 * a shopper who chose Chinese opens a shared link in Chinese, rendered and adopted, instead of reading the English
 * page until the app has loaded and rendered it again (docs/storefront.md, Language). The page stays the same for
 * everyone, cookie or not. The cookie's value is read as `toLocale` reads it (web/src/lib/i18n/locales.ts): a
 * language's own code, or an alias in any case. The page shows again after LOCALE_MOVE_HIDDEN_MS should the move
 * be stopped (the shopper presses Escape); the app then moves the address itself, as it does on the shell. Only a
 * string is a language: the lookup must not take a name such as `toString` from the objects' prototype.
 */
export function localeMoveScript(): string {
  const own = Object.fromEntries(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [locale, locale]));
  const aliases = Object.fromEntries(Object.entries(LOCALE_ALIASES).filter(([, locale]) => locale !== DEFAULT_LOCALE));
  const cookie = LOCALE_COOKIE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    `(function(m,l,s){m=/(?:^|;\\s*)${cookie}=([^;]*)/.exec(document.cookie);` +
    `l=m&&(${JSON.stringify(own)}[m[1]]||${JSON.stringify(aliases)}[m[1].toLowerCase()]);if(typeof l!='string')return;` +
    `s=document.documentElement.style;s.visibility='hidden';setTimeout(function(){s.visibility=''},${LOCALE_MOVE_HIDDEN_MS});` +
    `location.replace('/'+l+(location.pathname=='/'?'':location.pathname)+location.search+location.hash)})()`
  );
}

/**
 * `preload` are the URLs of the scripts only a server-rendered page runs (the code that adopts the server's query
 * cache, a chunk of its own so that other pages never load it): rendered pages preload them with the entry.
 */
export function parseTemplate(indexHtml: string, preload: readonly string[] = []): Template {
  const early = /<script>([\s\S]*?)<\/script>/.exec(indexHtml);
  if (!early) throw new Error('index.html: the early-requests script is missing (is this a build of web/?)');
  const headStart = indexHtml.indexOf('<head>');
  const headEnd = indexHtml.indexOf('</head>');
  const rootStart = indexHtml.indexOf('<div id="root">');
  const bodyEnd = indexHtml.lastIndexOf('</body>');
  if (headStart < 0 || headEnd < 0 || rootStart < 0 || bodyEnd < 0) throw new Error('index.html: not the shape the server expects');
  const headInner = indexHtml
    .slice(headStart + '<head>'.length, headEnd)
    .replace(early[0], '')
    .replace(/<meta charset="[^"]*"\s*\/?>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/, '<!--head-->')
    .replace(/\n\s*\n/g, '\n');
  // The boot frame: everything inside #root (its last closing tag in <body>). What follows it stays: the build
  // puts its scripts in <head>, the development server (`npm start`) leaves the entry's module script here.
  const body = indexHtml.slice(rootStart, bodyEnd);
  const rootEnd = body.lastIndexOf('</div>');
  const rootInner = body.slice('<div id="root">'.length, rootEnd);
  const bodyTail = body.slice(rootEnd + '</div>'.length).trim();
  const earlyScript = `<script>${early[1]}</script>`;
  // Marks a signed-in shopper's page before it paints (SESSION_MARK, web/src/lib/api/session.ts).
  const tokenCookie = TOKEN_COOKIE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const sessionScript = `<script>/(?:^|;\\s*)${tokenCookie}=/.test(document.cookie)&&document.documentElement.setAttribute('${SESSION_MARK}','member')</script>`;
  const moveScript = `<script>${localeMoveScript()}</script>`;
  const configScript = (config: unknown): string =>
    `<script>window.__mallConfig=Promise.resolve(${JSON.stringify(config ?? {}).replace(/</g, '\\u003c')})</script>`;
  const modulePreloads = (hrefs: readonly string[]): string =>
    hrefs.map((href) => `    <link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`).join('\n');
  const preloads = modulePreloads(preload);
  const [beforeHead, afterHead] = headInner.split('<!--head-->') as [string, string | undefined];
  return {
    earlyHints: earlyHintLinks(headInner),
    render({ locale, head, html, state, hydrateAt, search, config, code = [], preconnect = null }) {
      const rendered = html !== null;
      return [
        `<!doctype html>\n<html lang="${escapeAttr(locale)}">\n  <head>\n    <meta charset="utf-8" />`,
        // First: a page about to be asked for in the shopper's language needs nothing more of this one.
        rendered && locale === DEFAULT_LOCALE ? `    ${moveScript}` : '',
        `    ${configScript(config)}`,
        // A rendered page names its pictures in its markup; a shell's come after its code and data.
        !rendered && preconnect ? `    <link rel="preconnect" href="${escapeAttr(preconnect)}">` : '',
        rendered ? `    ${sessionScript}` : '',
        rendered ? '' : `    ${earlyScript}`,
        beforeHead.replace(/^\n/, '').trimEnd(),
        rendered ? preloads : '',
        `    ${head}`,
        (afterHead ?? '').replace(/^\n/, '').trimEnd(),
        // After the entry's own: the page's code is needed once the entry runs, not before.
        rendered ? '' : modulePreloads(code),
        '  </head>\n  <body>',
        rendered
          ? `    <div id="root"${hydrateAt === null ? '' : ` data-ssr-path="${escapeAttr(hydrateAt)}"`}${
              search === undefined ? '' : ` data-ssr-search="${escapeAttr(search)}"`
            }>${html}</div>`
          : `    <div id="root">${rootInner}</div>`,
        state ? `    <script type="application/json" id="ssr-state">${state}</script>` : '',
        bodyTail ? `    ${bodyTail}` : '',
        '  </body>\n</html>\n',
      ]
        .filter((line) => line !== '')
        .join('\n');
    },
  };
}
