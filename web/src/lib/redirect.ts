/**
 * Accepts a redirect target only when it is a same-site relative path: it starts with one "/", and after
 * decoding (repeatedly) it has no scheme, no "//" or "/\" authority, no backslashes and no control characters.
 * Anything else gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  let decoded = target;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return fallback;
    }
  }
  for (const candidate of [target, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\')) return fallback;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
    if (/^\/[^/?#]*:/.test(candidate) && /^[a-z][a-z0-9+.-]*:/i.test(candidate.slice(1))) return fallback;
  }
  try {
    const base = 'http://same.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
