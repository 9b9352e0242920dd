import { isValidationKey, type AddressEdit, type ValidationKey } from '@contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FieldName = keyof AddressEdit;

type SpecMessageKey =
  'form.errors.realNameRequired' | 'form.errors.countryRequired' | 'form.errors.detailRequired' | 'form.errors.postCodeInvalid';

/**
 * docs/product-rules.md names the messages for the consignee name, the detailed address and the post code; the contract keeps
 * the generic keys (the mock answers those), and the form says the specific sentence for these fields.
 */
const FIELD_MESSAGES: Partial<Record<FieldName, Partial<Record<ValidationKey, SpecMessageKey>>>> = {
  realName: { required: 'form.errors.realNameRequired' },
  country: { required: 'form.errors.countryRequired' },
  detail: { required: 'form.errors.detailRequired' },
  postCode: { invalid: 'form.errors.postCodeInvalid' },
};

/** A field's message in the reader's language: the address wording where docs/product-rules.md has one, else the validation text. */
export function useFieldMessage(): (field: FieldName, message: string | undefined) => string | undefined {
  const { t } = useTranslation('addresses');
  const { t: tv } = useTranslation('validation');
  return (field, message) => {
    if (!message) return undefined;
    if (!isValidationKey(message)) return message;
    const own = FIELD_MESSAGES[field]?.[message];
    return own ? t(own) : tv(message);
  };
}

export interface FieldIds {
  input: string;
  error: string;
  hint: string;
}

/**
 * A label, the control (given the ids to wire up) and its message right under it, announced (role=alert) and tied
 * to the control by aria-describedby.
 */
export function Field({
  label,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (ids: FieldIds, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const ids: FieldIds = { input: `${id}-input`, error: `${id}-error`, hint: `${id}-hint` };
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`mb-3 ${className}`}>
      <label htmlFor={ids.input} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children(ids, describedBy)}
      {hint ? (
        <p id={ids.hint} className="mt-1 text-xs text-base-content/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} role="alert" className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The server's refusal of a save (e.g. the address limit), inside the form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-3 rounded bg-error/10 px-3 py-2 text-sm text-error">
      {message}
    </p>
  );
}
