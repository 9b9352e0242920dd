import { type RouteMeta } from '@contract';
import { badRequest } from '../domain/errors';
import { type CoreFile, type CoreRequest } from './core';
import { parseQuery } from './kit';

/**
 * The body as the handlers read it: JSON parsed, bare strings raw (quoted or not), url-encoded forms and multipart
 * fields as objects (a file under its field's name, several as an array). A 400 for a media type the API does not
 * take or JSON that does not parse.
 */
export function readBody(request: CoreRequest, meta: RouteMeta | undefined): { body: unknown; files: CoreFile[] } {
  const body = request.body;
  if (body.kind === 'none') return { body: undefined, files: [] };
  if (body.kind === 'form') return { body: { ...body.fields }, files: [] };
  if (body.kind === 'multipart') {
    const out: Record<string, unknown> = { ...body.fields };
    for (const file of body.files) {
      const seen = out[file.field];
      out[file.field] =
        seen instanceof Uint8Array ? [seen, file.bytes] : Array.isArray(seen) ? [...(seen as unknown[]), file.bytes] : file.bytes;
    }
    return { body: out, files: body.files };
  }
  const mediaType = (body.contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return { body: parseQuery(body.text), files: [] };
  if (mediaType !== 'application/json') throw badRequest('Unsupported Media Type');
  const raw = body.text.trim();
  if (meta?.bareString) {
    if (!raw.startsWith('"')) return { body: raw, files: [] };
    try {
      const parsed: unknown = JSON.parse(raw);
      return { body: typeof parsed === 'string' ? parsed : raw, files: [] };
    } catch {
      throw badRequest('Malformed JSON body');
    }
  }
  if (raw === '') return { body: undefined, files: [] };
  try {
    return { body: JSON.parse(raw) as unknown, files: [] };
  } catch {
    throw badRequest('Malformed JSON body');
  }
}
