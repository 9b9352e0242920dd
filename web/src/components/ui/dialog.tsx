import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** The confirm button is off (nothing valid to confirm yet), without the busy state. */
  confirmDisabled?: boolean;
  /** Wider box for content such as a picker. */
  wide?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation on ModalDialog: Tab stays inside, Escape cancels and focus returns to the opener (also when
 * the dialog unmounts instead of closing), so the wrapper only mirrors `open` and maps Escape to cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy,
  confirmDisabled,
  wide,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onCancel={onCancel} boxClassName={wide ? 'w-[32rem] max-w-[90vw]' : 'w-96'}>
      {(titleId) => (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children ? <div className="mt-3">{children}</div> : null}
          <div className="modal-action">
            <Button variant="ghost" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant="primary" onClick={onConfirm} disabled={busy || confirmDisabled} aria-busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
