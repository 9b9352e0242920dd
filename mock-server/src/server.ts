import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { apiContract, Code, mockControlContract, TOKEN_HEADER } from '@contract';
import { RequestValidationError } from '@ts-rest/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type ZodError } from 'zod';
import { AppError, badRequest, unauthorized } from './domain/errors';
import { normaliseToken } from './domain/sessions';
import { describeZodError } from './domain/validation';
import { addressesRouter } from './routes/addresses';
import { authRouter, pcLoginRouter, type TwitterPending } from './routes/auth';
import { collectionsRouter } from './routes/collections';
import { homeRouter } from './routes/home';
import { registerImages } from './routes/images';
import { absoluteImageUrls, metaOf, publicBase, routeOf, s } from './routes/kit';
import { merchantsRouter, settleInRouter } from './routes/merchants';
import { mockControlRouter } from './routes/mock-control';
import { registerOauthPages } from './routes/oauth';
import { ordersRouter } from './routes/orders';
import { pointsRouter } from './routes/points';
import { refundsRouter } from './routes/refunds';
import { productsRouter } from './routes/products';
import { reviewsRouter } from './routes/reviews';
import { cartRouter, couponsRouter } from './routes/shopping';
import { registerUploads, uploadRouter } from './routes/upload';
import { userRouter } from './routes/user';
import { checkoutRouter } from './routes/checkout';
import { registerPayPages } from './routes/pay-pages';
import { registerQaConsole } from './qa-console/qa-console';
import { paymentsRouter } from './routes/payments';
import { createStateWriter, loadStateFile, type StateWriter } from './state-file';
import { MockState } from './state';
import { DEFAULT_WEB_PORTS, WebOrigins } from './domain/web-origins';
import { registerReadCache } from './read-cache';
import { type Platform } from './core/platform';
import { nodePlatform } from './core/platform-node';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockState;
  }
  interface FastifyRequest {
    /** Set when the request has been read and checked: an error before that is bad input, after it a crash. */
    mockHandling: boolean;
  }
}

const envelope = (code: number, message: string) => ({ code, message, data: null });

/** Builds the mock API: the ts-rest router for the whole contract, envelope errors, auth, control API. */
export async function buildServer(options: BuildOptions = {}): Promise<FastifyInstance> {
  const seed = options.seed ?? 1;
  const state = new MockState({ seed, products: options.products ?? 300, clock: options.clock, platform: options.platform ?? nodePlatform });
  state.webOrigins = new WebOrigins({ extra: options.webOrigins ?? [], webPorts: options.webPorts ?? DEFAULT_WEB_PORTS });
  const twitter = new Map<string, TwitterPending>();
  let stateWriter: StateWriter | null = null;
  if (options.stateFile) {
    const result = await loadStateFile(state, options.stateFile);
    if (result !== 'loaded') await state.reset(seed);
    stateWriter = createStateWriter(state, options.stateFile);
  } else {
    await state.reset(seed);
  }

  const app = Fastify({
    logger: options.log ?? false,
    bodyLimit: 2 * 1024 * 1024,
    // A path Fastify's router refuses (a malformed %-escape, a path parameter over 100 characters) is bad input
    // like any other: the envelope instead of Fastify's own JSON (found by the fuzzing, mock-server/src/fuzz).
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const what = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is longer than 100 characters' : 'the URL is not valid';
      return reply.code(200).send(envelope(Code.badRequest, `path: ${what}`));
    },
  });
  state.publicUrl = options.publicUrl;
  app.decorate('mock', state);
  // The mock's own origin joins the allowed return addresses once it is known.
  app.addHook('onListen', async function () {
    state.webOrigins.setOwn(this.addresses().filter((a) => typeof a !== 'string'));
  });
  app.decorateRequest('mockAuth', null);
  app.decorateRequest('mockHandling', false);
  app.addHook('preHandler', async (request) => {
    request.mockHandling = true;
  });

  await app.register(cors, {
    origin: true,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Accept', 'Accept-Language', TOKEN_HEADER, 'Authorization', 'Form-type', 'X-Requested-With'],
    maxAge: 600,
  });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 5 * 1024 * 1024, files: 10 } });

  // Keep JSON bodies as text: bare-string routes take the raw text, the rest is parsed in preValidation so
  // malformed JSON gets the envelope with code 400.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  // Faults (control API) on /api requests.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const path = request.url.split('?')[0] ?? request.url;
    const fault = state.faults.match(request.method, path);
    if (!fault) return;
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault.code !== undefined) {
      return reply.code(200).send(envelope(fault.code, fault.message ?? `Injected fault: code ${fault.code}`));
    }
  });

  registerReadCache(app, {
    routes: [apiContract.products.categoryTree, apiContract.home.pcIndex, apiContract.home.activityBlocks, apiContract.home.hotKeywords, apiContract.home.payCurrency, apiContract.auth.captchaOpen, apiContract.auth.methodInfo],
    generation: () => state.db.generation,
  });

  if (stateWriter) {
    const writer = stateWriter;
    // Every change is on disk (journal, fsync) before the answer that reports it leaves (state-file.ts).
    app.addHook('onSend', async (_request, _reply, payload) => {
      writer.flush();
      return payload;
    });
    app.addHook('onClose', async () => writer.close());
  }

  // Like the real backend's response filter, answers carry absolute image URLs: stored paths are relative
  // (docs/backend-wire.md, absolute URLs).
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !request.url.startsWith('/api/')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    return absoluteImageUrls(payload, publicBase(request, state.publicUrl));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(envelope(Code.notFound, `Not found: ${request.method} ${path}`));
  });
  app.setErrorHandler(errorHandler);

  registerUploads(app, state);
  registerImages(app, state);
  registerOauthPages(app, twitter);
  registerPayPages(app, state);
  if (options.control !== false) registerQaConsole(app);
  // The OpenAPI generator loads on first use: it is not needed to serve the API.
  let openApi: object | null = null;
  const docs = async () => {
    const mod = await import('./openapi');
    openApi ??= mod.buildOpenApi();
    return { doc: openApi, html: mod.renderApiDocsHtml };
  };
  app.get('/api-docs', async (_request, reply) => reply.send((await docs()).doc));
  app.get('/api-docs/ui', async (_request, reply) => {
    const { doc, html } = await docs();
    return reply.type('text/html; charset=utf-8').send(html(doc));
  });

  await app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      prepareBody(request);
    });
    scope.addHook('preHandler', async (request) => {
      authenticate(state, request);
    });
    const registerOptions = { responseValidation: options.validateResponses ?? false, logInitialization: false } as const;
    // ts-rest calls setErrorHandler on the instance it is given; hand it a view whose setErrorHandler does
    // nothing, so the one error handler of this scope is ours (and Fastify warns about no override).
    const routerScope = new Proxy(scope, {
      get(target, prop, receiver) {
        if (prop === 'setErrorHandler') return () => target;
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    s.registerRouter(
      apiContract,
      s.router(apiContract, {
        auth: authRouter(state, twitter),
        pcLogin: pcLoginRouter(state),
        home: homeRouter(state),
        products: productsRouter(state),
        reviews: reviewsRouter(state),
        cart: cartRouter(state),
        orders: ordersRouter(state),
        refunds: refundsRouter(state),
        checkout: checkoutRouter(state),
        payments: paymentsRouter(state),
        coupons: couponsRouter(state),
        collections: collectionsRouter(state),
        merchants: merchantsRouter(state),
        settleIn: settleInRouter(state),
        user: userRouter(state),
        upload: uploadRouter(state),
        points: pointsRouter(state),
        addresses: addressesRouter(state),
      }),
      routerScope,
      registerOptions,
    );
    if (options.control !== false) {
      s.registerRouter(
        mockControlContract,
        mockControlRouter(state, seed, () => twitter.clear()),
        routerScope,
        registerOptions,
      );
    }
    scope.setErrorHandler(errorHandler);
  });

  return app;
}

