import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { pipeline, Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CLAIMED_ADDRESS_HEADERS, clientAddress } from './client-address';
import { compressible, compressor, MIN_COMPRESSED_BYTES, pickEncoding, type Encoding } from './compress';

/**
 * The production server's `/api/` proxy (docs/deploying.md, "The API"): the shopper's request passed on to the backend
 * with its method, headers and body, and the backend's answer passed back as it arrives. Neither body is held whole
 * here, so a call costs this process a few kilobytes of buffers whatever its size; the backend's own compression goes
 * through untouched, and an answer it sent uncompressed is compressed for the shopper.
 */

/**
 * A forwarded request's body as it arrives, counted (`sent`): it fails as soon as it grows past `limit` bytes (0: no
 * limit), which abandons the backend's request, and calls `arrived` once it is whole.
 */
async function* arriving(
  source: AsyncIterable<Buffer>,
  limit: number,
  sent: { bytes: number },
  arrived: () => void,
): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    sent.bytes += chunk.length;
    if (limit > 0 && sent.bytes > limit) throw new RangeError(`Request body over ${limit} bytes`);
    yield chunk;
  }
  arrived();
}

/** A forwarded request whose body is over API_BODY_LIMIT_MB: 413 in the backend's envelope, naming the limit. */
function tooLarge(reply: FastifyReply, limit: number): FastifyReply {
  const mb = Math.round((limit / (1024 * 1024)) * 100) / 100;
  // The client may still be sending: the connection is closed after the answer rather than read to its end.
  return reply
    .code(413)
    .header('connection', 'close')
    .send({ code: 413, message: `Request body too large: at most ${mb} MB` });
}

/** Request headers not passed on (hop-by-hop, or describing the connection to this server). */
const REQUEST_HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
  'content-length',
  // This server has already answered the client's `100-continue` (Node does); the body follows at once.
  'expect',
]);

/** Addresses a request claims for itself: replaced by the one the server vouches for. */
const CLAIMED = new Set<string>(CLAIMED_ADDRESS_HEADERS);

/** Answer headers not passed back: they describe the connection to the backend, not the answer. */
const ANSWER_HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'trailer']);

export interface ForwardOptions {
  /** TRUST_PROXY_HOPS: how many proxies in front add to X-Forwarded-For (server/client-address.ts). */
  trustProxyHops: number;
  /** The backend's origin (and any path prefix), read per request: the e2e suite's server is retargeted. */
  upstream: () => string;
  /** PUBLIC_ORIGIN, named to the backend as the shopper's origin; null: the request's own. */
  publicUrl: URL | null;
  /** API_TIMEOUT_MS: for the backend's answer to begin once the request is whole, then between its pieces. */
  timeoutMs: number;
  /** API_BODY_LIMIT_MB in bytes; 0: no limit. */
  bodyLimitBytes: number;
}

export interface Forwarder {
  forward: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** Closes the kept connections to the backend (when the server closes). */
  close: () => void;
}

/**
 * How the backend's answer goes to the shopper: as it came when the backend compressed it (or it is not worth
 * compressing), else compressed in the best encoding the shopper accepts.
 */
export function answerEncoding(
  method: string,
  status: number,
  headers: IncomingMessage['headers'],
  acceptEncoding: string | undefined,
): Encoding {
  if (method === 'HEAD' || status === 204 || status === 304 || status < 200) return 'identity';
  if (headers['content-encoding'] !== undefined) return 'identity';
  const type = headers['content-type'] ?? '';
  // An event stream is read piece by piece as it is written: a compressor would hold its pieces back.
  if (!compressible(type) || type.startsWith('text/event-stream')) return 'identity';
  if (/(^|[\s,])no-transform([\s,]|$)/i.test(headers['cache-control'] ?? '')) return 'identity';
  const length = headers['content-length'];
  // An answer of unknown length (sent chunked) is compressed: most are JSON lists, and a small one loses a few bytes.
  if (length !== undefined && Number(length) < MIN_COMPRESSED_BYTES) return 'identity';
  return pickEncoding(acceptEncoding);
}

const ignore = (): void => {};

/** `vary` with `name` added (once). */
function varyWith(vary: string | undefined, name: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) return names.join(', ');
  return [...names, name].join(', ');
}

