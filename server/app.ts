import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type * as EntryServer from '../web/src/app/ssr/entry-server';
import { compress, MIN_COMPRESSED_BYTES, pickEncoding } from './compress';
import { createForwarder } from './forward';
import type { ServerSettings } from './config';
import {
  answerPage,
  CHANGE_PASSWORD,
  keepPage,
  keptPageBytes,
  missingFileAnswer,
  namesAFile,
  notModified,
  pageFromRender,
  type KeptPage,
  type PageAnswer,
  type PageOutcome,
  type RenderedPage,
} from './page-answer';
import { readRoutePreloads, shellPreloads } from './route-preloads';
import { PageCache } from './page-cache';
import { isHostHeader, securityHeaders } from './security';
import { robotsAnswer, sitemapAnswer, sitemaps, upstreamFetcher } from './sitemap';
import { staticFiles } from './static-files';
import { parseTemplate, pictureOrigin } from './template';

/**
 * The production server of the storefront (`npm run serve`, docs/adr/0019-server-rendering.md): the client build's
 * files, /api/ forwarded to the backend, public pages rendered on the server, member pages as the app shell.
 */

/**
 * Paths forwarded to the backend as they are: the API; the mock's pictures (the real backend's are absolute); and
 * the mock's stand-in pages for the sign-in and payment providers, which the app opens beside its API calls when
 * config.json's socialMode or paymentMode is "mock" (a real backend has none and answers them as unknown paths).
 * Not the mock's QA controls (/__mock/reset, faults, clock): those stay on the mock's own address.
 */
const FORWARDED = ['/api/', '/mock-images/', '/__mock/oauth/', '/__mock/pay/'];
/** The manifest key (relative to web/) of the chunk that only server-rendered pages load (web/src/main.tsx). */
const ADOPT_SOURCE = 'src/app/ssr/adopt-server-state.ts';

/** URLs of that chunk and its imports, from the build's manifest (none when the build has no such chunk). */
function serverOnlyScripts(webDir: string): string[] {
  const manifestFile = join(webDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const entry = manifest[ADOPT_SOURCE];
  if (!entry) return [];
  // Its imports are chunks of the entry the page loads anyway.
  return [`/${entry.file}`];
}

/** What a render gives every request that waited for it: a redirect, or the page (kept when the cache keeps it). */
type RenderDone = Extract<PageOutcome, { kind: 'redirect' }> | { kind: 'page'; page: RenderedPage | KeptPage };

/** Where the server points: the runtime config it gives the browser, and the backend it forwards to. */
export interface Target {
  config: unknown;
  apiUpstream: string;
}

export interface Storefront {
  app: FastifyInstance;
  /**
   * Points the running server at another config and backend (null: back to the build's config.json and
   * API_UPSTREAM), dropping what it cached from the old one. The e2e suite's server (one per Playwright worker,
   * e2e/fixtures/web-server.ts) points at the worker's mock this way; a deployment never calls it.
   */
  retarget: (next: Target | null) => Promise<void>;
  /**
   * What is in flight now: the renders (by the page cache's key) and the requests waiting on them, the ones that
   * began them included. The server's tests wait on it to know every request they sent has joined its render.
   */
  busy: () => { renders: number; waiting: number };
}

/**
 * Node's limits on receiving a request for REQUEST_TIMEOUT_MS: the headers within Node's own 60 s or the whole
 * request's limit if that is shorter, looked for a quarter of the limit apart (at least 50 ms, at most Node's 30 s).
 */
function requestLimits(requestTimeoutMs: number): { headersTimeout: number; connectionsCheckingInterval: number } {
  if (requestTimeoutMs <= 0) return { headersTimeout: 60_000, connectionsCheckingInterval: 30_000 };
  return {
    headersTimeout: Math.min(60_000, requestTimeoutMs),
    connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeoutMs / 4))),
  };
}

