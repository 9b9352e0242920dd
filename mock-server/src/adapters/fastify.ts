import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { Code, TOKEN_HEADER, UPLOAD_IMAGE_MAX_BYTES } from '@contract';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { DroppedRequest, type CoreBody, type CoreFile, type CoreRequest } from '../core/core';
import { createCoreOn } from '../core/create';
import { type Platform } from '../core/platform';
import { nodePlatform } from '../core/platform-node';
import { hostProblem } from '../domain/host';
import { DEFAULT_WEB_PORTS, originOf, WebOrigins } from '../domain/web-origins';
import { registerQaConsole } from '../qa-console/qa-console';
import { type ApiFront } from '../upstream/exchange';
import { loadStateFile } from '../state-file';
import { type StateFileSystem } from '../state-file-io';
import { createStateWriter, type StateWriter, type WriteScope } from '../state-writer';
import { MockState } from '../state';
import { corsOrigin, ownAddresses, refuseForeignControl } from './origin-guard';

export interface BuildOptions {
  seed?: number;
  /** Product count of the seed (MOCK_PRODUCTS). */
  products?: number;
  /** ISO instant that fixes the mock clock (MOCK_CLOCK); real time when absent. */
  clock?: string | undefined;
  /** The /__mock control API (MOCK_CONTROL != off). */
  control?: boolean;
  /** Validate every response against the contract (on in tests). */
  validateResponses?: boolean;
  /** MOCK_STATE_FILE. */
  stateFile?: string | undefined;
  /** The file operations of MOCK_STATE_FILE (state-file-io.ts); default Node's. Tests give one that fails (a full disk). */
  stateFileSystem?: StateFileSystem | undefined;
  /** Fastify logging (MOCK_LOG). */
  log?: boolean;
  /**
   * MOCK_PUBLIC_URL: the origin absolute URLs in answers start with (images, the PayPal page). Default: the
   * request's own origin, so a client on another origin works without a proxy.
   */
  publicUrl?: string | undefined;
  /** More web origins the consent and pay pages may return to (MOCK_WEB_ORIGINS), besides the loopback ones. */
  webOrigins?: readonly string[];
  /** Loopback ports of the web (dev and preview: 5173, 4173; WEB_PORT adds one). */
  webPorts?: readonly number[];
  /** Password hashing and random bytes (core/platform.ts); default: Node's. */
  platform?: Platform;
  /**
   * What answers `/api` requests before the core does (MOCK_UPSTREAM, MOCK_RECORD, MOCK_REPLAY:
   * mock-server/src/upstream/main-options.ts); the core answers what it hands on. With one, the read cache's fast path is off.
   */
  apiFront?: ApiFront | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockState;
  }
  interface FastifyRequest {
    /** Set when the request has been read: an error before that is bad input, after it a crash. */
    mockHandling: boolean;
  }
}

/**
 * The headers of a fast-path hit as name, value, name, value (Node's raw form, no object per answer): the whole
 * path's, that is the core's content type and what @fastify/cors adds to every answer (an allowed web origin also
 * gets itself back in access-control-allow-origin, with credentials; adapters/origin-guard.ts).
 */
const HIT_RAW_HEADERS: readonly string[] = ['content-type', 'application/json; charset=utf-8', 'vary', 'Origin'];

/** The largest snapshot file PUT /__mock/snapshots/:name/file takes. */
const SNAPSHOT_FILE_MAX_BYTES = 64 * 1024 * 1024;

const envelope = (code: number, message: string) => ({ code, message, data: null });

/**
 * What one multipart body may hold (mock-server/README.md, Limits): the body limit does not apply to multipart, and
 * one request of 150 fields of 1 MB was read whole. The upload form is one image and two fields.
 */
