import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { queryKey } from '../api/query-keys';
import { useAdoptingServerMarkup } from '../react/render-status';

/** Server HTML made safe by the rules of lib/sanitise/sanitise.ts. */
type Cleaner = (html: string) => string;

let cleaner: Cleaner | null = null;
let loading: Promise<Cleaner> | null = null;

/**
 * Fetches DOMPurify and the cleaning rules once (a failed fetch is tried again on the next call). A page that shows
 * server HTML in its first view calls it when its own code arrives, so the HTML renders in the same pass as the
 * rest of the page: on a phone the product's description picture is often the largest paint (docs/adr/0018). The
 * server's cleaner runs DOMPurify over jsdom (lib/sanitise/server-sanitiser.ts); the client build leaves that branch out.
 */
export function loadSanitiser(): Promise<Cleaner> {
  loading ??= (import.meta.env.SSR ? import('./server-sanitiser') : import('./sanitise')).then(
    (loaded) => (cleaner = loaded.clean),
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
  // The server's clean string for `html`, taken by the render that adopts its markup, kept while `html` is the same.
  const [fromServer] = useState(() =>
    adopting ? ([html, queryClient.getQueryData<string>(queryKey('sanitisedHtml', html))] as const) : [],
  );
  const adopted = fromServer[0] === html ? fromServer[1] : undefined;
  const [ready, setReady] = useState(() => cleaner !== null);
  useEffect(() => {
    if (ready || html === undefined || adopted !== undefined) return undefined;
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
    if (adopted !== undefined) return adopted;
    if (import.meta.env.SSR && cleaner && html !== undefined) {
      const clean = cleaner(html);
      queryClient.setQueryData(queryKey('sanitisedHtml', html), clean);
      return clean;
    }
    // Hydration without the server's string renders the loading line the server sent.
    return adopting || !ready || !cleaner || html === undefined ? null : cleaner(html);
  }, [adopted, adopting, ready, html, queryClient]);
}
