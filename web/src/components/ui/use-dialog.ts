import { useEffect, useId, useRef } from 'react';

/**
 * The one open/close logic behind every modal <dialog> of the web. The native modal dialog does the rest: the
 * browser makes the page behind inert, traps focus, turns Escape into a `cancel` event and, when the dialog is
 * closed with close(), returns focus to the element that opened it.
 *
 * - `open` true shows the dialog with showModal() (jsdom lacks it: the open attribute stands in there);
 *   `open` false closes it. A dialog shown while it is mounted passes nothing.
 * - On unmount an open dialog is closed first, rather than only removed, so that focus still returns to the opener.
 *   Only a real unmount: by the time React runs a passive effect's cleanup for an unmount, it has already taken the
 *   element out of the document. In development, React's StrictMode runs every new effect's cleanup and setup once
 *   more while the element stays in place; closing there queued a `close` event that reached the owner after the
 *   dialog was shown again, and the sign-in modal closed itself at once under `npm start`.
 * - Focus goes back to the element that had it when the dialog was shown (the opener), as the sign-in modal's host
 *   does: the browser does so itself only for a dialog still in the document, and a dialog that unmounts is already
 *   out of it. Only when focus was lost (on the body, or in the closed dialog): an owner that moved it on purpose
 *   (a confirmed change that removed the opener) keeps its choice, and an opener that has left the page is skipped.
 * - `titleId` is for the heading the dialog names itself by (aria-labelledby).
 */
export function useDialog(open = true) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const from = opener;
    if (!dialog) return undefined;
    if (open && !dialog.open) {
      const active = document.activeElement;
      from.current = active instanceof HTMLElement && active !== document.body && !dialog.contains(active) ? active : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      closeDialog(dialog);
      returnFocus(dialog, from);
    }
    return () => {
      // A change of `open` is handled by the next setup; a dialog still in the document is not being unmounted.
      if (open && dialog.open && !dialog.isConnected) {
        closeDialog(dialog);
        returnFocus(dialog, from);
      }
    };
  }, [open]);
  return { ref, titleId };
}

/** After the close and the renders it causes: back to the opener, if focus was lost and the opener is still there. */
function returnFocus(dialog: HTMLDialogElement, from: { current: HTMLElement | null }) {
  const target = from.current;
  from.current = null;
  window.setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected || dialog.contains(active);
    if (lost && target?.isConnected) target.focus();
  }, 0);
}

function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
