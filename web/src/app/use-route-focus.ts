import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (a lazy route's code, then its data) before focus goes to main. */
const HEADING_WAIT_MS = 8000;

/** Focuses a page's heading (focusable from script only) or main, unless focus is inside an open dialog. */
function focusTarget(target: HTMLElement, main: HTMLElement): void {
  if (document.activeElement?.closest('dialog[open]')) return;
  if (target !== main && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.dataset.routeFocus = '';
  }
  target.focus({ preventScroll: true });
}

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
    const main = document.getElementById(mainId);
    if (!main) return;
    // The effect runs once the new location has rendered, so an h1 in main now is the new page's; a page that shows
    // it later (after its code or data) is watched for.
    const observer = new MutationObserver(() => look());
    let timer = 0;
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    function look(): boolean {
      const heading = main?.querySelector('h1');
      if (!main || !heading) return false;
      stop();
      focusTarget(heading, main);
      return true;
    }
    if (look()) return;
    observer.observe(main, { childList: true, subtree: true });
    timer = window.setTimeout(() => {
      stop();
      focusTarget(main.querySelector('h1') ?? main, main);
    }, HEADING_WAIT_MS);
    return stop;
  }, [pathname, mainId]);
}
