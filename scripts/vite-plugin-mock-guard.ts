import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Plugin } from 'vite';
import { isControlPath, parseWebOrigins } from '../mock-server/src/domain/web-origins.ts';

/**
 * Whether the dev or preview server refuses to forward a request to the mock's /__mock: it carries an Origin that
 * is neither the server's own (the Host it was asked for; Vite checks the Host against `allowedHosts` first) nor
 * one of MOCK_WEB_ORIGINS. A request without an Origin (a navigation, a same-origin read, curl) is forwarded.
 */
export function refusesControlRequest(
  request: { url: string; headers: IncomingHttpHeaders; secure: boolean },
  webOrigins: readonly string[],
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || !isControlPath(request.url)) return false;
  const own = request.headers.host ? `${request.secure ? 'https' : 'http'}://${request.headers.host}`.toLowerCase() : null;
  return origin.toLowerCase() !== own && !webOrigins.includes(origin);
}

/**
 * vite.config.ts proxies /__mock to the mock: without this, a page on another site could drive the control API
 * through the dev or preview server (mock-server/README.md, "What the mock exposes"). The mock checks the Origin
 * again itself; this refuses before anything is forwarded, with the mock's 403 envelope.
 */
export function mockGuardPlugin(webOrigins: readonly string[] = parseWebOrigins(process.env.MOCK_WEB_ORIGINS)): Plugin {
  const guard = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
    if (!refusesControlRequest({ url: req.url ?? '/', headers: req.headers, secure }, webOrigins)) {
      next();
      return;
    }
    res.statusCode = 403;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('vary', 'Origin');
    res.end(
      JSON.stringify({
        code: 403,
        message: "Origin: not this web server's own origin, so the mock's control API refuses it (see MOCK_WEB_ORIGINS)",
        data: null,
      }),
    );
  };
  return {
    name: 'mock-origin-guard',
    // Added before Vite's own middlewares, so before its proxy.
    configureServer(server) {
      server.middlewares.use(guard);
    },
    configurePreviewServer(server) {
      server.middlewares.use(guard);
    },
  };
}
