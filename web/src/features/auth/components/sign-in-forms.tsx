import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuthEmail } from '../api/auth-email';
import { useAuthMobileCaptcha } from '../api/auth-mobile-captcha';
import { useAuthMobilePassword } from '../api/auth-mobile-password';
import { useAuthSendCode } from '../api/auth-send-code';
import { useAuthRequest } from '../hooks/use-auth-request';
import { useCodeSender } from '../hooks/use-code-sender';
import { DEFAULT_DIAL_CODE } from '../../../components/country/country-search';
import { emailPasswordFormSchema, phoneCodeFormSchema, phonePasswordFormSchema, plusDialCode } from '../lib/form-schemas';
import { FormAlert } from '../../../components/ui/field';
import { AgreementField, CodeField, PhoneField, TextField } from './form-parts';
import { BTN, BTN_PRIMARY, LOADING, LOADING_SM, LOADING_SPINNER } from '../../../components/ui/classes';

export interface FormProps {
  /** Runs after a successful sign-in (the session is already started). */
  onDone: () => void;
}

export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button type="submit" className={`${BTN} mt-1 w-full ${BTN_PRIMARY}`} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <span className={`${LOADING} ${LOADING_SM} ${LOADING_SPINNER}`} aria-hidden="true" /> : null}
      {label}
    </button>
  );
}

/** State 1: phone and password. */
export function PhonePasswordForm({ onDone }: FormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(phonePasswordFormSchema),
    defaultValues: { phone: '', password: '', countryCode: DEFAULT_DIAL_CODE, agreement: false },
  });
  const request = useAuthRequest(useAuthMobilePassword(), 'phone', onDone);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) =>
        request.submit({ phone: v.phone, password: v.password, countryCode: plusDialCode(v.countryCode) }),
      )}
    >
      <FormAlert message={request.error} />
      <PhoneField form={form} label={t('phone')} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <AgreementField registration={form.register('agreement')} error={errors.agreement?.message} />
      <SubmitButton pending={request.pending} label={t('signIn')} />
    </form>
  );
}

/** State 2: email and password (after a password reset the email is filled in). */
export function EmailPasswordForm({ onDone, defaultEmail = '' }: FormProps & { defaultEmail?: string }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(emailPasswordFormSchema),
    defaultValues: { email: defaultEmail, password: '', agreement: false },
  });
  const request = useAuthRequest(useAuthEmail(), 'email', onDone);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => request.submit({ email: v.email, password: v.password }))}>
      <FormAlert message={request.error} />
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email?.message} />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <AgreementField registration={form.register('agreement')} error={errors.agreement?.message} />
      <SubmitButton pending={request.pending} label={t('signIn')} />
    </form>
  );
}

/** State 3: phone and SMS code. */
export function PhoneCodeForm({ onDone }: FormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(phoneCodeFormSchema),
    defaultValues: { phone: '', captcha: '', countryCode: DEFAULT_DIAL_CODE, agreement: false },
  });
  const request = useAuthRequest(useAuthMobileCaptcha(), 'captcha', onDone);
  const smsCode = useAuthSendCode();
  const { errors } = form.formState;
  const sendCode = useCodeSender(
    () => form.trigger('phone'),
    () => smsCode.mutateAsync({ phone: form.getValues('phone').trim(), countryCode: plusDialCode(form.getValues('countryCode')) }),
  );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => request.submit({ phone: v.phone, captcha: v.captcha, countryCode: plusDialCode(v.countryCode) }))}
    >
      <FormAlert message={request.error ?? sendCode.error} />
      <PhoneField form={form} label={t('phone')} />
      <CodeField label={t('code')} registration={form.register('captcha')} error={errors.captcha?.message} onSend={sendCode.send} />
      <AgreementField registration={form.register('agreement')} error={errors.agreement?.message} />
      <SubmitButton pending={request.pending} label={t('signIn')} />
    </form>
  );
}