const MULTIPART_LIMITS = { files: 1, fileSize: UPLOAD_IMAGE_MAX_BYTES, fields: 10, fieldSize: 4096, parts: 11, headerPairs: 100 };
/** The 400 message for each limit @fastify/multipart reports. */
const MULTIPART_LIMIT_MESSAGES: Readonly<Record<string, string>> = {
  FST_FILES_LIMIT: 'multipart: Upload one file at a time',
  FST_REQ_FILE_TOO_LARGE: `multipart: The image is too large (at most ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB)`,
  FST_FIELDS_LIMIT: `multipart: At most ${MULTIPART_LIMITS.fields} form fields per request`,
  FST_PARTS_LIMIT: `multipart: At most ${MULTIPART_LIMITS.parts} parts per request`,
};

/** A refusal of the client's input found while reading the body, answered as the 400 envelope (errorHandler). */
const badInput = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  mimetype?: string;
  value?: unknown;
  /** Busboy cut the value at MULTIPART_LIMITS.fieldSize. */
  valueTruncated?: boolean;
  toBuffer?: () => Promise<Buffer>;
}

/** The body Fastify read, in the core's terms (docs/adr/0013-mock-core-and-adapters.md). */
async function coreBody(request: FastifyRequest): Promise<CoreBody> {
  const body = request.body;
  const contentType = String(request.headers['content-type'] ?? '');
  if (body === undefined || body === null) return { kind: 'none' };
  if (typeof body === 'string') return { kind: 'text', contentType, text: body };
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    const files: CoreFile[] = [];
    for (const value of Object.values(body as Record<string, MultipartPart | MultipartPart[]>)) {
      for (const part of Array.isArray(value) ? value : [value]) {
        if (part.type === 'file' && part.toBuffer) {
          files.push({
            field: part.fieldname,
            filename: part.filename ?? '',
            mimeType: part.mimetype ?? 'application/octet-stream',
            bytes: new Uint8Array(await part.toBuffer()),
          });
        } else {
          if (part.valueTruncated)
            throw badInput(`${part.fieldname}: This value is too long (at most ${MULTIPART_LIMITS.fieldSize} bytes in a form)`);
          fields[part.fieldname] = String(part.value ?? '');
        }
      }
    }
    return { kind: 'multipart', fields, files };
  }
  // A urlencoded form (parsed by @fastify/formbody): handed on as text, so repeated names stay arrays.
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, String(one)]);
  }
  return { kind: 'text', contentType: 'application/x-www-form-urlencoded', text: new URLSearchParams(pairs).toString() };
}

function coreHeaders(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return out;
}

/**
 * The mock over HTTP: Fastify reads the body (JSON kept as text, forms, multipart, the 2 MB limit), hands the
 * request to the transport-free core (core/create.ts) and sends its answer. CORS, MOCK_STATE_FILE, the own origin
 * on listen, router-level errors, /api-docs and the QA console stay here.
 */
