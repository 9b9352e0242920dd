import type { ReactNode } from 'react';
import { Button } from './button';
import { useDialog } from './use-dialog';

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
 * A modal confirmation on the native <dialog>: the browser traps focus, closes on Escape and restores focus to
 * the opener, so the wrapper only mirrors `open` and maps Escape to cancel.
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
    >
      <div className={`modal-box ${wide ? 'w-[32rem] max-w-[90vw]' : 'w-96'}`}>
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
      </div>
    </dialog>
  );
}
