import type { ReactNode } from 'react';
import { ModalDialog } from './modal-dialog';

interface ModalProps {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** A close button under the content too (views that are only read, such as tracking). */
  footerClose?: boolean;
}

/**
 * A native modal <dialog> shown while mounted: the browser makes the page behind inert and returns focus to the
 * opener on close; Escape and the close buttons call onClose.
 */
export function Modal({ title, closeLabel, onClose, children, wide, footerClose }: ModalProps) {
  return (
    <ModalDialog onCancel={onClose} boxClassName={wide ? 'w-[36rem] max-w-[90vw]' : 'w-[28rem] max-w-[90vw]'}>
      {(titleId) => (
        <>
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button type="button" className="btn btn-circle btn-ghost btn-sm" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          {children}
          {footerClose ? (
            <div className="modal-action">
              <button type="button" className="btn" onClick={onClose}>
                {closeLabel}
              </button>
            </div>
          ) : null}
        </>
      )}
    </ModalDialog>
  );
}
