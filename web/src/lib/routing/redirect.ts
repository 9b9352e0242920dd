/** A dummy origin to resolve paths against: a path is same-site when resolving it keeps this origin. */
const SAME = 'https://same.invalid';
const DECODE_ROUNDS = 4;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** `/scheme:...`: a first segment that reads as a URL scheme (never a page of this site). */
const SCHEME_SEGMENT = /^\/[a-z][a-z0-9+.-]*:/i;

/** The value and its percent-decoded forms (decoded until stable), or null when one of them cannot be decoded. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < DECODE_ROUNDS; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  // Still changing after that many rounds: nothing legitimate is encoded this deep.
  return null;
}

/** The path, query and fragment `value` resolves to on this site, or null when it leaves the site. */
function resolvedPath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, SAME);
  } catch {
    return null;
  }
  if (url.origin !== SAME) return null;
  // A path that resolves to "//host" (from "/.//host", "/a/..//host", ...) is protocol-relative once written out.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A same-site path for a redirect or link target, or the fallback. The value must be written as a path ("/...");
 * it and each of its percent-decoded forms are resolved against a dummy origin exactly as a browser would (dot
 * segments, "%2e" dots, backslashes, stripped tabs and newlines) and must stay on that origin without turning into
 * a protocol-relative "//host". Backslashes and control characters are refused outright. The answer is the
 * normalised path, query and fragment ("/a/../b" gives "/b").
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || CONTROL.test(target) || !formsStayOnSite(target)) return fallback;
  const path = resolvedPath(target);
  // The answer must mean the same when it is resolved again (no second normalisation step left to exploit), and
  // its own decoded forms must stay on the site too: normalising can bring an encoded slash next to the first one
  // ("/%2E/%2f.." gives "/%2f..", which reads "//.." once decoded).
  if (path === null || resolvedPath(path) !== path || !formsStayOnSite(path)) return fallback;
  return path;
}

/** Whether the path of `value` (before the first raw "?" or "#") and each of its percent-decoded forms stay on the site. */
function formsStayOnSite(value: string): boolean {
  // Only the path decides where a link goes: the query and fragment may hold anything, "%" and "\\" included.
  const forms = decodedForms(value.split(/[?#]/)[0] ?? '');
  if (!forms) return false;
  return forms.every(
    (form) =>
      form.startsWith('/') && !form.includes('\\') && !CONTROL.test(form) && !SCHEME_SEGMENT.test(form) && resolvedPath(form) !== null,
  );
}
