import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as last seen: read in a scroll event or an animation frame, never in a render or a
 * commit. Reading `window.scrollY` makes the browser lay the page out first: in React's check after a commit, that
 * was the whole layout of the first load's page (200 ms at 4x CPU on checkout) inside the commit's task instead of
 * the frame's own (docs/adr/0016-first-load-on-a-phone.md).
 */
let lastScrollY = 0;

function subscribe(onChange: () => void): () => void {
  const onScroll = () => {
    lastScrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  // Where the page starts (a restored scroll position): read in the next frame, where the layout is due anyway.
  const frame = requestAnimationFrame(onScroll);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
  };
}

/** Whether the page is scrolled further than `offset` px; re-renders only when that answer flips. */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > offset,
    () => false,
  );
}
