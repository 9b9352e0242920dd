import { networkInterfaces } from 'node:os';
import { Code } from '@contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isControlPath, type WebOrigins } from '../domain/web-origins';

/**
 * Who may use the mock from a browser (mock-server/README.md, "What the mock exposes"): the storefront's web
 * origins, the same list as the return addresses (domain/web-origins.ts: the mock's own origin, the loopback dev and
 * preview ports, MOCK_WEB_ORIGINS). Only they get CORS headers; any other Origin gets none on /api, and is refused
 * on /__mock (the control API, the consent and pay pages), since a form or a simple POST from another site reaches
 * the server whatever CORS says. A request without an Origin (curl, tests, a top-level navigation, a same-origin
 * GET) is not a cross-site request and passes.
 */

/** The @fastify/cors `origin` option: the allowed origin is echoed, any other gets no CORS headers. */
export function corsOrigin(origins: WebOrigins) {
  return (origin: string | undefined, callback: (error: Error | null, allow: boolean) => void): void => {
    callback(null, origin !== undefined && origins.allows(origin));
  };
}

/** An onRequest hook: a request to /__mock from an Origin that is not allowed gets a 403 envelope and nothing else. */
export function refuseForeignControl(origins: WebOrigins) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const origin = request.headers.origin;
    if (origin === undefined || !isControlPath(request.url) || origins.allows(origin)) {
      done();
      return;
    }
    void reply.code(403).header('vary', 'Origin').send({
      code: Code.forbidden,
      message: "Origin: not one of the storefront's web origins, so the mock's control API refuses it (see MOCK_WEB_ORIGINS)",
      data: null,
    });
  };
}

interface ListenAddress {
  address: string;
  port: number;
  family: string;
}

/**
 * The addresses the mock answers on: a wildcard listen (MOCK_HOST=0.0.0.0 or ::) answers on every interface, so
 * each interface's address counts as the mock's own origin (its QA console and pages are served from there).
 */
export function ownAddresses(addresses: readonly ListenAddress[], interfaces = networkInterfaces()): ListenAddress[] {
  const out: ListenAddress[] = [];
  for (const listen of addresses) {
    const wildcard = listen.address === '0.0.0.0' || listen.address === '::';
    if (!wildcard) {
      out.push(listen);
      continue;
    }
    for (const info of Object.values(interfaces).flat()) {
      if (!info || (listen.address === '0.0.0.0' && info.family !== 'IPv4')) continue;
      // IPv6 link-local addresses need a zone id in a URL: no browser origin looks like that.
      if (info.family === 'IPv6' && info.address.toLowerCase().startsWith('fe80:')) continue;
      out.push({ address: info.address, port: listen.port, family: info.family });
    }
  }
  return out;
}