/** JSON bodies arrive as text (see the content-type parser); sendCode may come as a form or query params. */
function prepareBody(request: FastifyRequest): void {
  const route = routeOf(request);
  if (!route) return;
  const meta = metaOf(request);
  const contentType = String(request.headers['content-type'] ?? '');
  if (typeof request.body === 'string' && /json/i.test(contentType)) {
    const raw = request.body.trim();
    if (meta?.bareString) {
      if (raw.startsWith('"')) {
        try {
          const parsed: unknown = JSON.parse(raw);
          request.body = typeof parsed === 'string' ? parsed : raw;
        } catch {
          throw badRequest('Malformed JSON body');
        }
      } else request.body = raw;
    } else if (raw === '') {
      request.body = undefined;
    } else {
      try {
        request.body = JSON.parse(raw) as unknown;
      } catch {
        throw badRequest('Malformed JSON body');
      }
    }
  } else if (typeof request.body === 'string' && meta?.bareString) {
    request.body = request.body.trim();
  }
  if (route.method === 'POST' && 'contentType' in route && route.contentType === 'multipart/form-data') {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    request.body = { ...query, ...body };
  }
}

function authenticate(state: MockState, request: FastifyRequest): void {
  const headers = request.headers;
  const token = normaliseToken(headers[TOKEN_HEADER.toLowerCase()] ?? headers.authorization);
  if (token) {
    const session = state.sessions.touch(token, state.now());
    if (session && state.db.byId('users', session.uid)) request.mockAuth = { uid: session.uid, token };
  }
  if (metaOf(request)?.auth === 'user' && !request.mockAuth) throw unauthorized();
}

function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return reply.code(200).send(envelope(error.code, error.message));
  if (error instanceof RequestValidationError) {
    const meta = metaOf(request);
    const route = routeOf(request);
    const bareField = route?.path.endsWith('/google') ? 'idToken' : 'email';
    const parts: [ZodError | null, string, unknown][] = [
      [error.pathParams, 'path', request.params],
      [error.query, 'query', request.query],
      [error.body, meta?.bareString ? bareField : 'body', request.body],
      [error.headers, 'header', request.headers],
    ];
    const first = parts.find(([e]) => e !== null);
    return reply.code(200).send(envelope(Code.badRequest, first?.[0] ? describeZodError(first[0], first[1], first[2]) : 'Parameter validation failed'));
  }
  const fastifyError = error as FastifyError;
  // Thrown while the request was still being read (a multipart body without a boundary, cut short, ...): the
  // client's input is at fault, not the mock.
  if (!request.mockHandling && !fastifyError.statusCode) return reply.code(200).send(envelope(Code.badRequest, `body: ${error.message || 'Bad request'}`));
  if (fastifyError.code?.startsWith('FST_ERR_CTP_') || fastifyError.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || fastifyError.statusCode === 400 || fastifyError.statusCode === 413 || fastifyError.statusCode === 415) {
    return reply.code(200).send(envelope(Code.badRequest, fastifyError.message || 'Bad request'));
  }
  request.log.error(error);
  const detail = error.name === 'ResponseValidationError' ? `Response validation failed: ${error.message}` : 'System exception';
  if (error.name === 'ResponseValidationError') process.stderr.write(`[mock] ${request.method} ${request.url}: ${error.message}\n`);
  return reply.code(200).send(envelope(Code.serverError, detail));
}
