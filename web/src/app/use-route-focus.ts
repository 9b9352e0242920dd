import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation to another path, focus moves to the new page's h1 (or to main when the page shows
 * none in time), so keyboard and screen-reader users start at the new content instead of on the body or on a link
 * of the page they left. Not on the first load (the browser starts at the top of the document), not when only the
 * query changes (sorting or paging a list keeps focus on its control), and never out of an open dialog.
 */
export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  // The path focus was last placed for: the first load's own, so a re-run of the effect for it moves nothing.
  const placedFor = useRef(pathname);
  useEffect(() => {
    if (placedFor.current === pathname) return;
    placedFor.current = pathname;
    // The focus code loads on the first navigation (route-focus.ts): the first load never needs it.
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./route-focus').then(
      ({ focusNewPage }) => {
        if (!cancelled) stop = focusNewPage(mainId);
      },
      // Offline after a deploy (the chunk is gone): focus stays where it is, as before this hook.
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, mainId]);
}
