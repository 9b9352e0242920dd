/**
 * The Host header a request may carry: a name of letters, digits, `.`, `-`, `_`, `~` (no percent-escapes), an IPv4
 * address, or an IPv6 address in brackets, then an optional `:port` (0 to 65535). The request's origin is built from
 * it and pasted into absolute image URLs inside JSON answers (core/kit.ts absoluteImageUrls): a quote, a space, a
 * slash or an unbalanced bracket there gave invalid JSON, a crash or a 404 on every route.
 * Answers what is wrong with it, or null when it may be used.
 */
export function hostProblem(host: string): string | null {
  if (host.length === 0) return 'Host: The header is empty';
  if (host.length > 255) return 'Host: The header is too long (at most 255 characters)';
  const parts = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{1,5}))?$/.exec(host);
  if (!parts) {
    if (/^\[[^\]]*$/.test(host) || /^[^[]*\]/.test(host)) return 'Host: The header has an unbalanced bracket';
    const port = /:([^:\]]*)$/.exec(host)?.[1];
    if (port !== undefined && !host.startsWith('[') && /^[A-Za-z0-9._~-]+$/.test(host.slice(0, host.lastIndexOf(':'))))
      return 'Host: The port must be a number from 0 to 65535';
    return 'Host: Not a valid host name (letters, digits, ".", "-", an IPv4 address or an IPv6 one in brackets, then an optional :port)';
  }
  if (parts[2] !== undefined && Number(parts[2]) > 65535) return 'Host: The port must be a number from 0 to 65535';
  try {
    // An address the URL parser refuses ([::::1], 999.1.1.1) would make the request's URL throw later.
    new URL(`http://${host}/`);
  } catch {
    return 'Host: Not a valid host name (letters, digits, ".", "-", an IPv4 address or an IPv6 one in brackets, then an optional :port)';
  }
  return null;
}

/**
 * MOCK_PUBLIC_URL as absolute URLs in answers start with: an http(s) URL without credentials, query or fragment,
 * serialised by the URL parser (a quote or a space in its path percent-escaped, so it can go into JSON as it is),
 * without a trailing slash. Throws a one-line message naming the variable otherwise.
 */
export function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MOCK_PUBLIC_URL: "${value}" is not a URL (e.g. https://mock.example.com)`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash)
    throw new Error(`MOCK_PUBLIC_URL: "${value}" must be an http or https URL without credentials, query or fragment`);
  return url.href.replace(/\/+$/, '');
}
