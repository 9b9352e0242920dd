import { type AppRoute, type AppRouter, type ServerInferRequest, type ServerInferResponses } from '@ts-rest/core';
import { unauthorized } from '../domain/errors';
import { type CoreFile, type CoreResponse } from './core';

/** The signed-in caller of a request: the user and the token it came with. */
export interface RequestAuth {
  uid: number;
  token: string;
}

/** What a handler gets besides the validated params, query, body and headers of its contract route. */
export interface HandlerExtras {
  /** Null when the request carries no live token (the core has already answered 401 on 'user' routes). */
  session: RequestAuth | null;
  /** The files of a multipart body (also in `body` under their field names, as the contract reads them). */
  files: CoreFile[];
  /** The absolute request URL. */
  url: URL;
  /** The whole query as sent, also parameters outside the contract; repeated ones as arrays. */
  rawQuery: RawQuery;
  /** The origin absolute URLs in answers start with: the publicUrl option, else the request's own origin. */
  base: string;
  /** The caller's address as the real backend reads it: a forwarding header's, else the connection's (callerAddress). */
  ip: string;
}

export type HandlerArgs<R extends AppRoute> = ServerInferRequest<R, Record<string, string>> & HandlerExtras;
export type RouteHandler<R extends AppRoute> = (args: HandlerArgs<R>) => Promise<ServerInferResponses<R>>;
export type Handlers<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? RouteHandler<T[K]> : T[K] extends AppRouter ? Handlers<T[K]> : never;
};

/** One handler per route of a contract router, typed from it. */
export const handlers = <T extends AppRouter>(_contract: T, implementation: Handlers<T>): Handlers<T> => implementation;

export const SUCCESS = 'Success';

/** A success answer: HTTP 200 with the envelope. */
export function ok<T>(data: T, message: string = SUCCESS) {
  return { status: 200 as const, body: { code: 200 as const, message, data } };
}

/** The signed-in user's id; the core has already answered 401 on 'user' routes without one. */
export function uidOf(session: RequestAuth | null): number {
  if (!session) throw unauthorized();
  return session.uid;
}

/**
 * Prefixes the stored image paths of a JSON answer with the public origin, also inside JSON texts nested in
 * strings (sliderImage, pcBanner): a path is a JSON string, or an escaped one, that starts with /mock-images/.
 */
export function absoluteImageUrls(json: string, base: string): string {
  return json.replace(/(\\?")\/mock-images\//g, (_match, quote: string) => `${quote}${base}/mock-images/`);
}

/** The envelope of a refusal or a failure, with HTTP 200 (or the status given). */
export function envelopeResponse(code: number, message: string, status = 200): CoreResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ code, message, data: null }) };
}

export const html = (text: string, status = 200): CoreResponse => ({
  status,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: text,
});
export const redirect = (location: string): CoreResponse => ({ status: 302, headers: { location }, body: null });

/** A raw-query reading: the first value of a parameter, as pages outside the contract read them. */
export type RawQuery = Record<string, string | string[]>;

/** Query parameters as Fastify's parser reads them: `+` is a space, a repeated name gives an array. */
export function parseQuery(search: string): RawQuery {
  const out: RawQuery = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const decode = (text: string) => {
      const spaced = text.replace(/\+/g, ' ');
      try {
        return decodeURIComponent(spaced);
      } catch {
        return spaced;
      }
    };
    const key = decode(at < 0 ? part : part.slice(0, at));
    const value = at < 0 ? '' : decode(part.slice(at + 1));
    // An own property only: `constructor` or `toString` in a query is a parameter like any other, and `__proto__`
    // stays a plain key (the request journal lists the query as sent).
    const seen = Object.hasOwn(out, key) ? out[key] : undefined;
    const next = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    if (key === '__proto__') Object.defineProperty(out, key, { value: next, enumerable: true, writable: true, configurable: true });
    else out[key] = next;
  }
  return out;
}
