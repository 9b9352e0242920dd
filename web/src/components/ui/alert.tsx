import { useLayoutEffect, useRef, type ReactNode } from 'react';

export type AlertKind = 'success' | 'error' | 'info';

const SUPPORTS_POPOVER = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype;

/** The header's full height (components/layout/header.tsx: top bar 36 px, main bar 96 px, category bar 42 px) and a gap. */
const TOAST_TOP = '11.25rem';

const KIND_CLASS: Record<AlertKind, string> = { success: 'alert-success', error: 'alert-error', info: 'alert-info' };

/**
 * daisyUI stack of toasts at the top centre, below the page header (TOAST_TOP) so a message never hides the search
 * box, the cart or the menus. It lives in the top layer (a manual popover): a modal <dialog>, such as the sign-in
 * modal, sits in the top layer too and would otherwise cover every message shown while it is open. Over an open modal
 * dialog the stack goes just above the dialog's box, else just below it, else at the window's top when the box
 * leaves no room: in its usual place it would hide a field of the form the message is about.
 */
export function ToastStack({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !SUPPORTS_POPOVER) return;
    // Re-entering the top layer puts the stack above a dialog opened since it was last shown.
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
    const box = [...document.querySelectorAll('dialog[open] .modal-box')].pop()?.getBoundingClientRect();
    const height = element.offsetHeight + 8;
    element.style.top = !box
      ? TOAST_TOP
      : `${box.top >= height + 8 ? box.top - height : box.bottom + height <= innerHeight ? box.bottom + 8 : 8}px`;
  });
  return (
    <div
      ref={ref}
      popover={SUPPORTS_POPOVER ? 'manual' : undefined}
      className="toast toast-center toast-top right-auto bottom-auto z-[100] m-0 w-max max-w-[560px] overflow-visible border-0 bg-transparent"
      style={{ top: TOAST_TOP }}
    >
      {children}
    </div>
  );
}

/** One message; errors are announced assertively (role=alert), the rest politely (role=status). */
export function Alert({
  kind,
  children,
  onDismiss,
  dismissLabel,
}: {
  kind: AlertKind;
  children: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
}) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`alert ${KIND_CLASS[kind]} py-2 text-sm shadow-md`}>
      <span>{children}</span>
      {onDismiss ? (
        <button type="button" className="btn btn-ghost btn-xs" onClick={onDismiss} aria-label={dismissLabel}>
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
    </div>
  );
}
