import { UpdatePasswordBodySchema, type UpdatePasswordBody } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api/api-client';
import { toast } from '../../../lib/app-events';
import { useCodeSender } from '../hooks/use-code-sender';
import { useDebounced } from '../hooks/use-debounced';
import { FormAlert } from '../../../components/ui/field';
import { CodeField, NewPasswordFields } from './form-parts';
import { SubmitButton } from './sign-in-forms';
import { RADIO, RADIO_SM } from '../../../components/ui/classes';

type Channel = 'email' | 'phone';

/** The password routes are the user resource's: the page passes its calls in (features never import each other). */
export interface PasswordCalls {
  sendCode: (channel: Channel) => Promise<void>;
  update: (channel: Channel, body: UpdatePasswordBody) => Promise<void>;
}

/**
 * Change the password of the signed-in user (docs/backend-wire.md, "Settle-in and profile"): a code goes to the account's own email or
 * phone, then the new password twice. Other sessions end on the server; this one stays signed in.
 */
export default function ChangePasswordForm({ email, phone, calls }: { email: string | null; phone: string | null; calls: PasswordCalls }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const channels: Channel[] = [...(email ? (['email'] as const) : []), ...(phone ? (['phone'] as const) : [])];
  const [channel, setChannel] = useState<Channel | undefined>(channels[0]);
  const form = useForm<UpdatePasswordBody>({
    resolver: zodResolver(UpdatePasswordBodySchema),
    defaultValues: { captcha: '', newPassword: '', passwordAgain: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: UpdatePasswordBody) => calls.update(channel ?? 'email', values),
    meta: { silent: true },
    onSuccess: () => {
      toast('success', t('passwordChanged'));
      form.reset();
    },
  });
  const fire = useDebounced((values: UpdatePasswordBody) => mutation.mutate(values));
  const sender = useCodeSender(
    async () => channel !== undefined,
    () => calls.sendCode(channel ?? 'email'),
  );

  if (!channel) return <p className="text-sm text-base-content/70">{t('noCodeChannel')}</p>;
  const { errors } = form.formState;
  return (
    <form noValidate className="max-w-md" onSubmit={form.handleSubmit((values) => fire(values))}>
      {channels.length > 1 ? (
        <fieldset className="mb-3">
          <legend className="mb-1 text-sm">{t('codeChannel')}</legend>
          <div className="flex gap-4">
            {channels.map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type="radio"
                  className={`${RADIO} ${RADIO_SM}`}
                  name={`${id}-channel`}
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                />
                {option === 'email' ? t('codeToEmail', { email }) : t('codeToPhone', { phone })}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="mb-3 text-sm text-base-content/70">
          {channel === 'email' ? t('codeToEmail', { email }) : t('codeToPhone', { phone })}
        </p>
      )}
      <FormAlert message={mutation.error ? errorMessage(mutation.error) : sender.error} />
      <CodeField
        label={channel === 'email' ? t('emailCode') : t('code')}
        registration={form.register('captcha')}
        error={errors.captcha?.message}
        onSend={sender.send}
      />
      <NewPasswordFields
        password={{ registration: form.register('newPassword'), error: errors.newPassword?.message }}
        again={{ registration: form.register('passwordAgain'), error: errors.passwordAgain?.message }}
      />
      <SubmitButton pending={mutation.isPending} label={t('changePassword')} />
    </form>
  );
}
