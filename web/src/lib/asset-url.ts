import { getConfig } from './config';

/**
 * Image and file URLs from the API: the real backend answers absolute URLs; the mock answers root-relative
 * ones ("/mock-images/…"), which belong to the API's origin, not the web's, when apiBase points elsewhere.
 */
export function assetUrl(url: string | null | undefined): string {
  if (!url) return '';
  if (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//')) return url;
  const base = getConfig().apiBase.replace(/\/+$/, '');
  return url.startsWith('/') ? `${base}${url}` : `${base}/${url}`;
}
