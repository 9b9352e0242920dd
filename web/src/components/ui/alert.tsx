import type { ReactNode } from 'react';

export type AlertKind = 'success' | 'error' | 'info';

const KIND_CLASS: Record<AlertKind, string> = { success: 'alert-success', error: 'alert-error', info: 'alert-info' };

/** daisyUI stack of toasts at the top centre of the viewport. */
export function ToastStack({ children }: { children: ReactNode }) {
  return <div className="toast toast-top toast-center z-[100] w-max max-w-[560px]">{children}</div>;
}

/** One message; errors are announced assertively (role=alert), the rest politely (role=status). */
export function Alert({ kind, children, onDismiss, dismissLabel }: { kind: AlertKind; children: ReactNode; onDismiss?: () => void; dismissLabel?: string }) {
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
