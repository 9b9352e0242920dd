import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `root`, in order (hidden ones left out). */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
}

/**
 * Keeps Tab inside a modal dialog: from its last element Tab goes to the first, and Shift+Tab from the first to the
 * last. A native modal <dialog> makes the page behind inert but lets Tab leave for the document once before it
 * comes back; this is the keydown handler of every modal of the web (ModalDialog, the sign-in modal).
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null): void {
  if (event.key !== 'Tab' || !root) return;
  const items = focusables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
