import { isValidationKey } from '@contract';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The one place a field message becomes text: a form's schema reports validation keys (contract
 * common/messages.ts), which read from the `validation` namespace; anything else (a server's sentence, a message a
 * form already chose) is shown as it is.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return (message) => {
    if (!message) return undefined;
    return isValidationKey(message) ? t(message) : message;
  };
}

/** What a field's control needs to be tied to its label, hint and message. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

const joinIds = (...ids: (string | false | null | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/** The message under a control, announced (role=alert) and tied to it by aria-describedby. */
export function FieldError({ id, text, className = 'mt-1 text-sm' }: { id?: string; text: string | undefined; className?: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className={`${className} text-error`}>
      {text}
    </p>
  );
}

/** A server's refusal (a failed save, sign-in or request) inside the form, above its fields. */
export function FormAlert({ message, className = 'mb-3' }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`${className} rounded bg-error/10 px-3 py-2 text-sm text-error`}>
      {message}
    </p>
  );
}

interface FrameProps {
  label: ReactNode;
  /** A validation key or a ready sentence; useValidationText turns it into the reader's language. */
  error?: string | undefined;
  hint?: ReactNode;
  /** The wrapper's spacing in the form's layout. */
  className?: string;
}

/**
 * A label, the control and, under it, the hint and the message. The control is given its id, aria-invalid and
 * aria-describedby (hint and message ids), so every form wires them the same way.
 */
export function Field({ label, error, hint, className = '', children }: FrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const text = useValidationText()(error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id: `${id}-control`,
    'aria-invalid': text ? true : undefined,
    'aria-describedby': joinIds(hint ? hintId : null, text ? errorId : null),
  };
  return (
    <div className={className}>
      <label htmlFor={control.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-base-content/70">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} text={text} />
    </div>
  );
}

/** A control's own describedby ids (a prefix, a counter) go before the field's hint and message. */
const withOwn = (control: ControlProps, own: string | undefined): ControlProps => ({
  ...control,
  'aria-describedby': joinIds(own, control['aria-describedby']),
});

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix' | 'className'>;

export interface TextFieldProps extends FrameProps, InputProps {
  registration?: UseFormRegisterReturn;
  /** Shown before the input (a dial-code picker or prefix). */
  prefix?: ReactNode;
  /** Shown after the input (a send-code button). */
  suffix?: ReactNode;
}

/** A labelled input (text, email, password, tel ...). */
export function TextField({ label, error, hint, className, registration, prefix, suffix, type = 'text', ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="flex items-stretch gap-2">
          {prefix}
          <input
            type={type}
            className={`input w-full min-w-0 flex-1 ${control['aria-invalid'] ? 'input-error' : ''}`}
            {...registration}
            {...rest}
            {...withOwn(control, rest['aria-describedby'])}
          />
          {suffix}
        </div>
      )}
    </Field>
  );
}

export interface SelectFieldProps extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  registration?: UseFormRegisterReturn;
  children: ReactNode;
}

/** A labelled select; the options are its children. */
export function SelectField({ label, error, hint, className, registration, children, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          className={`select w-full ${control['aria-invalid'] ? 'select-error' : ''}`}
          {...registration}
          {...rest}
          {...withOwn(control, rest['aria-describedby'])}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export interface TextareaFieldProps extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  registration?: UseFormRegisterReturn;
}

/** A labelled textarea. */
export function TextareaField({ label, error, hint, className, registration, ...rest }: TextareaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          className={`textarea w-full ${control['aria-invalid'] ? 'textarea-error' : ''}`}
          {...registration}
          {...rest}
          {...withOwn(control, rest['aria-describedby'])}
        />
      )}
    </Field>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'className'> {
  label: ReactNode;
  error?: string | undefined;
  registration?: UseFormRegisterReturn;
  /** After the label (a link to the terms it agrees to). */
  after?: ReactNode;
  className?: string;
}

/** A checkbox with its label after it and its message under the row. */
export function CheckboxField({ label, error, registration, after, className = '', ...rest }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const text = useValidationText()(error);
  return (
    <div className={`text-sm ${className}`}>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          {...registration}
          {...rest}
        />
        <label htmlFor={id}>{label}</label>
        {after}
      </div>
      <FieldError id={errorId} text={text} />
    </div>
  );
}
