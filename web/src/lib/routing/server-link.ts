import { safeRedirect } from './redirect';

/**
 * Where a link the server configured (a menu's pc_url, a banner's url, a customer-service link) may lead: a page of
 * this site, navigated in the router, or a page of another site, which must be written as an absolute http(s) URL
 * and is shown as such (new tab, rel="noopener noreferrer"). Nothing else becomes a link.
 */
export type ServerLink = { kind: 'route'; path: string } | { kind: 'external'; href: string };

// eslint-disable-next-line no-control-regex
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** An absolute http(s) URL without credentials, normalised, or null. Backslashes and control characters are refused. */
export function externalHref(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || !/^https?:\/\//i.test(text) || CONTROL_OR_BACKSLASH.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '' || !url.hostname) return null;
  return url.href;
}

/**
 * A server-given link target: an absolute http(s) URL is external; anything else is read as a path of this site
 * ("users/coupon_list" is "/users/coupon_list") and kept only when it stays on the site (safeRedirect: dot segments,
 * encoded dots and slashes, backslashes and the like resolved before judging). "//host" is not an explicit
 * external link, so it is dropped. Null when there is nothing safe to link to.
 */
export function serverLink(value: string | null | undefined): ServerLink | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:/i.test(text)) {
    const href = externalHref(text);
    return href ? { kind: 'external', href } : null;
  }
  const path = safeRedirect(text.startsWith('/') ? text : `/${text}`, '');
  return path ? { kind: 'route', path } : null;
}
