// Focus after a client-side navigation (use-route-focus.ts): loaded on the first navigation, not with the first page,
// since the first load never moves focus (docs/adr/0005-first-load-bundle-budget.md).

/** How long a new page may take to show its heading (a lazy route's code, then its data) before focus goes to main. */
const HEADING_WAIT_MS = 8000;

/** Not hidden up to main: React hides a suspended page's old content with an inline display: none. */
function shownIn(element: HTMLElement, main: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

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
 * Moves focus to the page now shown in main: its shown h1, followed while the page settles, or main itself when no
 * heading comes in time. Answers a function that stops following.
 */
export function focusNewPage(mainId: string): () => void {
  const main = document.getElementById(mainId);
  if (!main) return () => undefined;
  // The effect runs once the new location has rendered, so an h1 in main now is the new page's. A page may show it
  // later (after its code or data), or swap it for another element (a loading state's heading for the loaded
  // one's), which drops focus to the body: until the page settles, focus follows the page's current heading.
  let placed: HTMLElement | null = null;
  const observer = new MutationObserver(() => place());
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  const timer = window.setTimeout(() => {
    stop();
    if (!placed) focusTarget(main.querySelector('h1') ?? main, main);
  }, HEADING_WAIT_MS);
  function place(): void {
    if (!main) return;
    const active = document.activeElement;
    // The shopper has moved on (typed, tabbed, clicked): leave focus where they put it.
    if (placed && active !== placed && active !== document.body && active !== null) return stop();
    // A shown heading: the page being left can linger hidden (display: none) while the new one's code loads.
    const heading = [...main.querySelectorAll('h1')].find((h) => shownIn(h, main));
    if (!heading || heading === placed) return;
    focusTarget(heading, main);
    // Placed only once it took focus (an element on its way out may refuse it).
    if (document.activeElement === heading) placed = heading;
  }
  place();
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
