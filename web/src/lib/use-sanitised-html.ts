import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { assetUrl } from './asset-url';
import { queryKey } from './query-keys';
import { useAdoptingServerMarkup } from './render-status';

let purifier: typeof DOMPurify | null = null;
let loading: Promise<typeof DOMPurify> | null = null;

/**
 * Fetches DOMPurify once (a failed fetch is tried again on the next call). A page that shows server HTML in its
 * first view calls it when its own code arrives, so the HTML renders in the same pass as the rest of the page:
 * on a phone the product's description picture is often the largest paint (docs/adr/0018).
 */
export function loadSanitiser(): Promise<typeof DOMPurify> {
  // The server's DOMPurify runs over jsdom (lib/server-sanitiser.ts); the client build leaves that branch out.
  const load = import.meta.env.SSR
    ? import('./server-sanitiser').then(({ serverPurifier }) => ({ default: serverPurifier() }))
    : import('dompurify');
  loading ??= load.then(
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
 *
 * On the server the HTML is cleaned in the render (the server loads its DOMPurify over jsdom before rendering,
 * app/ssr/entry-server.tsx) and the clean string is recorded in the query cache, which travels to the client with
 * the page (`#ssr-state`). The render that adopts the server's markup takes that string instead of cleaning again,
 * so hydration finds the same HTML whether or not the browser's DOMPurify has arrived, and keeps it while `html`
 * is unchanged. Without it (a server without jsdom) both sides render the loading line, as before
 * (docs/adr/0019-server-rendering.md).
 */
export function useSanitisedHtml(html: string | undefined): string | null {
  const queryClient = useQueryClient();
  const adopting = useAdoptingServerMarkup();
  const [fromServer] = useState(() => (adopting && !import.meta.env.SSR && html !== undefined ? serverClean(queryClient, html) : null));
  const adopted = fromServer !== null && fromServer.html === html ? fromServer.clean : null;
  const [ready, setReady] = useState(() => purifier !== null);
  useEffect(() => {
    if (ready || html === undefined || adopted !== null) return undefined;
    let alive = true;
    loadSanitiser().then(
      () => alive && setReady(true),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [ready, html, adopted]);
  return useMemo(() => {
    if (adopted !== null) return adopted;
    if (html === undefined || !purifier) return null;
    if (import.meta.env.SSR) {
      const clean = sanitiseOnServer(purifier, html);
      queryClient.setQueryData(sanitisedKey(html), clean);
      return clean;
    }
    // Hydration without the server's string: the loading line the server sent.
    return adopting || !ready ? null : sanitise(purifier, html);
  }, [adopted, adopting, ready, html, queryClient]);
}

/** The query key the server records a clean string under: a digest of the HTML it was made from. */
export function sanitisedKey(html: string): readonly unknown[] {
  return queryKey('sanitisedHtml', digest(html));
}

/** The string the server cleaned `html` into, from the state the page carried (null when it sent none). */
function serverClean(queryClient: QueryClient, html: string): { html: string; clean: string } | null {
  const clean = queryClient.getQueryData(sanitisedKey(html));
  return typeof clean === 'string' ? { html, clean } : null;
}

/** A 53-bit hash of `text` (cyrb53) and its length, in base 36: tells one description from another in a page. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}.${text.length.toString(36)}`;
}

/** The server's recent results: a page renders in up to three passes, and the same products come back. */
const cleanedOnServer = new Map<string, string>();
const CLEANED_KEPT = 100;

function sanitiseOnServer(purifier: typeof DOMPurify, html: string): string {
  const known = cleanedOnServer.get(html);
  if (known !== undefined) return known;
  const clean = sanitise(purifier, html);
  if (cleanedOnServer.size >= CLEANED_KEPT) cleanedOnServer.delete(cleanedOnServer.keys().next().value ?? '');
  cleanedOnServer.set(html, clean);
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
  // The fragment's own document: the browser's, or the server's jsdom window.
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