export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const seed = options.seed ?? 1;
  const state = new MockState({
    seed,
    products: options.products ?? 300,
    clock: options.clock,
    platform: options.platform ?? nodePlatform,
  });
  // MOCK_PUBLIC_URL is the mock's own origin as browsers see it (behind a proxy): its pages post from there.
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : null;
  state.webOrigins = new WebOrigins({
    extra: [...(options.webOrigins ?? []), ...(publicOrigin ? [publicOrigin] : [])],
    webPorts: options.webPorts ?? DEFAULT_WEB_PORTS,
  });
  state.publicUrl = options.publicUrl;
  let stateWriter: StateWriter | null = null;
  if (options.stateFile) {
    const result = await loadStateFile(state, options.stateFile);
    if (result !== 'loaded') await state.reset(seed);
    stateWriter = createStateWriter(state, options.stateFile, { fs: options.stateFileSystem });
  } else {
    await state.reset(seed);
  }
  const core = createCoreOn(state, { ...options, seed });

  const app = Fastify({
    logger: options.log ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // A path Fastify's router refuses (a malformed %-escape) is bad input like any other: the envelope instead
    // of Fastify's own JSON (found by the fuzzing, mock-server/src/fuzz).
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const what = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is longer than 100 characters' : 'the URL is not valid';
      core.refused(request.method, request.url, Code.badRequest, `path: ${what}`);
      return reply.code(200).send(envelope(Code.badRequest, `path: ${what}`));
    },
  });
  app.decorate('mock', state);
  // The mock's own origin joins the allowed return addresses once it is known.
  app.addHook('onListen', async function () {
    state.webOrigins.setOwn(ownAddresses(this.addresses().filter((a) => typeof a !== 'string')));
  });
  app.decorateRequest('mockHandling', false);
  app.addHook('preHandler', async (request) => {
    request.mockHandling = true;
  });

  // A read the cache answers leaves here, before CORS and the core's async path: the bytes handle() would answer
  // (core/create.ts, `cached`; mock-server/README.md, Read cache), encoded once per entry, written straight to the
  // socket with the headers the whole path sends, CORS ones included: @fastify/cors echoes an allowed web origin,
  // with credentials. Every request while a fault is in force takes the whole path. Fastify still logs the answer
  // (MOCK_LOG). Before it: /__mock refuses an Origin that is not one of the web's (adapters/origin-guard.ts).
  app.addHook('onRequest', refuseForeignControl(state.webOrigins));
  app.addHook('onRequest', (request, reply, done) => {
    // The request's origin is built from Host, or a proxy's X-Forwarded-Host (answers' image URLs, the cache key): a
    // malformed one is refused before anything reads it (contract/src/common/host.ts).
    const host = request.headers.host;
    const forwarded = forwardedHost(request);
    const problem =
      (host === undefined ? null : hostProblem(host)) ??
      (forwarded === undefined ? null : (hostProblem(forwarded)?.replace(/^Host:/, 'X-Forwarded-Host:') ?? null));
    if (problem !== null) {
      core.refused(request.method, request.url, Code.badRequest, problem);
      reply.code(200).send(envelope(Code.badRequest, problem));
      return;
    }
    if (request.method === 'GET' && !options.apiFront) {
      const bytes = core.cached(requestOrigin(request), request.url, request.headers);
      if (bytes) {
        const origin = request.headers.origin;
        const length = String(bytes.byteLength);
        reply.hijack();
        reply.raw.writeHead(
          200,
          origin && state.webOrigins.allows(origin)
            ? [
                ...HIT_RAW_HEADERS,
                'access-control-allow-origin',
                origin,
                'access-control-allow-credentials',
                'true',
                'content-length',
                length,
              ]
            : [...HIT_RAW_HEADERS, 'content-length', length],
        );
        reply.raw.end(bytes);
        return;
      }
    }
    done();
  });
  await app.register(cors, {
    origin: corsOrigin(state.webOrigins),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Accept-Language', TOKEN_HEADER, 'Authorization', 'Form-type', 'X-Requested-With'],
    maxAge: 600,
  });
  // JSON bodies stay text: the core parses them (bare-string routes take the raw text; malformed JSON is a 400).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  if (stateWriter) {
    const writer = stateWriter;
    const scopes = new WeakMap<FastifyRequest, WriteScope>();
    // Each request's changes are its own (state-writer.ts, WriteScope), so a write that fails refuses the right ones.
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = function (this: FastifyInstance, request, reply) {
        const scope: WriteScope = { refused: null };
        scopes.set(request, scope);
        return writer.run(scope, () => handler.call(this, request, reply));
      };
    });
    // Every change is on disk (journal, fsync) before the answer that reports it leaves (state-writer.ts); one that
    // could not be written was undone, and the answer says so instead.
    app.addHook('onSend', async (request, reply, payload) => {
      const refused = writer.flush(scopes.get(request));
      if (!refused) return payload;
      reply.code(200).removeHeader('location').removeHeader('content-length').header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify(envelope(Code.serverError, refused.message));
    });
    app.addHook('onClose', async () => writer.close());
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(envelope(Code.notFound, `Not found: ${request.method} ${path}`));
  };
  app.setNotFoundHandler(notFound);
  app.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const answer = errorEnvelope(error, request);
    core.refused(request.method, request.url, answer.code, answer.message);
    return reply.code(200).send(answer);
  });

  if (options.control !== false) registerQaConsole(app);
  // The OpenAPI generator loads on first use: it is not needed to serve the API.
  let openApi: object | null = null;
  const docs = async () => {
    const mod = await import('../openapi');
    openApi ??= mod.buildOpenApi();
    return { doc: openApi, html: mod.renderApiDocsHtml };
  };
  app.get('/api-docs', async (_request, reply) => reply.send((await docs()).doc));
  app.get('/api-docs/ui', async (_request, reply) => {
    const { doc, html } = await docs();
    return reply.type('text/html; charset=utf-8').send(html(doc));
  });

  const toCore = async (request: FastifyRequest, reply: FastifyReply) => {
    const coreRequest: CoreRequest = {
      method: request.method,
      url: `${requestOrigin(request)}${request.url}`,
      headers: coreHeaders(request),
      body: await coreBody(request),
      clientIp: request.ip,
    };
    const front = options.apiFront;
    let answer;
    try {
      answer = front && request.url.startsWith('/api/') ? await front(coreRequest, core.handle) : await core.handle(coreRequest);
    } catch (error) {
      if (!(error instanceof DroppedRequest)) throw error;
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (!answer) return notFound(request, reply);
    reply.code(answer.status).headers(answer.headers);
    if (answer.body === null) return reply.send();
    return reply.send(
      typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength),
    );
  };
  // Reads have no body (Fastify parses none for GET and HEAD).
  app.get('/*', toCore);
  // Form and multipart bodies are read only for the methods that carry one: @fastify/multipart adds an onRequest
  // and an onResponse hook that would otherwise run on every request, cache hits included.
  await app.register(async (writes) => {
    await writes.register(formbody);
    await writes.register(multipart, { attachFieldsToBody: true, limits: MULTIPART_LIMITS });
    writes.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: toCore });
    // A snapshot file holds every changed collection: past the 2 MB of any other body (mock-server/README.md, Snapshots).
    writes.route({ method: 'PUT', url: '/__mock/snapshots/:name/file', bodyLimit: SNAPSHOT_FILE_MAX_BYTES, handler: toCore });
  });

  return app;
}

