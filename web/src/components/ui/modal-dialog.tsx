import type { ReactNode } from 'react';
import { keepTabInside } from './focus-trap';
import { useDialog } from './use-dialog';

interface ModalDialogProps {
  /** Shown while true; a dialog shown for as long as it is mounted leaves it out (useDialog). */
  open?: boolean;
  /** Escape (the dialog's cancel event), which the dialog does not handle itself: the owner decides. */
  onCancel: () => void;
  /**
   * Some browsers close a modal dialog without a cancel event (a repeated Escape); with this, such a close calls
   * onCancel too, so the owner's state stays in step. Only a close the dialog did not ask for counts: a close
   * event arriving after the dialog was shown again (it is queued) is ignored.
   */
  followBrowserClose?: boolean;
  /** Width classes of the box. */
  boxClassName: string;
  /** The content, given the id its heading must carry (the dialog is labelled by it). */
  children: (titleId: string) => ReactNode;
}

/**
 * The one frame of the web's modal dialogs: a native <dialog> (the page behind is inert; Tab is kept inside,
 * keepTabInside, and focus returns to the opener on close, useDialog) with daisyUI's modal box, labelled by its heading. ConfirmDialog, Modal and the dialogs
 * with their own layout (the address form, the settlement agreement) are built on it.
 */
export function ModalDialog({ open = true, onCancel, followBrowserClose, boxClassName, children }: ModalDialogProps) {
  const { ref, titleId } = useDialog(open);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => keepTabInside(event, ref.current)}
      onClose={
        followBrowserClose
          ? () => {
              if (!ref.current?.open) onCancel();
            }
          : undefined
      }
    >
      <div className={`modal-box ${boxClassName}`}>{children(titleId)}</div>
    </dialog>
  );
}
