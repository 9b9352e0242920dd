import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onAppEvent, type ToastKind } from '../../lib/app-events';
import { Alert, ToastStack } from '../ui/alert';

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** Errors stay longer: they usually ask the reader to do something. */
const TOAST_MS: Record<ToastKind, number> = { success: 3000, info: 4000, error: 6000 };
const MAX_TOASTS = 3;

/** Shows the `toast` app event (from the API client and features) as a short-lived message stack. */
export function Toaster() {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const off = onAppEvent('toast', ({ kind, message }) => {
      if (!message) return;
      const id = nextId.current++;
      setToasts((list) => [...list.filter((item) => item.message !== message), { id, kind, message }].slice(-MAX_TOASTS));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((item) => item.id !== id));
      }, TOAST_MS[kind]);
      timers.add(timer);
    });
    return () => {
      off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  if (toasts.length === 0) return null;
  return (
    <ToastStack>
      {toasts.map((item) => (
        <Alert
          key={item.id}
          kind={item.kind}
          dismissLabel={t('common.dismiss')}
          onDismiss={() => setToasts((list) => list.filter((other) => other.id !== item.id))}
        >
          {item.message}
        </Alert>
      ))}
    </ToastStack>
  );
}
