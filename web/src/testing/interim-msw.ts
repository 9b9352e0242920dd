import { http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import type { CoreBody, CoreFile, MockCore } from '../../../mock-server/src/core/core';

/**
 * INTERIM, until mock-server/src/adapters/msw.ts lands: one catch-all msw handler that hands every request to
 * core.handle. Same signature as the adapter's `mswHandlers`, so switching is an import change.
 */
async function readBody(request: Request): Promise<CoreBody> {
  if (request.method === 'GET' || request.method === 'HEAD') return { kind: 'none' };
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await request.formData();
    const fields: Record<string, string> = {};
    const files: CoreFile[] = [];
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') fields[field] = value;
      else files.push({ field, filename: value.name, mimeType: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
    }
    return { kind: 'multipart', fields, files };
  }
  const text = await request.text();
  if (type.startsWith('application/x-www-form-urlencoded')) return { kind: 'form', fields: Object.fromEntries(new URLSearchParams(text)) };
  if (text === '' && !type) return { kind: 'none' };
  return { kind: 'text', contentType: type, text };
}

export function mswHandlers(core: MockCore, options: { origin?: string } = {}): HttpHandler[] {
  return [
    http.all(`${options.origin ?? ''}*`, async ({ request }) => {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => (headers[name.toLowerCase()] = value));
      const answer = await core.handle({ method: request.method, url: request.url, headers, body: await readBody(request) });
      if (!answer) return passthrough();
      return new HttpResponse(answer.body as BodyInit | null, { status: answer.status, headers: answer.headers });
    }),
  ];
}
