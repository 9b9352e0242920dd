import type DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { assetUrl } from './asset-url';

/**
 * Server HTML (a product's description, the settlement agreement) made safe to render: DOMPurify removes scripts,
 * event handlers, javascript: URLs, styles, forms and frames before anything touches the DOM. Then links open in
 * a new tab without the opener, and pictures load lazily from the API origin with an alt text. DOMPurify is
 * imported here on first use only, so pages without server HTML never download it. Answers null until the
 * HTML is ready (and while `html` is undefined).
 */
export function useSanitisedHtml(html: string | undefined): string | null {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    if (html === undefined) return undefined;
    let alive = true;
    void import('dompurify').then(({ default: purifier }) => {
      if (!alive) return;
      setClean(sanitise(purifier, html));
    });
    return () => {
      alive = false;
    };
  }, [html]);
  return clean;
}

/** The cleaning itself, given DOMPurify (loaded by the hook). */
export function sanitise(purifier: typeof DOMPurify, html: string): string {
  const fragment = purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'iframe'],
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  for (const img of fragment.querySelectorAll('img')) {
    img.setAttribute('loading', 'lazy');
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
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
