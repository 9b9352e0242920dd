/** Small cookie helpers: the session, locale and remembered redirect live in cookies (docs/storefront.md, States and Limits). */
export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function getCookie(name: string): string | null {
  // The server renders as a guest: no document, no cookie (docs/adr/0019-server-rendering.md).
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decodeURIComponent(item.slice(prefix.length));
  }
  return null;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  const pieces = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`, 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) pieces.push(`max-age=${options.maxAgeSeconds}`);
  document.cookie = pieces.join('; ');
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; SameSite=Lax`;
}
