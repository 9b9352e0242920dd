import { type AppRoute } from '@ts-rest/core';
import { initServer } from '@ts-rest/fastify';
import { type FastifyRequest } from 'fastify';
import { type RouteMeta } from '@contract';
import { unauthorized } from '../domain/errors';

/** The one ts-rest server builder of the mock. */
export const s = initServer();

export interface RequestAuth {
  uid: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    mockAuth: RequestAuth | null;
  }
}

export const SUCCESS = 'Success';

/** The origin absolute URLs start with: MOCK_PUBLIC_URL when set, else the origin the request was sent to. */
export function publicBase(request: FastifyRequest, configured?: string): string {
  if (configured) return configured.replace(/\/+$/, '');
  const host = request.headers.host ?? 'localhost';
  return `${request.protocol}://${host}`;
}

/**
 * Prefixes the stored image paths of a JSON answer with the public origin, also inside JSON texts nested in
 * strings (sliderImage, pcBanner): a path is a JSON string, or an escaped one, that starts with /mock-images/.
 */
export function absoluteImageUrls(json: string, base: string): string {
  return json.replace(/(\\?")\/mock-images\//g, (_match, quote: string) => `${quote}${base}/mock-images/`);
}

/** A success answer: HTTP 200 with the envelope. */
export function ok<T>(data: T, message: string = SUCCESS) {
  return { status: 200 as const, body: { code: 200 as const, message, data } };
}

/** The signed-in user's id; the auth hook has already answered 401 on 'user' routes without one. */
export function uidOf(request: FastifyRequest): number {
  if (!request.mockAuth) throw unauthorized();
  return request.mockAuth.uid;
}

export function routeOf(request: FastifyRequest): AppRoute | undefined {
  return (request.routeOptions.config as { tsRestRoute?: AppRoute } | undefined)?.tsRestRoute;
}

export function metaOf(request: FastifyRequest): RouteMeta | undefined {
  return routeOf(request)?.metadata as RouteMeta | undefined;
}
