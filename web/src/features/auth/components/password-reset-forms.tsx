import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/api-client';
import { toast } from '../../../lib/app-events';
import { useAuthForgetPassword } from '../api/auth-forget-password';
import { useAuthResetPassword } from '../api/auth-reset-password';
import { useCodeSender } from '../hooks/use-code-sender';
import { useDebounced } from '../hooks/use-debounced';
import { forgotPasswordFormSchema, resetPasswordFormSchema } from '../lib/form-schemas';
import { FormAlert } from '../../../components/ui/field';
import { CodeField, NewPasswordFields, TextField } from './form-parts';
import { SubmitButton } from './sign-in-forms';

/** State 4: the email that gets the reset code; on success the flow moves to state 5 with that email. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });
  const mutation = useAuthForgetPassword();
  const fire = useDebounced((email: string) =>
    mutation.mutate(email, {
      onSuccess: () => {
        toast('success', t('codeSent'));
        onSent(email);
      },
      onError: (failure) => toast('error', errorMessage(failure)),
    }),
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => fire(v.email))}>
      <p className="mb-3 text-sm text-base-content/70">{t('forgotHint')}</p>
      <FormAlert message={mutation.error ? errorMessage(mutation.error) : null} />
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <SubmitButton pending={mutation.isPending} label={t('sendCode')} />
    </form>
  );
}

/** State 5: the emailed code and the new password twice; on success the user signs in with it (state 2). */
export function ResetPasswordForm({ email, onReset }: { email: string; onReset: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { email, captcha: '', newPassword: '', passwordAgain: '' },
  });
  const mutation = useAuthResetPassword();
  const fire = useDebounced((values: { email: string; captcha: string; newPassword: string; passwordAgain: string }) =>
    mutation.mutate(values, {
      onSuccess: () => {
        toast('success', t('resetSuccess'));
        onReset();
      },
    }),
  );
  const resendCode = useAuthForgetPassword();
  const resend = useCodeSender(
    async () => true,
    () => resendCode.mutateAsync(email),
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => fire(v))}>
      <p className="mb-3 text-sm text-base-content/70">{t('resetHint', { email })}</p>
      <FormAlert message={mutation.error ? errorMessage(mutation.error) : resend.error} />
      <CodeField
        label={t('emailCode')}
        registration={form.register('captcha')}
        error={errors.captcha?.message}
        onSend={resend.send}
        initiallyRunning
      />
      <NewPasswordFields
        password={{ registration: form.register('newPassword'), error: errors.newPassword?.message }}
        again={{ registration: form.register('passwordAgain'), error: errors.passwordAgain?.message }}
      />
      <SubmitButton pending={mutation.isPending} label={t('resetPassword')} />
    </form>
  );
}
