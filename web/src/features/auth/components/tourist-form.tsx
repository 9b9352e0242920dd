import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuthRegisterVisitor } from '../api/auth-register-visitor';
import { useAuthRequest } from '../hooks/use-auth-request';
import { DEFAULT_DIAL_CODE } from '../../../components/country/country-search';
import { numericDialCode, touristFormSchema } from '../lib/form-schemas';
import { FormAlert } from '../../../components/ui/field';
import { PhoneField, TextField } from './form-parts';
import { SubmitButton, type FormProps } from './sign-in-forms';

/** State 7: tourist (guest) sign-in with email, country code and phone; the dial code goes as a number (86). */
export function TouristForm({ onDone }: FormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(touristFormSchema),
    defaultValues: { email: '', phone: '', countryCode: DEFAULT_DIAL_CODE },
  });
  const request = useAuthRequest(useAuthRegisterVisitor(), 'tourist', onDone);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) =>
        request.submit({
          email: v.email,
          phone: v.phone ? v.phone : undefined,
          countryCode: numericDialCode(v.countryCode ?? DEFAULT_DIAL_CODE),
        }),
      )}
    >
      <p className="mb-3 text-sm text-base-content/70">{t('touristHint')}</p>
      <FormAlert message={request.error} />
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email?.message} />
      <PhoneField form={form} label={t('phoneOptional')} />
      <SubmitButton pending={request.pending} label={t('continueAsGuest')} />
    </form>
  );
}
