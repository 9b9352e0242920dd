import { isValidationKey } from '@contract';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/use-locale';
import { CodeButton } from './code-button';
import { DEFAULT_DIAL_CODE } from '../../../components/country/country-search';
import { CountryPicker } from '../../../components/country/country-picker';
import { paths } from '../../../lib/paths';

/** Field messages are validation keys (contract/src/common/messages.ts); anything else is shown as is. */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => {
    if (!message) return undefined;
    return isValidationKey(message) ? t(message) : message;
  };
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Shown before the input (the country picker). */
  prefix?: ReactNode;
  /** Shown after the input (the send-code button). */
  suffix?: ReactNode;
}

/** A labelled input whose message sits right under it, tied by aria-describedby and announced (role=alert). */
export function TextField({ label, registration, error, prefix, suffix, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const text = useValidationText()(error);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        {prefix}
        <input
          id={id}
          type={type}
          className={`input-bordered input w-full min-w-0 flex-1 ${text ? 'input-error' : ''}`}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          {...registration}
          {...rest}
        />
        {suffix}
      </div>
      {text ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-error">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** A phone number with its dial-code picker in front (the form's `countryCode` field). */
export function PhoneField<T extends FieldValues>({
  label,
  registration,
  error,
  control,
  countryCodeName,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  control: Control<T>;
  countryCodeName: Path<T>;
}) {
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel-national"
      registration={registration}
      error={error}
      prefix={
        <Controller
          control={control}
          name={countryCodeName}
          render={({ field }) => <CountryPicker value={String(field.value ?? DEFAULT_DIAL_CODE)} onChange={field.onChange} />}
        />
      }
    />
  );
}

/** A 6-digit verification code field with its send/countdown button (SMS or email). */
export function CodeField({
  label,
  registration,
  error,
  onSend,
  initiallyRunning = false,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  onSend: () => Promise<boolean>;
  initiallyRunning?: boolean;
}) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      registration={registration}
      error={error}
      suffix={<CodeButton onSend={onSend} initiallyRunning={initiallyRunning} />}
    />
  );
}

/** docs/storefront.md, Screens: the terms checkbox, linking the privacy agreement in a new tab. */
export function AgreementField({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation('auth');
  const { to } = useLocale();
  const id = useId();
  const errorId = `${id}-error`;
  const text = useValidationText()(error);
  return (
    <div className="mb-3 text-sm">
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id}>{t('agreeTo')}</label>
        <a className="link link-primary" href={to(paths.privacyAgreement())} target="_blank" rel="noopener noreferrer">
          {t('privacyAgreement')}
        </a>
      </div>
      {text ? (
        <p id={errorId} role="alert" className="mt-1 text-error">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** The server's answer to a failed sign-in or request, inside the form (it never resets the session). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 rounded bg-error/10 px-3 py-2 text-sm text-error">
      {message}
    </p>
  );
}

/** A text-like button that switches panels. */
export function PanelLink({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className="link text-sm text-primary link-hover" onClick={onClick}>
      {children}
    </button>
  );
}
