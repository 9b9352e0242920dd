import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/field';
import { BTN, BTN_OUTLINE, BTN_PRIMARY } from '../../../components/ui/classes';

export interface Option {
  id: number;
  name: string;
}

/** A select over ids; NaN stands for "nothing chosen" (the placeholder), which the schema reports. */
export function IdSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string;
  placeholder: string;
  options: readonly Option[];
  value: number;
  onChange: (id: number) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  return (
    <SelectField
      label={label}
      error={error}
      value={Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      onBlur={onBlur}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

const RESEND_SECONDS = 60;

/**
 * The send-code button: `onSend` checks the email and sends, resolving true once a code went out; the button is
 * then off for 60 s with a countdown (wall-clock based, so a background tab still ends on time).
 */
export function SendCodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const { t } = useTranslation('settleIn');
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (endsAt === null) return undefined;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const running = endsAt !== null;
  return (
    <button
      type="button"
      className={`${BTN} min-w-36 shrink-0 ${BTN_OUTLINE} whitespace-nowrap tabular-nums ${BTN_PRIMARY}`}
      disabled={running || sending}
      aria-busy={sending || undefined}
      onClick={() => {
        setSending(true);
        onSend()
          .then((sent) => {
            if (sent) setEndsAt(Date.now() + RESEND_SECONDS * 1000);
          })
          .finally(() => setSending(false));
      }}
    >
      {running ? t('form.resendIn', { seconds: left }) : t('form.sendCode')}
    </button>
  );
}
