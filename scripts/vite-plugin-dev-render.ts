import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TLSSocket } from 'node:tls';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type * as EntryServer from '../web/src/app/ssr/entry-server';
import type * as Sitemap from '../server/sitemap.ts';
import { readSettings, type ServerSettings } from '../server/config.ts';
import {
  answerPage,
  CHANGE_PASSWORD,
  missingFileAnswer,
  namesAFile,
  pageFromRender,
  type PageAnswer,
  type PageOutcome,
} from '../server/page-answer.ts';
import { securityHeaders } from '../server/security.ts';
import { parseTemplate } from '../server/template.ts';

/** The server entry, as the dev server's module graph names it (root: web/). */
const ENTRY = '/src/app/ssr/entry-server.tsx';
/** robots.txt and the sitemaps, loaded through Vite when first asked for (it reads the contract through its alias). */
const SITEMAP = fileURLToPath(new URL('../server/sitemap.ts', import.meta.url));

/** What a page needs from the dev server: its index.html for `url`, and the server entry (current after edits). */
export interface DevRenderSource {
  indexHtml: (url: string) => Promise<string>;
  entry: () => Promise<typeof EntryServer>;
  /** web/public/config.json's content, read per page so an edit applies. */
  config: () => Promise<unknown>;
}

type Settings = Pick<
  ServerSettings,
  'apiUpstream' | 'apiTimeoutMs' | 'dataDeadlineMs' | 'publicOrigin' | 'hsts' | 'sMaxAge' | 'staleWhileRevalidate'
>;

/** Renders the page at `url` (path and query) the way the production server does (server/app.ts), without its cache. */
export async function renderDevPage(source: DevRenderSource, settings: Settings, requested: string, origin: string): Promise<PageOutcome> {
  // As the production server: the page of the address with only the parameters it reads, which the browser takes too.
  const entry = await source.entry();
  const url = entry.pageAddress(requested);
  const [indexHtml, config] = await Promise.all([source.indexHtml(url), source.config()]);
  await entry.configure({ config, apiUpstream: settings.apiUpstream, fetchTimeoutMs: settings.apiTimeoutMs });
  const result = await entry.render({ url, publicOrigin: settings.publicOrigin ?? origin, dataDeadlineMs: settings.dataDeadlineMs });
  return pageFromRender(result, parseTemplate(indexHtml), config, url);
}

/** The request's origin, for canonical and alternate URLs when PUBLIC_ORIGIN is not set. */
function originOf(req: IncomingMessage): string {
  const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
  return `${secure ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`;
}

function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * `npm start` serves pages as the production server does (docs/adr/0019-server-rendering.md, "In development"): a
 * navigation Vite would answer with index.html is rendered on the server instead, from the server entry as Vite loads
 * it for Node (`ssrLoadModule`: an edit applies on the next page) inside index.html as Vite transforms it (HMR client,
 * React refresh); public pages rendered and hydrated, member pages the shell, the same status, head and headers
 * (server/page-answer.ts). No compression, no page cache. `/api` and the mock's paths stay Vite's proxy's.
 */
