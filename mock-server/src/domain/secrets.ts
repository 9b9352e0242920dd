/**
 * Which names hold a secret (mock-server/README.md, "What the mock exposes"). The db view hides a record's field
 * named like one; the request journal also hides what a request sends: passwords, verification codes, tokens,
 * payment card data.
 */
export const SECRET_FIELD_NAME = /password|salt|secret|token|hash/i;

/** A request field that holds a secret: the db view's names, plus codes, captchas, OAuth verifiers and card data. */
const REQUEST_SECRET_NAME =
  /password|passwd|pwd|salt|secret|token|hash|captcha|verifier|card|cvc|cvv|^code$|^(sms|email|verify|verification|auth)_?code$/i;

export const REDACTED = '[redacted]';

export const isRequestSecret = (name: string): boolean => REQUEST_SECRET_NAME.test(name);

/** How deep a body is copied; deeper values are replaced (a journal entry stays small whatever is sent). */
const MAX_DEPTH = 20;

/**
 * A copy of a JSON value with every property named like a secret replaced by "[redacted]" (an empty one, null or
 * '', stays as it is: nothing was sent).
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const copy = item !== null && item !== '' && isRequestSecret(key) ? REDACTED : redactSecrets(item, depth + 1);
    // A "__proto__" key (JSON.parse makes it an own property) stays a plain property, not the copy's prototype.
    Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
  }
  return out;
}
