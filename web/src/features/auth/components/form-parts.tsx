import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/routing/use-locale';
import { CodeButton } from './code-button';
import { DEFAULT_DIAL_CODE } from '../../../components/country/country-search';
import { CountryPicker } from '../../../components/country/country-picker';
import { paths } from '../../../lib/routing/paths';
import { CheckboxField, TextField as KitTextField, type TextFieldProps } from '../../../components/ui/field';
import { LINK, LINK_HOVER, LINK_PRIMARY } from '../../../components/ui/classes';

/** The auth forms space their fields the same way; the field itself is the kit's. */
export function TextField(props: TextFieldProps) {
  return <KitTextField className="mb-3" {...props} />;
}

/** A phone number with its dial-code picker in front: the form's `phone` and `countryCode` fields. */
export function PhoneField<T extends { phone?: string; countryCode?: string | number }, Out extends FieldValues>({
  form,
  label,
}: {
  form: UseFormReturn<T, unknown, Out>;
  label: string;
}) {
  // Path<T> of a generic T cannot be worked out by the compiler; T's constraint guarantees both fields.
  const phone = 'phone' as Path<T>;
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label}
      type="tel"
      autoComplete="tel-national"
      registration={form.register(phone)}
      error={form.getFieldState(phone, form.formState).error?.message}
      prefix={
        <Controller
          control={form.control}
          name={'countryCode' as Path<T>}
          render={({ field }) => (
            <CountryPicker
              value={String(field.value ?? DEFAULT_DIAL_CODE)}
              onChange={field.onChange}
              texts={{
                value: (country, dialCode) => t('countryCodeValue', { country, dialCode }),
                search: t('searchCountry'),
                list: t('countryCode'),
                none: t('noCountry'),
              }}
            />
          )}
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
  return (
    <CheckboxField
      className="mb-3"
      label={t('agreeTo')}
      registration={registration}
      error={error}
      after={
        <a className={`${LINK} ${LINK_PRIMARY}`} href={to(paths.privacyAgreement())} target="_blank" rel="noopener noreferrer">
          {t('privacyAgreement')}
        </a>
      }
    />
  );
}

/** A text-like button that switches panels. */
export function PanelLink({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={`${LINK} text-sm text-primary ${LINK_HOVER}`} onClick={onClick}>
      {children}
    </button>
  );
}

interface PasswordInput {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}

/** The new password and its repetition, as the change-password and reset-password forms ask them. */
export function NewPasswordFields({ password, again }: { password: PasswordInput; again: PasswordInput }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField label={t('newPassword')} type="password" autoComplete="new-password" {...password} />
      <TextField label={t('confirmPassword')} type="password" autoComplete="new-password" {...again} />
    </>
  );
}