export async function buildStorefrontServer(settings: ServerSettings): Promise<FastifyInstance> {
  return (await createStorefront(settings)).app;
}

export async function createStorefront(settings: ServerSettings): Promise<Storefront> {
  const webDir = resolve(settings.webDir);
  const built: Target = { config: JSON.parse(readFileSync(join(webDir, 'config.json'), 'utf8')), apiUpstream: settings.apiUpstream };
  let target = built;
  const template = parseTemplate(readFileSync(join(webDir, 'index.html'), 'utf8'), serverOnlyScripts(webDir));
  const routePreloads = readRoutePreloads(webDir);
  const entry = (await import(pathToFileURL(resolve(settings.serverDir, 'entry-server.js')).href)) as typeof EntryServer;
  await entry.configure({
    config: target.config,
    apiUpstream: target.apiUpstream,
    fetchTimeoutMs: settings.apiTimeoutMs,
    sharedAnswersMs: settings.dataTtlMs,
  });
  const files = staticFiles(webDir);
  const pages = new PageCache<KeptPage>(settings.pageCacheBytes, settings.pageCacheTtlMs, Date.now, keptPageBytes);
  const upstreamJson = upstreamFetcher(() => target.apiUpstream, settings.apiTimeoutMs);
  let maps = sitemaps(upstreamJson, 10 * 60_000);
  /**
   * Renders in flight, by the page cache's key: a request for a page that is being rendered waits for that render
   * instead of starting its own, so a page many shoppers open at once (a shared link, a page just expired from the
   * cache) costs one render and one round of backend calls. At most `maxRenders` of them: past that (a flood of
   * distinct URLs, a backend that slows every render to its deadline) a page is its shell at once, 503 with
   * Retry-After, which the browser fills in and a crawler comes back for (docs/adr/0019-server-rendering.md,
   * "Renders in flight").
   */
  const rendering = new Map<string, Promise<RenderDone>>();
  /** Counts `retarget`s: a render begun for an earlier target answers its own requests but is neither joined nor kept. */
  let generation = 0;
  /** Requests waiting on a render in `rendering`, the one that began it included (reported by `busy`). */
  let waiting = 0;
  /** Renders of the 404 page for paths that cannot be decoded (badUrl), counted with `rendering` against the bound. */
  let badUrlRenders = 0;
  const atRenderBound = (): boolean => rendering.size + badUrlRenders >= settings.maxRenders;
  /**
   * The origin the backend's pictures come from, as the last rendered page that showed one named it, when that is
   * not the page's own origin (and IMG_ORIGINS, if set, lists it): a shell asks the browser to connect to it while
   * the app starts, and so does a 103 (docs/adr/0019-server-rendering.md, "Where pictures come from").
   */
  let picturesFrom: string | null = null;
  const learnPictures = (html: string | null, pageOrigin: string): void => {
    const seen = pictureOrigin(html);
    if (seen === null || seen === URL.parse(pageOrigin)?.origin) return;
    if (settings.imageOrigins && !settings.imageOrigins.includes(seen)) return;
    picturesFrom = seen;
  };

  /** Renders the page at `url` (the cache's key `key`), keeps it when it may be kept, and logs the render. */
  async function renderPage(url: string, key: string, request: FastifyRequest): Promise<RenderDone> {
    const started = process.hrtime.bigint();
    const born = generation;
    // Read before this render is entered in `rendering` (that comes once this function returns its promise): the
    // renders already in flight. At the bound, the page's shell (503) instead of a render.
    const overloaded = atRenderBound();
    const result = await entry.render({ url, publicOrigin: origin(request), dataDeadlineMs: settings.dataDeadlineMs, overloaded });
    if (result.kind === 'page' && born === generation) learnPictures(result.html, origin(request));
    const outcome = pageFromRender(
      result,
      template,
      target.config,
      url,
      result.kind === 'page' ? shellPreloads(routePreloads, result) : [],
      picturesFrom,
    );
    if (outcome.kind === 'redirect') return outcome;
    request.log.info(
      {
        renderMs: Number(process.hrtime.bigint() - started) / 1e6,
        status: outcome.page.status,
        rendered: result.kind === 'page' && result.html !== null,
      },
      'page',
    );
    if (!outcome.cacheable || settings.pageCacheBytes <= 0 || born !== generation) return { kind: 'page', page: outcome.page };
    const kept = await keepPage(outcome.page);
    pages.set(key, kept);
    return { kind: 'page', page: kept };
  }

  const app = Fastify({
    logger: settings.log ? { level: 'info' } : false,
    return503OnClosing: true,
    bodyLimit: 20 * 1024 * 1024,
    // A request still arriving after REQUEST_TIMEOUT_MS gets 408 and its connection closed
    // (docs/environment-variables.md). Node looks for such requests every `connectionsCheckingInterval`, and takes
    // the smaller of this and `headersTimeout` (60 s) for the headers and the larger for the whole request, so both
    // are set to hold a limit under a minute as well.
    requestTimeout: settings.requestTimeoutMs,
    http: requestLimits(settings.requestTimeoutMs),
    // A path that cannot be decoded (`/%ff`, `/goods_detail/%`): the storefront's error page, not Fastify's JSON.
    frameworkErrors: (error, request, reply) => {
      const plain = reply as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL') return badUrl(request as FastifyRequest, plain);
      const statusCode = error.statusCode ?? 400;
      return plain.code(statusCode).send({ statusCode, code: error.code, error: 'Bad Request', message: error.message });
    },
  });
  const origin = (request: FastifyRequest): string => settings.publicOrigin ?? `${request.protocol}://${request.host}`;
  const publicUrl = settings.publicOrigin === null ? null : new URL(settings.publicOrigin);
  const security = securityHeaders(settings.hsts);

  /** A Host that is not a host name (with a port) never reaches a page, the API or a public URL. */
  const refuseBadHost = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null =>
    isHostHeader(request.headers.host)
      ? null
      : reply.code(400).type('text/plain; charset=utf-8').send('Bad request: the Host header is not a host name.\n');

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(security);
  });
  app.addHook('onRequest', async (request, reply) => {
    // A load balancer's health check may come without a Host.
    if (request.url !== '/healthz') return refuseBadHost(request, reply) ?? undefined;
  });

  /**
   * A request whose path cannot be decoded: the API's answer in the backend's envelope (400); a page's, the
   * storefront's 404 page (in the path's locale, noindex, the way home), as any path that names no page gets, with
   * its status (the page says 404 too) and never kept by a cache: such paths are endless.
   */
  async function badUrl(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const refused = refuseBadHost(request, reply);
    if (refused) return refused;
    if (FORWARDED.some((prefix) => request.url.startsWith(prefix)))
      return reply.code(400).send({ code: 400, message: 'Bad request: the path is not a valid URL', data: null });
    const plain = () => sendText(request, reply, 400, 'text/plain; charset=utf-8', 'Bad request: the path is not a valid URL.\n');
    // Such paths are endless and their page is never kept: a flood of them is held to SSR_MAX_RENDERS with the pages'
    // renders, past which it is the plain 400.
    if (atRenderBound()) return plain();
    const [path = '/', ...query] = request.url.split('?');
    // Its `%` read as themselves, the path names no page: the render is the error page of an unknown path.
    const url = [path.replace(/%/g, '%25'), ...query].join('?');
    badUrlRenders += 1;
    const result = await entry
      .render({ url, publicOrigin: origin(request), dataDeadlineMs: settings.dataDeadlineMs })
      .finally(() => (badUrlRenders -= 1));
    const outcome = pageFromRender(result, template, target.config, url);
    if (outcome.kind !== 'page' || outcome.page.status !== 404) return plain();
    const answer = answerPage(outcome.page, settings);
    reply.headers(answer.headers).header('cache-control', 'no-store');
    reply.removeHeader('etag');
    return sendText(request, reply, 404, answer.type, answer.body);
  }

  /**
   * Before a render, which waits for the backend: a 103 naming the stylesheet and the entry's scripts, so the
   * browser fetches them meanwhile (docs/adr/0019-server-rendering.md, "Early hints, not a streamed head"). Never
   * to an HTTP/1.0 client (RFC 8297), nor where the response cannot carry one (an injected request in tests).
   */
  function sendEarlyHints(request: FastifyRequest, reply: FastifyReply): void {
    const links = hintLinks();
    if (!settings.earlyHints || links.length === 0 || request.raw.httpVersion === '1.0') return;
    if (typeof reply.raw.writeEarlyHints !== 'function') return;
    reply.raw.writeEarlyHints({ link: links });
  }

  /** What a 103 (and a page's `Link`) names: the stylesheet and entry, and the origin pictures come from when known. */
  const hintLinks = (): string[] => [...template.earlyHints, ...(picturesFrom === null ? [] : [`<${picturesFrom}>; rel=preconnect`])];

  /** A text answer, compressed for the client when it is worth it. */
  async function sendText(request: FastifyRequest, reply: FastifyReply, status: number, type: string, text: string): Promise<FastifyReply> {
    const body = Buffer.from(text);
    const encoding = body.length > MIN_COMPRESSED_BYTES ? pickEncoding(request.headers['accept-encoding']) : 'identity';
    reply.code(status).type(type).header('vary', 'Accept-Encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await compress(body, encoding, 'dynamic'));
  }

  /** A text answer made for both servers (server/page-answer.ts, `PageAnswer`), with its headers. */
  function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: PageAnswer): Promise<FastifyReply> {
    reply.headers(answer.headers);
    return sendText(request, reply, answer.status, answer.type, answer.body);
  }

  app.get('/healthz', async () => ({ status: 'ok' }));

  // The API: passed on with its method, headers and body, its answer passed back as it arrives (server/forward.ts);
  // bounded by API_TIMEOUT_MS (then 504, never a hang) and API_BODY_LIMIT_MB (then 413).
  const forwarder = createForwarder({
    upstream: () => target.apiUpstream,
    publicUrl,
    timeoutMs: settings.apiTimeoutMs,
    bodyLimitBytes: settings.apiBodyLimitBytes,
    trustProxyHops: settings.trustProxyHops,
  });
  app.addHook('onClose', async () => forwarder.close());
  await app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    for (const prefix of FORWARDED) proxy.all(`${prefix}*`, forwarder.forward);
  });

  // Pages, files, robots.txt and the sitemap are read-only: another method is 405 naming the two they take (RFC 9110),
  // not Fastify's JSON 404. The forwarded paths above take every method and are the backend's to answer.
  app.setNotFoundHandler((request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send(`Method not allowed: ${request.method}\n`),
  );

  app.get(CHANGE_PASSWORD.path, async (_request, reply) => reply.redirect(CHANGE_PASSWORD.location, 302));
  app.get('/robots.txt', async (request, reply) => sendAnswer(request, reply, robotsAnswer(origin(request))));
  /** A sitemap (server/sitemap.ts, `sitemapAnswer`), or null for another path. */
  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply | null> {
    const answer = await sitemapAnswer(maps, pathname, origin(request), settings.sMaxAge, (error) =>
      request.log.warn({ err: error }, 'sitemap: the backend did not give its lists'),
    );
    return answer ? sendAnswer(request, reply, answer) : null;
  }
  app.get('/sitemap.xml', async (request, reply) => sendSitemap(request, reply, '/sitemap.xml'));
  /** A page: a file of the build if there is one, else the app, rendered on the server where it is public. */
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // A server pointed elsewhere answers that config (the build's file otherwise).
    if (pathname === '/config.json' && target !== built) {
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify(target.config));
    }
    const file = await files.find(pathname);
    if (file) {
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).header('etag', file.etag).send();
      const encoding = file.compressible ? pickEncoding(request.headers['accept-encoding']) : 'identity';
      reply
        .type(file.type)
        .header('etag', file.etag)
        .header('vary', 'Accept-Encoding')
        .header(
          'cache-control',
          file.immutable ? 'public, max-age=31536000, immutable' : pathname === '/config.json' ? 'no-cache' : 'public, max-age=300',
        );
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(await file.body(encoding));
    }
    const sitemap = await sendSitemap(request, reply, pathname);
    if (sitemap) return sitemap;
    // A hashed asset that is not there is a plain 404, not the app, and no cache may keep it: during a rolling
    // deploy a copy still on the old build is asked for the new build's files, which its successor will have (a CDN
    // keeps a 404 without Cache-Control for minutes by default). docs/deploying.md, "Deploying".
    if (pathname.startsWith('/assets/')) {
      reply.header('cache-control', 'no-store');
      return sendText(request, reply, 404, 'text/plain; charset=utf-8', 'Not found\n');
    }
    // Any other file that is not there (server/page-answer.ts, `namesAFile`): no render.
    if (namesAFile(pathname)) return sendAnswer(request, reply, missingFileAnswer(settings));

    // Only the parameters the page reads name another page (web/src/app/ssr/page-query.ts): the page of the address
    // without the rest is rendered and kept, so a shared link's tracking tags or a junk query are not a render each
    // (the browser takes that address too).
    const url = entry.pageAddress(request.url);
    const key = `${origin(request)}${url}`;
    const hit = pages.get(key);
    let page: RenderedPage | KeptPage | undefined = hit;
    let shared = false;
    if (!page) {
      sendEarlyHints(request, reply);
      let pending = rendering.get(key);
      shared = pending !== undefined;
      if (!pending) {
        const render = renderPage(url, key, request).finally(() => {
          // Not a later render of the same page, entered after a retarget emptied the map.
          if (rendering.get(key) === render) rendering.delete(key);
        });
        pending = render;
        rendering.set(key, render);
      }
      waiting += 1;
      const done = await pending.finally(() => (waiting -= 1));
      if (done.kind === 'redirect') return reply.redirect(done.location, done.status);
      page = done.page;
    }
    const answer = answerPage(page, settings);
    // `shared`: rendered for another request that asked for the same page at the same time.
    reply.headers(answer.headers).header('x-page-cache', hit ? 'hit' : shared ? 'shared' : 'miss');
    // With the 103, the same list on the page itself: a CDN may send its own 103 from the Link of a page it keeps.
    const links = hintLinks();
    if (settings.earlyHints && links.length > 0) reply.header('link', links.join(', '));
    // The client (a browser revalidating, as max-age=0 asks, or a CDN) has this page already.
    if (notModified(page, request.headers['if-none-match'])) return reply.code(304).header('vary', 'Accept-Encoding').send();
    // A kept page goes in the form the cache made of it; any other is compressed for this answer.
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const form = 'encoded' in page && encoding !== 'identity' ? page.encoded[encoding] : undefined;
    if (!form) return sendText(request, reply, answer.status, answer.type, answer.body);
    return reply.code(answer.status).type(answer.type).header('vary', 'Accept-Encoding').header('content-encoding', encoding).send(form);
  });

  return {
    app,
    busy: () => ({ renders: rendering.size + badUrlRenders, waiting }),
    retarget: async (next) => {
      target = next ?? built;
      generation += 1;
      picturesFrom = null;
      rendering.clear();
      pages.clear();
      maps = sitemaps(upstreamJson, 10 * 60_000);
      await entry.configure({
        config: target.config,
        apiUpstream: target.apiUpstream,
        fetchTimeoutMs: settings.apiTimeoutMs,
        sharedAnswersMs: settings.dataTtlMs,
      });
    },
  };
}