/** The envelope of an error Fastify or a plugin threw (HTTP 200, as every refusal). */
function errorEnvelope(error: FastifyError | Error, request: FastifyRequest): { code: number; message: string; data: null } {
  const fastifyError = error as FastifyError;
  const limit = MULTIPART_LIMIT_MESSAGES[fastifyError.code ?? ''];
  if (limit !== undefined) return envelope(Code.badRequest, limit);
  // Thrown while the request was still being read (a multipart body without a boundary, cut short, ...): the
  // client's input is at fault, not the mock.
  if (!request.mockHandling && !fastifyError.statusCode) return envelope(Code.badRequest, `body: ${error.message || 'Bad request'}`);
  if (
    fastifyError.code?.startsWith('FST_ERR_CTP_') ||
    fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' ||
    fastifyError.statusCode === 400 ||
    fastifyError.statusCode === 413 ||
    fastifyError.statusCode === 415
  ) {
    return envelope(Code.badRequest, fastifyError.message || 'Bad request');
  }
  request.log.error(error);
  return envelope(Code.serverError, 'System exception');
}

/** The first host a proxy in front names in X-Forwarded-Host (the one the client asked), if any. */
function forwardedHost(request: FastifyRequest): string | undefined {
  const value = request.headers['x-forwarded-host'];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first ? first : undefined;
}

/**
 * The origin the client asked for, which absolute URLs in answers start with (the pictures) and the read cache keys
 * by: a proxy's X-Forwarded-Host and X-Forwarded-Proto when it sends them (the production server does, for the
 * browser's /api/ calls and its own data requests while it renders: docs/adr/0019-server-rendering.md), else Host.
 * Both are checked in the onRequest hook above before anything reads them.
 */
function requestOrigin(request: FastifyRequest): string {
  const proto = request.headers['x-forwarded-proto'];
  const scheme = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  const protocol = scheme === 'http' || scheme === 'https' ? scheme : request.protocol;
  return `${protocol}://${forwardedHost(request) ?? request.headers.host ?? 'localhost'}`;
}
