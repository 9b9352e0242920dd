/**
 * Navigation state that asks the layout to keep the scroll position (a tab or page change further down a page);
 * every other new page starts at the top.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function wantsKeptScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
