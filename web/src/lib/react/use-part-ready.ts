import { useEffect, useState } from 'react';
import type { DeferredPart } from './deferred-part';
import { useAdoptingServerMarkup } from './render-status';

/**
 * Whether a page can show `part` without it appearing after the page: for a part between the page's other content
 * (the product's coupon row, between the price and the buttons), whose late arrival would push what is below it
 * down. The page shows its own placeholder until this is true, as it does while its data is on its way.
 *
 * The part's code is fetched when the page mounts, beside the page's data, whether it will be `needed` or not yet
 * known. True when the part is not `needed`, once its code is here, when the fetch failed, its tries included (the
 * part then fails as a deferred part does, to the chunk-reload rule) and from the moment the browser is found offline
 * (the part keeps its placeholder until the connection is back, and the page shown meanwhile stays). And for a page that mounted on the
 * server's markup, for its lifetime: the part is kept from the server there and hydrates when its code comes
 * (deferred-part.tsx, FromServer), so the page never changes what hydration found.
 */
export function usePartReady<P extends object>(part: DeferredPart<P>, needed: boolean): boolean {
  const adopting = useAdoptingServerMarkup();
  const [fromServer] = useState(adopting);
  const [ended, setEnded] = useState(() => part.isLoaded());
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // Once shown offline, the page is not taken back to its placeholder when the connection returns before the code.
  const [shownOffline, setShownOffline] = useState(false);
  if (offline && needed && !shownOffline) setShownOffline(true);
  useEffect(() => {
    if (fromServer || ended) return undefined;
    let live = true;
    void part.preload().then(() => live && setEnded(true));
    return () => {
      live = false;
    };
  }, [part, fromServer, ended]);
  return !needed || fromServer || ended || offline || shownOffline;
}
