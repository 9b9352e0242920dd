import DOMPurify from 'dompurify';
import { assetUrl } from '../asset-url';

/**
 * Loaded with DOMPurify, on first use (lib/sanitise/use-sanitised-html.ts, loadSanitiser): the cleaning code is not part of
 * any page's first load.
 */

/**
 * The rules server HTML is cleaned with, the same in the browser and on the server (docs/adr/0019-server-rendering.md):
 * DOMPurify's HTML profile without styles, forms and frames; then links open in a new tab without the opener, and
 * pictures (all but the first) load lazily from the API origin with an alt text. `purifier` is the browser's DOMPurify, or the server's
 * over jsdom (lib/sanitise/server-sanitiser.ts).
 */
export function sanitise(purifier: typeof DOMPurify, html: string): string {
  const fragment = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const [index, img] of [...fragment.querySelectorAll('img')].entries()) {
    // The first picture loads at once: on a phone (the desktop layout scaled down) it is the product page's largest
    // paint, and a lazy one waits for the layout before it is even asked for (docs/adr/0018). The rest wait.
    if (index === 0) img.removeAttribute('loading');
    else img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    const src = img.getAttribute('src');
    // Root-relative URLs resolve against the API origin like every other API image.
    if (src) img.setAttribute('src', assetUrl(src));
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    link.setAttribute('rel', 'noopener noreferrer nofollow');
    link.setAttribute('target', '_blank');
  }
  // The fragment's own document: the browser's, or the server's jsdom window.
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** The browser's cleaner. */
export const clean = (html: string): string => sanitise(DOMPurify, html);
