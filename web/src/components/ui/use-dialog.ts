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
 * - `titleId` is for the heading the dialog names itself by (aria-labelledby).
 */
export function useDialog(open = true) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      closeDialog(dialog);
    }
    return () => {
      // A change of `open` is handled by the next setup; a dialog still in the document is not being unmounted.
      if (open && dialog.open && !dialog.isConnected) closeDialog(dialog);
    };
  }, [open]);
  return { ref, titleId };
}

function closeDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
