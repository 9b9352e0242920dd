import { Code, TOKEN_HEADER } from '@contract';
import { type CoreRequest, type CoreResponse } from '../core/core';
import { findDrifts, unknownRoute, type Drift, type OnDrift } from './drift';
import { parsedRequestBody, parsedResponseBody, requestQuery, splitUrl, type ApiFront } from './exchange';
import { routeFor } from './routes';

/** MOCK_UPSTREAM_TIMEOUT_MS's default: how long the upstream may take before the client gets a 504. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 15_000;

export interface UpstreamOptions {
  /** The real backend's base URL (MOCK_UPSTREAM): `https://api.example.com`; a path after the host is kept as a prefix. */
  url: string;
  /** The deadline of one upstream request (MOCK_UPSTREAM_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Called with the drifts of each exchange that has any (drift.ts, OnDrift). */
  onDrift: OnDrift;
  /** Called once per exchange checked against the contract, drifting or not (the summary's count). */
  onChecked?: () => void;
  /** Node's fetch by default. */
  fetch?: typeof fetch;
}

/**
 * The request headers the real backend reads (docs/backend-wire.md, "Headers and tokens"), and the ones that describe
 * the body and the client's language. Cookies, `Host`, `Origin` and the rest stay with the mock.
 */
const FORWARDED_HEADERS = [
  TOKEN_HEADER.toLowerCase(),
  'authorization',
  'form-type',
  'content-type',
  'accept',
  'accept-language',
  'user-agent',
];
/** Answer headers handed back to the client; CORS and the rest are the mock's own. */
const ANSWERED_HEADERS = ['content-type', 'location', 'cache-control'];

/** The upstream's URL for a request: its base, then the request's path and query exactly as the client sent them. */
export function upstreamUrl(base: string, requestUrl: string): string {
  const { origin } = splitUrl(requestUrl);
  return `${base.replace(/\/+$/, '')}${requestUrl.slice(origin.length) || '/'}`;
}

function requestBody(request: CoreRequest): BodyInit | undefined {
  const body = request.body;
  if (body.kind === 'none') return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'form') return new URLSearchParams(body.fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
  for (const file of body.files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.filename);
  return form;
}

function requestHeaders(request: CoreRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (value === undefined) continue;
    // A multipart body is encoded again here, with a boundary of its own: fetch sets the content type.
    if (name === 'content-type' && request.body.kind === 'multipart') continue;
    out[name] = value;
  }
  return out;
}

const failed = (status: number, message: string): CoreResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ code: Code.serverError, message, data: null }),
});

/** Sends one request on to the upstream and reads its whole answer, within the deadline. */
async function forward(options: UpstreamOptions, request: CoreRequest): Promise<{ response: CoreResponse; problem: string | null }> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const target = upstreamUrl(options.url, request.url);
  const body = requestBody(request);
  try {
    const answer = await (options.fetch ?? fetch)(target, {
      method: request.method,
      headers: requestHeaders(request),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(body === undefined || request.method === 'GET' || request.method === 'HEAD' ? {} : { body }),
    });
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const headers: Record<string, string> = {};
    for (const name of ANSWERED_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const type = headers['content-type'] ?? '';
    const text = type.includes('json') || type.startsWith('text/');
    return {
      response: { status: answer.status, headers, body: request.method === 'HEAD' ? null : text ? new TextDecoder().decode(bytes) : bytes },
      problem: null,
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        response: failed(504, `Upstream ${options.url} did not answer within ${timeoutMs} ms`),
        problem: `no answer within ${timeoutMs} ms`,
      };
    }
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { response: failed(502, `Upstream ${options.url} could not be reached: ${cause}`), problem: `unreachable (${cause})` };
  }
}

/**
 * MOCK_UPSTREAM: every `/api` request goes to the real backend and the client gets its answer; the request and the
 * answer are checked against the contract (drift.ts) and each drift found goes to `onDrift`. The mock's own state,
 * faults and read cache are not involved; `/__mock` and the mock's pages still answer from the core.
 */
export function upstreamFront(options: UpstreamOptions): ApiFront {
  return async (request) => {
    const startedAt = Date.now();
    const started = performance.now();
    const { response, problem } = await forward(options, request);
    const durationMs = Math.round(performance.now() - started);
    const { path, search } = splitUrl(request.url);
    const match = routeFor(request.method, path);
    let drifts: Drift[];
    if (problem !== null) {
      drifts = [{ route: match?.name ?? `${request.method} ${path}`, path: 'upstream', expected: 'an answer', got: problem }];
    } else if (!match) {
      drifts = [unknownRoute(request.method, path)];
    } else {
      drifts = findDrifts(match, {
        request: { query: requestQuery(request), body: parsedRequestBody(request.body), multipart: request.body.kind === 'multipart' },
        response: { status: response.status, body: parsedResponseBody(response) },
      });
    }
    options.onChecked?.();
    if (drifts.length > 0) {
      options.onDrift(drifts, {
        method: request.method,
        url: search ? `${path}?${search}` : path,
        route: match?.name ?? null,
        status: response.status,
        startedAt,
        durationMs,
        request,
      });
    }
    return response;
  };
}