export function createForwarder(options: ForwardOptions): Forwarder {
  // Connections to the backend are kept between calls (the retry below covers the backend closing one).
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };

  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !REQUEST_HOP_BY_HOP.has(name) && !CLAIMED.has(name)) headers[name] = value;
    }
    // The shopper's address, one address in each header the backend reads it from (server/client-address.ts).
    const client = clientAddress(request.raw.socket.remoteAddress ?? '', request.headers['x-forwarded-for'], options.trustProxyHops);
    if (client !== '') {
      headers['x-forwarded-for'] = client;
      headers['x-real-ip'] = client;
    }
    // The origin the shopper's browser uses: PUBLIC_ORIGIN when set, as the server's own data requests say while it
    // renders (a backend that builds absolute URLs from them, the mock, then names one origin in both).
    headers['x-forwarded-host'] = options.publicUrl?.host ?? request.host;
    headers['x-forwarded-proto'] = options.publicUrl?.protocol.replace(/:$/, '') ?? request.protocol;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
    const limit = options.bodyLimitBytes;
    const declared = request.headers['content-length'];
    // A body declared larger than the limit is refused before anything reaches the backend.
    if (hasBody && limit > 0 && Number(declared) > limit) return tooLarge(reply, limit);
    // A declared length goes on as it is (Node has read exactly that many bytes of body); a chunked one stays chunked.
    if (hasBody && declared !== undefined) headers['content-length'] = declared;

    const url = new URL(`${options.upstream()}${request.url}`);
    const secure = url.protocol === 'https:';
    // The backend's deadline starts once the request has arrived whole: the body is streamed on as it comes, and a
    // shopper's slow upload is the client's time, bounded by REQUEST_TIMEOUT_MS, not the backend's.
    const deadline = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startDeadline = () => {
      timer ??= setTimeout(() => {
        timedOut = true;
        deadline.abort();
      }, options.timeoutMs);
    };
    const sent = { bytes: 0 };
    if (!hasBody) startDeadline();
    /**
     * Sends the request; `again`: whether a request without a body may be sent once more on a new connection when the
     * kept one it went out on turns out closed by the backend (the race of kept connections Node's documentation
     * describes: a backend closes an idle connection as a request leaves on it).
     */
    const send = (again: boolean): Promise<IncomingMessage> =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const outgoing = (secure ? httpsRequest : httpRequest)(url, {
          method: request.method,
          headers,
          agent: secure ? agents.https : agents.http,
          signal: deadline.signal,
        });
        let answered = false;
        outgoing.once('response', (answer: IncomingMessage) => {
          answered = true;
          // Until the pipeline below takes the answer (a turn later), its error is not left without a listener; the
          // pipeline reports it.
          answer.on('error', ignore);
          resolve(answer);
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          // Once the answer has begun, a failure of the connection is the answer's (the pipeline below ends it).
          if (answered) return;
          if (again && !hasBody && outgoing.reusedSocket && error.code === 'ECONNRESET') return void send(false).then(resolve, reject);
          reject(error);
        });
        if (!hasBody) return void outgoing.end();
        const body = Readable.from(arriving(request.body as AsyncIterable<Buffer>, limit, sent, startDeadline), { objectMode: false });
        // A body that fails as it arrives (past the limit, or its client gone) abandons the backend's request with it.
        pipeline(body, outgoing, (error) => {
          if (error) reject(error);
        });
      });
    let answer: IncomingMessage;
    try {
      answer = await send(true);
    } catch (error) {
      clearTimeout(timer);
      // A body that grew past the limit as it arrived (sent in chunks): the backend's request was abandoned with it,
      // so the backend keeps nothing of it.
      if (limit > 0 && sent.bytes > limit) return tooLarge(reply, limit);
      request.log.warn({ err: error, upstream: options.upstream() }, 'upstream request failed');
      return reply
        .code(timedOut ? 504 : 502)
        .send({ code: timedOut ? 504 : 502, message: timedOut ? 'Upstream timeout' : 'Upstream unavailable' });
    }
    // The answer has begun: from here the deadline is for each of its pieces, so a backend that stops halfway is cut
    // off (the shopper's connection with it: the status has gone) rather than held open.
    clearTimeout(timer);
    const stalled = setTimeout(() => answer.destroy(new Error('Upstream answer stalled')), options.timeoutMs);
    const watch = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        stalled.refresh();
        done(null, chunk);
      },
    });

    const status = answer.statusCode ?? 502;
    const encoding = answerEncoding(request.method, status, answer.headers, request.headers['accept-encoding']);
    reply.code(status);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || ANSWER_HOP_BY_HOP.has(name)) continue;
      if (encoding !== 'identity' && name === 'content-length') continue;
      reply.header(name, value);
    }
    if (encoding !== 'identity') {
      reply.header('content-encoding', encoding).header('vary', varyWith(answer.headers.vary, 'Accept-Encoding'));
      // The bytes differ from the backend's: a strong validator of its bytes becomes a weak one (RFC 9110 8.8.1).
      const etag = answer.headers.etag;
      if (etag !== undefined && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    }
    const stages = encoding === 'identity' ? [watch] : [watch, compressor(encoding, Number(answer.headers['content-length']) || undefined)];
    // The shopper going away destroys what is sent (Fastify does), and the pipeline the backend's answer with it.
    const body = pipeline([answer, ...stages], (error) => {
      clearTimeout(stalled);
      if (error && !reply.raw.destroyed) request.log.warn({ err: error, upstream: options.upstream() }, 'upstream answer failed');
    });
    return reply.send(body);
  }

  return {
    forward,
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
