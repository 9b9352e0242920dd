import type DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { assetUrl } from './asset-url';
import { useAdoptingServerMarkup } from './render-status';

let purifier: typeof DOMPurify | null = null;
let loading: Promise<typeof DOMPurify> | null = null;

/**
 * Fetches DOMPurify once (a failed fetch is tried again on the next call). A page that shows server HTML in its
 * first view calls it when its own code arrives, so the HTML renders in the same pass as the rest of the page:
 * on a phone the product's description picture is often the largest paint (docs/adr/0018).
 */
export function loadSanitiser(): Promise<typeof DOMPurify> {
  loading ??= import('dompurify').then(
    ({ default: loaded }) => (purifier = loaded),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Server HTML (a product's description, the settlement agreement) made safe to render: DOMPurify removes scripts,
 * event handlers, javascript: URLs, styles, forms and frames before anything touches the DOM. Then links open in
 * a new tab without the opener, and pictures load lazily from the API origin with an alt text. DOMPurify is
 * imported on first use only (loadSanitiser), so pages without server HTML never download it. Answers null until
 * the HTML is ready (and while `html` is undefined); at once when DOMPurify is already there.
 */
export function useSanitisedHtml(html: string | undefined): string | null {
  const [ready, setReady] = useState(() => purifier !== null);
  // DOMPurify needs a DOM: the server renders the loading text, and so does the render that hydrates its markup
  // (docs/adr/0019-server-rendering.md); a client-only render sanitises at once as before.
  const canSanitise = !useAdoptingServerMarkup();
  useEffect(() => {
    if (ready || html === undefined) return undefined;
    let alive = true;
    loadSanitiser().then(
      () => alive && setReady(true),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [ready, html]);
  return useMemo(
    () => (canSanitise && ready && purifier && html !== undefined ? sanitise(purifier, html) : null),
    [canSanitise, ready, html],
  );
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
