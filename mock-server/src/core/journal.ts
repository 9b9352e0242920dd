import { isRequestSecret, REDACTED, redactSecrets } from '../domain/secrets';
import { type CoreBody, type CoreResponse } from './core';
import { parseQuery, type RawQuery } from './kit';

/**
 * What the request journal keeps of a request and its answer (mock-server/README.md, "Request journal"), secrets
 * redacted (domain/secrets.ts). The core records every /api request (core/create.ts), cache hits of the Fastify
 * fast path included.
 */

/** The field a bare-string body stands for (the Google sign-in's ID token, else an email): its name decides redaction. */
export const bareFieldOf = (path: string): string => (path.endsWith('/google') ? 'idToken' : 'email');

/** The query as the journal shows it: secrets redacted. */
export function journalQuery(search: string): Record<string, string | string[]> {
  if (search === '' || search === '?') return {};
  const query: RawQuery = parseQuery(search);
  for (const key of Object.keys(query)) if (isRequestSecret(key) && query[key] !== '') query[key] = REDACTED;
  return query;
}

/**
 * The body as the journal shows it: parsed JSON, a bare string (under its field's name for redaction), form
 * fields, or multipart fields with each file's name, type and size; null when none. `bareField` is the field a
 * bare-string route's body stands for (null: not such a route).
 */
export function journalBody(body: CoreBody, bareField: string | null): unknown {
  switch (body.kind) {
    case 'none':
      return null;
    case 'form':
      return redactSecrets(body.fields);
    case 'multipart': {
      const out = redactSecrets(body.fields) as Record<string, unknown>;
      for (const file of body.files) {
        Object.defineProperty(out, file.field, {
          value: { file: file.filename, type: file.mimeType, size: file.bytes.length },
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    case 'text': {
      const mediaType = (body.contentType.split(';')[0] ?? '').trim().toLowerCase();
      if (mediaType === 'application/x-www-form-urlencoded') return journalQuery(body.text);
      const raw = body.text.trim();
      if (raw === '') return null;
      if (mediaType !== 'application/json') return `[${raw.length} characters of ${mediaType || 'an unnamed type'}]`;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        // A bare string is sent unquoted as often as quoted.
        if (bareField === null) return `[unreadable JSON: ${raw.length} characters]`;
        parsed = raw;
      }
      if (bareField !== null && typeof parsed === 'string') return isRequestSecret(bareField) ? REDACTED : parsed;
      return redactSecrets(parsed);
    }
  }
}

const ENVELOPE_HEAD = /^\{"code":(-?\d+),"message":("(?:[^"\\]|\\.)*")/;

/** The envelope's code and message of an answer, read from its first bytes; nulls when it is not an envelope. */
export function envelopeOf(response: Pick<CoreResponse, 'body' | 'headers'>): { code: number | null; message: string | null } {
  const body = response.body;
  if (typeof body !== 'string' || !(response.headers['content-type'] ?? '').startsWith('application/json'))
    return { code: null, message: null };
  const head = ENVELOPE_HEAD.exec(body);
  if (!head) return { code: null, message: null };
  return { code: Number(head[1]), message: JSON.parse(head[2] ?? '""') as string };
}
