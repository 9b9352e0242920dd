/**
 * What a recording (MOCK_RECORD) never holds (mock-server/README.md, "Upstream: proxy, check, record and replay"): secrets (tokens, passwords,
 * verification codes, OAuth secrets) and personal fields (phone, email, names, addresses, the caller's IP and
 * position). A field is recognised by its name wherever it sits, in JSON bodies and query strings; its value is
 * replaced by one of the same type, so a recorded answer keeps the contract's shape: a string becomes
 * "[redacted]", a number 0. Empty values ("", 0, null) stay as they are: they tell nothing and show the wire's
 * "none" (docs/backend-wire.md, "Empty values").
 */
export const REDACTED = '[redacted]';

/** Secrets, by name. `code` only when a string: a verification code, never the envelope's numeric code. */
const SECRET = /pass(word)?|pwd|token|secret|captcha|verifier|identity|authori[sz]ation/i;
/** Personal fields, by exact name (case-insensitive). */
const PERSONAL = new Set(
  [
    'phone',
    'mobile',
    'email',
    'account',
    'realName',
    'nickname',
    'nikeName',
    'userName',
    'consignee',
    'detail',
    'address',
    'userAddress',
    'postCode',
    'postal',
    'province',
    'city',
    'district',
    'region',
    'latitude',
    'longitude',
    'ip',
    'network',
  ].map((name) => name.toLowerCase()),
);
/** Fields personal only in what a client sends (in answers they name products, shops and categories). */
const PERSONAL_IN_REQUESTS = new Set(['name', 'picture', 'key']);
/** Header names whose values are secrets. */
const SECRET_HEADERS = new Set(['authori-zation', 'authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

export type Side = 'request' | 'response';

function isSensitive(key: string, value: unknown, side: Side): boolean {
  const name = key.toLowerCase();
  if (name === 'code') return typeof value === 'string';
  if (side === 'response' && name === 'key') return typeof value === 'string';
  return SECRET.test(key) || PERSONAL.has(name) || (side === 'request' && PERSONAL_IN_REQUESTS.has(name));
}

function blank(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || value === 0) return value;
  if (typeof value === 'number') return 0;
  if (typeof value === 'string') return REDACTED;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(blank);
  return REDACTED;
}

/** A JSON value with every sensitive field's value replaced (a new value; the input is not changed). */
export function redactJson(value: unknown, side: Side): unknown {
  if (Array.isArray(value)) return value.map((item) => redactJson(item, side));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = isSensitive(key, inner, side) ? blank(inner) : redactJson(inner, side);
  return out;
}

/** A query string (without `?`) with sensitive parameters' values replaced; order and the rest kept. */
export function redactQuery(search: string): string {
  if (search === '') return '';
  return search
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair;
      const key = safeDecode(pair.slice(0, at));
      const value = safeDecode(pair.slice(at + 1));
      return isSensitive(key, value, 'request') && value !== '' ? `${pair.slice(0, at)}=${encodeURIComponent(REDACTED)}` : pair;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A header's value as a recording keeps it. */
export function redactHeader(name: string, value: string): string {
  return SECRET_HEADERS.has(name.toLowerCase()) && value !== '' ? REDACTED : value;
}

/**
 * A body as text with its sensitive values replaced: JSON by field (a bare string, the email or id token of the
 * bare-string routes, as a whole), a urlencoded form by parameter; anything else (not JSON) kept only as its length.
 */
export function redactBodyText(text: string, contentType: string, side: Side): string {
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return redactQuery(text);
  const trimmed = text.trim();
  if (trimmed === '') return text;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'string') return side === 'request' ? JSON.stringify(REDACTED) : text;
    return JSON.stringify(redactJson(parsed, side));
  } catch {
    // A bare string sent unquoted under application/json (docs/backend-wire.md, "Headers and tokens"): an email or a token.
    if (side === 'request' && mediaType === 'application/json') return REDACTED;
    return mediaType.startsWith('text/') || mediaType === 'application/json' ? text : `[${text.length} characters not kept]`;
  }
}
