import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';
import { useDebounced } from '../hooks/use-debounced';
import { BTN, BTN_OUTLINE, BTN_PRIMARY } from '../../../components/ui/classes';

/**
 * The send-code button of the SMS and email forms (docs/storefront.md, States and Limits): debounced 500 ms, then disabled for 60 s with a
 * countdown, then it reads "Retry". `onSend` validates the target first and resolves true once a code went out.
 */
export function CodeButton({ onSend, initiallyRunning = false }: { onSend: () => Promise<boolean>; initiallyRunning?: boolean }) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown(undefined, initiallyRunning);
  const [sending, setSending] = useState(false);
  const send = useDebounced(() => {
    if (countdown.running || sending) return;
    setSending(true);
    onSend()
      .then((sent) => {
        if (sent) countdown.start();
      })
      .catch(() => undefined)
      .finally(() => setSending(false));
  });
  let label = t('sendCode');
  if (countdown.running) label = t('resendIn', { seconds: countdown.remaining });
  else if (countdown.finished) label = t('retry');
  return (
    <button
      type="button"
      className={`${BTN} min-w-36 shrink-0 ${BTN_OUTLINE} whitespace-nowrap tabular-nums ${BTN_PRIMARY}`}
      disabled={countdown.running || sending}
      aria-busy={sending || undefined}
      onClick={() => send()}
    >
      {label}
    </button>
  );
}
