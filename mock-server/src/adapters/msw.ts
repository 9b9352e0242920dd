import { contract } from '@contract';
import { isAppRoute, type AppRouter } from '@ts-rest/core';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { DroppedRequest, type CoreBody, type CoreFile, type MockCore } from '../core/core';

/** Every contract route (storefront and control API) as method and path. */
function contractRoutes(router: AppRouter): { method: string; path: string }[] {
  return Object.values(router).flatMap((node) =>
    isAppRoute(node) ? [{ method: node.method, path: node.path }] : contractRoutes(node as AppRouter),
  );
}

async function coreBody(request: Request): Promise<CoreBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return { kind: 'none' };
  const contentType = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    const fields: Record<string, string> = {};
    const files: CoreFile[] = [];
    for (const [field, value] of await request.formData()) {
      if (typeof value === 'string') fields[field] = value;
      else
        files.push({
          field,
          filename: value.name,
          mimeType: value.type || 'application/octet-stream',
          bytes: new Uint8Array(await value.arrayBuffer()),
        });
    }
    return { kind: 'multipart', fields, files };
  }
  const text = await request.text();
  return text === '' ? { kind: 'none' } : { kind: 'text', contentType, text };
}

/**
 * msw request handlers over the mock's core (docs/adr/0013-mock-core-and-adapters.md): one per contract route,
 * generated from the contract's route table, then the control API, images, uploaded files, the consent and pay
 * pages, and the 404 envelope for any other /api path. `origin` limits them to one origin (e.g.
 * 'http://localhost:4000'); without it they match the path on any origin. A dropped request (a `drop` fault) is a
 * network error.
 */
export function mswHandlers(core: MockCore, options: { origin?: string } = {}): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    try {
      const answer = await core.handle({ method: request.method, url: request.url, headers, body: await coreBody(request) });
      if (!answer) return undefined;
      const body = answer.body === null ? null : typeof answer.body === 'string' ? answer.body : new Uint8Array(answer.body);
      return new HttpResponse(body, { status: answer.status, headers: answer.headers });
    } catch (error) {
      if (error instanceof DroppedRequest) return HttpResponse.error();
      throw error;
    }
  };
  // Matched on the raw path with the contract's own patterns (a parameter is one segment), not msw's path
  // syntax: a malformed %-escape must reach the core, which answers it with the 400 envelope.
  const origin = options.origin?.replace(/\/+$/, '');
  const where =
    (pattern: RegExp, method?: string) =>
    ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const methodFits = method === undefined || request.method === method || (method === 'GET' && request.method === 'HEAD');
      return methodFits && (origin === undefined || url.origin === origin) && pattern.test(url.pathname);
    };
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const byRoute = contractRoutes(contract).map(({ method, path }) => {
    const pattern = new RegExp(
      `^${path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
        .join('/')}$`,
    );
    return http.all(where(pattern, method), resolver);
  });
  return [
    ...byRoute,
    http.all(where(/^\/__mock\//), resolver),
    http.all(where(/^\/mock-images\//), resolver),
    http.all(where(/^\/api\//), resolver),
  ];
}
