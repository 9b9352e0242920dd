/**
 * Parameters that ad and social networks add to a link they carry (Facebook's fbclid, Google's gclid, utm_* campaign
 * tags...): no page reads them, and each click brings a value of its own (docs/storefront.md, States, "Links from
 * other sites").
 */
const TRACKING = /^(utm_[a-z_]*|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|yclid|igshid|mc_cid|mc_eid|_gl)$/i;

/**
 * `url` (a path with its query and fragment) without the tracking parameters, every other parameter kept as it was
 * written (order and encoding); the same string when it has none. The server renders, and keeps in its page cache,
 * the page of this URL, and the browser shows it before the app adopts the server's markup, so both render one page.
 */
export function withoutTrackingParams(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return url;
  const parts = beforeHash.slice(queryAt + 1).split('&');
  const kept = parts.filter((part) => !TRACKING.test(part.split('=', 1)[0] ?? ''));
  if (kept.length === parts.length) return url;
  const query = kept.filter((part) => part !== '').join('&');
  return `${beforeHash.slice(0, queryAt)}${query ? `?${query}` : ''}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}