export function devRenderPlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'dev-render',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      // The backend is the mock the proxy reaches (MOCK_URL, else MOCK_HOST:MOCK_PORT), whatever API_UPSTREAM says.
      const settings = readSettings({ ...env, API_UPSTREAM: undefined });
      const security = securityHeaders(settings.hsts);
      /** A text answer made for both servers (server/page-answer.ts), with the headers every answer carries. */
      const sendAnswer = (req: IncomingMessage, res: ServerResponse, answer: PageAnswer): void =>
        send(req, res, answer.status, { ...security, ...answer.headers, 'content-type': answer.type }, answer.body);
      const source: DevRenderSource = {
        indexHtml: async (url) => server.transformIndexHtml(url, await readFile(join(server.config.root, 'index.html'), 'utf8')),
        entry: async () => (await server.ssrLoadModule(ENTRY)) as typeof EntryServer,
        config: async () => JSON.parse(await readFile(join(server.config.publicDir, 'config.json'), 'utf8')) as unknown,
      };
      const render: Connect.NextHandleFunction = (req, res, next) => {
        // Vite's HTML fallback has already turned a navigation without a file of its own into /index.html.
        const url = (req as Connect.IncomingMessage).originalUrl ?? req.url ?? '/';
        if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url !== '/index.html') {
          next();
          return;
        }
        // A file that is not there: the production server's short 404, no render (server/page-answer.ts, `namesAFile`).
        if (namesAFile(url.split('?')[0] ?? '/')) {
          const answer = missingFileAnswer(settings);
          sendAnswer(req, res, answer);
          return;
        }
        renderDevPage(source, settings, url, originOf(req)).then(
          (outcome) => {
            if (outcome.kind === 'redirect') {
              send(req, res, outcome.status, { ...security, location: outcome.location }, '');
              return;
            }
            const answer = answerPage(outcome.page, settings);
            sendAnswer(req, res, answer);
          },
          (error: unknown) => {
            // Vite's error page and log, with the stack mapped to the sources.
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          },
        );
      };
      // Before Vite's own middlewares: another method than GET or HEAD on anything but the proxy's paths (the API's and
      // the mock's) is 405 naming the two, as the production server answers it on pages and files (server/app.ts),
      // where Vite would serve a public file to any method and answer the rest with a bare 404. (A preflight OPTIONS
      // gets Vite's CORS answer first.) The well-known change-password address moves on as in production.
      const proxied = Object.keys(server.config.server.proxy ?? {});
      const isProxied = (path: string) =>
        proxied.some((context) => (context.startsWith('^') ? new RegExp(context).test(path) : path.startsWith(context)));
      // robots.txt and the sitemaps as production answers them (server/sitemap.ts), from the mock as it is now: the
      // module loads through Vite (it reads the contract) on the first ask, and keeps nothing between asks.
      let maps: Promise<{ sitemap: typeof Sitemap; maps: ReturnType<typeof Sitemap.sitemaps> }> | undefined;
      const loadMaps = () =>
        (maps ??= server.ssrLoadModule(SITEMAP).then((module) => {
          const sitemap = module as typeof Sitemap;
          return {
            sitemap,
            maps: sitemap.sitemaps(
              sitemap.upstreamFetcher(() => settings.apiUpstream, settings.apiTimeoutMs),
              0,
            ),
          };
        }));
      const crawlerFile = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
        if (pathname !== '/robots.txt' && !/^\/sitemap(-[\w-]+)?\.xml$/.test(pathname)) return false;
        const { sitemap, maps } = await loadMaps();
        const origin = settings.publicOrigin ?? originOf(req);
        const answer =
          pathname === '/robots.txt'
            ? sitemap.robotsAnswer(origin)
            : await sitemap.sitemapAnswer(maps, pathname, origin, settings.sMaxAge, (error) =>
                server.config.logger.warn(`sitemap: the mock did not give its lists (${String(error)})`),
              );
        if (!answer) return false;
        sendAnswer(req, res, answer);
        return true;
      };
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        if ((req.method === 'GET' || req.method === 'HEAD') && pathname === CHANGE_PASSWORD.path) {
          send(req, res, 302, { ...security, location: CHANGE_PASSWORD.location }, '');
          return;
        }
        if (req.method === 'GET' || req.method === 'HEAD') {
          crawlerFile(req, res, pathname).then((answered) => (answered ? undefined : next()), next);
          return;
        }
        if (isProxied(req.url ?? '/')) {
          next();
          return;
        }
        const headers = { ...security, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' };
        send(req, res, 405, headers, `Method not allowed: ${req.method ?? ''}\n`);
      });
      // Returned: added after Vite's own middlewares (files, transforms, proxy, HTML fallback), before index.html.
      return () => {
        server.middlewares.use(render);
      };
    },
  };
}
