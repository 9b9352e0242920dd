import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authCaptchaOpenQueryOptions } from '../api/auth-captcha-open';
import { useAuthEmailCaptcha } from '../api/auth-email-captcha';
import { useAuthRegisterEmail } from '../api/auth-register-email';
import { useAuthRegisterMobile } from '../api/auth-register-mobile';
import { useAuthSendCode } from '../api/auth-send-code';
import { useAuthRequest } from '../hooks/use-auth-request';
import { useCodeSender } from '../hooks/use-code-sender';
import { DEFAULT_DIAL_CODE } from '../../../components/country/country-search';
import { emailRegisterFormSchema, phoneRegisterFormSchema, plusDialCode } from '../lib/form-schemas';
import { FormAlert } from '../../../components/ui/field';
import { AgreementField, CodeField, PhoneField, TextField } from './form-parts';
import { SubmitButton, type FormProps } from './sign-in-forms';
import { TAB, TABS, TABS_BORDER, TAB_ACTIVE } from '../../../components/ui/classes';

type Tab = 'email' | 'phone';
const TAB_NAMES: readonly Tab[] = ['email', 'phone'];

/** State 6: registration with Email and Phone tabs (ARIA tabs: arrow keys move between them). */
export function RegisterForm({ onDone }: FormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [tab, setTab] = useState<Tab>('email');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ email: null, phone: null });
  // getCaptchaOpen is an extension: while it loads, and when it fails, codes are required (captcha-open.ts).
  const captchaOpen = useQuery(authCaptchaOpenQueryOptions()).data ?? true;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: Tab = tab === 'email' ? 'phone' : 'email';
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('registerBy')} className={`${TABS_BORDER} mb-4 ${TABS}`}>
        {TAB_NAMES.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={`${TAB} text-base-content opacity-100 ${tab === name ? `${TAB_ACTIVE} font-semibold` : ''}`}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {name === 'email' ? t('tabEmail') : t('tabPhone')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'email' ? (
          <EmailRegisterForm captchaOpen={captchaOpen} onDone={onDone} />
        ) : (
          <PhoneRegisterForm captchaOpen={captchaOpen} onDone={onDone} />
        )}
      </div>
    </div>
  );
}

function EmailRegisterForm({ captchaOpen, onDone }: FormProps & { captchaOpen: boolean }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(emailRegisterFormSchema(captchaOpen)),
    defaultValues: { email: '', captcha: '', password: '', agreement: false },
  });
  const request = useAuthRequest(useAuthRegisterEmail(), 'register', onDone, 'register');
  const emailCode = useAuthEmailCaptcha();
  const sendCode = useCodeSender(
    () => form.trigger('email'),
    () => emailCode.mutateAsync(form.getValues('email').trim()),
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => request.submit({ email: v.email, captcha: v.captcha ?? '', password: v.password }))}
    >
      <FormAlert message={request.error ?? sendCode.error} />
      <TextField label={t('email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email?.message} />
      {captchaOpen ? (
        <CodeField label={t('emailCode')} registration={form.register('captcha')} error={errors.captcha?.message} onSend={sendCode.send} />
      ) : null}
      <RegisterTail
        password={form.register('password')}
        passwordError={errors.password?.message}
        agreement={form.register('agreement')}
        agreementError={errors.agreement?.message}
        pending={request.pending}
      />
    </form>
  );
}

function PhoneRegisterForm({ captchaOpen, onDone }: FormProps & { captchaOpen: boolean }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(phoneRegisterFormSchema(captchaOpen)),
    defaultValues: { phone: '', captcha: '', countryCode: DEFAULT_DIAL_CODE, password: '', agreement: false },
  });
  const request = useAuthRequest(useAuthRegisterMobile(), 'register', onDone, 'register');
  const smsCode = useAuthSendCode();
  const sendCode = useCodeSender(
    () => form.trigger('phone'),
    () => smsCode.mutateAsync({ phone: form.getValues('phone').trim(), countryCode: plusDialCode(form.getValues('countryCode')) }),
  );
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) =>
        request.submit({ phone: v.phone, captcha: v.captcha ?? '', countryCode: plusDialCode(v.countryCode), password: v.password }),
      )}
    >
      <FormAlert message={request.error ?? sendCode.error} />
      <PhoneField form={form} label={t('phone')} />
      {captchaOpen ? (
        <CodeField label={t('code')} registration={form.register('captcha')} error={errors.captcha?.message} onSend={sendCode.send} />
      ) : null}
      <RegisterTail
        password={form.register('password')}
        passwordError={errors.password?.message}
        agreement={form.register('agreement')}
        agreementError={errors.agreement?.message}
        pending={request.pending}
      />
    </form>
  );
}

/** The end of both registration forms: the new password with its rule, the agreement and the submit button. */
function RegisterTail(props: {
  password: UseFormRegisterReturn;
  passwordError: string | undefined;
  agreement: UseFormRegisterReturn;
  agreementError: string | undefined;
  pending: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('password')}
        type="password"
        autoComplete="new-password"
        registration={props.password}
        error={props.passwordError}
      />
      <p className="-mt-2 mb-3 text-xs text-base-content/60">{t('passwordHint')}</p>
      <AgreementField registration={props.agreement} error={props.agreementError} />
      <SubmitButton pending={props.pending} label={t('register')} />
    </>
  );
}
