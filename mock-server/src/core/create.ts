import { type CoreOptions, type CoreRequest, type CoreResponse, type MockCore } from './core';

/**
 * First cut: answers through the Fastify server's inject (no socket). Replaced by the transport-free router
 * (core/router.ts) once the handlers have moved.
 */
export async function createMockCore(options: CoreOptions = {}): Promise<MockCore> {
  const { buildServer } = await import('../server');
  const app = await buildServer({ ...options });
  await app.ready();
  return {
    state: app.mock,
    async handle(request: CoreRequest): Promise<CoreResponse | null> {
      const url = new URL(request.url);
      const headers: Record<string, string> = { host: url.host, ...request.headers };
      let payload: string | Buffer | undefined;
      const body = request.body;
      if (body.kind === 'text') {
        payload = body.text;
        headers['content-type'] = body.contentType;
      } else if (body.kind === 'form') {
        payload = new URLSearchParams(body.fields).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else if (body.kind === 'multipart') {
        const form = new FormData();
        for (const [name, value] of Object.entries(body.fields)) form.append(name, value);
        for (const file of body.files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.filename);
        const encoded = new Request('http://localhost/', { method: 'POST', body: form });
        payload = Buffer.from(await encoded.arrayBuffer());
        headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
      }
      const method = request.method.toUpperCase() as 'GET';
      const res = await app.inject({ method, url: `${url.pathname}${url.search}`, headers, ...(payload !== undefined ? { payload } : {}) });
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : String(value);
      const type = out['content-type'] ?? '';
      const text = /json|text|svg|html/.test(type);
      return { status: res.statusCode, headers: out, body: res.rawPayload.length === 0 ? null : text ? res.payload : new Uint8Array(res.rawPayload) };
    },
  };
}
