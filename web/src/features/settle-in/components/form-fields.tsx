import { isValidationKey } from '@contract';
import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Field messages are validation keys (contract messages.ts); a server message is shown as is. */
export function useFieldText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => (message ? (isValidationKey(message) ? t(message) : message) : undefined);
}

/** The message under a control, tied to it by aria-describedby and announced (role=alert). */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-error">
      {text}
    </p>
  );
}

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  optional?: boolean;
  suffix?: ReactNode;
}

export function TextInput({ label, registration, error, optional, suffix, type = 'text', ...rest }: TextInputProps) {
  const { t } = useTranslation('settleIn');
  const id = useId();
  const text = useFieldText()(error);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
        {optional ? <span className="ml-1 font-normal text-base-content/70">{t('form.optional')}</span> : null}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={id}
          type={type}
          className={`input-bordered input w-full min-w-0 flex-1 ${text ? 'input-error' : ''}`}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? `${id}-error` : undefined}
          {...registration}
          {...rest}
        />
        {suffix}
      </div>
      <FieldError id={`${id}-error`} text={text} />
    </div>
  );
}

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
  const id = useId();
  const text = useFieldText()(error);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`select-bordered select w-full ${text ? 'select-error' : ''}`}
        value={Number.isNaN(value) ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        onBlur={onBlur}
        aria-invalid={text ? true : undefined}
        aria-describedby={text ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} text={text} />
    </div>
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
      className="btn w-36 shrink-0 btn-outline btn-primary"
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
