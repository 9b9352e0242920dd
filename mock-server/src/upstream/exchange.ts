import { type CoreBody, type CoreRequest, type CoreResponse } from '../core/core';
import { parseQuery } from '../core/kit';

/**
 * Stands in front of the mock's core for `/api` requests (BuildOptions.apiFront, adapters/fastify.ts): answers a
 * request itself (the upstream, a recording) or hands it to `next` (the core, or the next front), and may look at
 * whatever answer comes back (the recorder). Null: a path nobody serves (the adapter answers 404).
 */
export type ApiFront = (request: CoreRequest, next: (request: CoreRequest) => Promise<CoreResponse | null>) => Promise<CoreResponse | null>;

/** Fronts in order: the first sees the request first and the answer last. */
export function chainFronts(fronts: readonly ApiFront[]): ApiFront | undefined {
  if (fronts.length === 0) return undefined;
  return fronts.reduceRight<ApiFront>(
    (inner, outer) => (request, next) => outer(request, (forwarded) => inner(forwarded, next)),
    (request, next) => next(request),
  );
}

/** `scheme://host[:port]` of an absolute URL as spelt, and the rest (path and query). */
export function splitUrl(url: string): { origin: string; path: string; search: string } {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length) || '/';
  const at = rest.indexOf('?');
  return at < 0 ? { origin, path: rest, search: '' } : { origin, path: rest.slice(0, at), search: rest.slice(at + 1) };
}

const decoder = new TextDecoder();

/** A body's text (a multipart body has none) and its content type. */
export function bodyText(body: CoreBody): { contentType: string; text: string } | null {
  if (body.kind === 'text') return { contentType: body.contentType, text: body.text };
  if (body.kind === 'form') return { contentType: 'application/x-www-form-urlencoded', text: new URLSearchParams(body.fields).toString() };
  return null;
}

/** The request body as the contract sees it: parsed JSON (or the raw text), a form as an object, none as undefined. */
export function parsedRequestBody(body: CoreBody): unknown {
  if (body.kind === 'none') return undefined;
  if (body.kind === 'form') return { ...body.fields };
  if (body.kind === 'multipart') return { ...body.fields };
  const mediaType = (body.contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return parseQuery(body.text);
  const trimmed = body.text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    // A bare string sent unquoted (docs/backend-wire.md, "Headers and tokens").
    return trimmed;
  }
}

/** An answer's body as text, when it is text. */
export function responseText(response: CoreResponse): string | null {
  if (response.body === null) return null;
  return typeof response.body === 'string' ? response.body : decoder.decode(response.body);
}

/** The answer as the contract sees it: parsed JSON, or its text when it is not JSON, null when empty. */
export function parsedResponseBody(response: CoreResponse): unknown {
  const text = responseText(response);
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The query of a request as the core parses it. */
export const requestQuery = (request: CoreRequest): Record<string, string | string[]> => parseQuery(splitUrl(request.url).search);
