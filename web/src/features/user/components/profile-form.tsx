import { isValidationKey, UserEditFormSchema, type UserEditBody, type UserInfo } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/layout/avatar';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/app-events';
import { assetUrl } from '../../../lib/asset-url';
import { useUploadImage } from '../api/upload-image';
import { useUserEdit } from '../api/user-edit';
import { IMAGE_TYPES, imageProblem } from '../image-file';

/**
 * Nickname and avatar (docs/backend-wire.md, "Settle-in and profile" user/edit). A chosen picture is checked here (type, size), uploaded at
 * once and shown; Save stores both.
 */
export default function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const { t: tv } = useTranslation('validation');
  const id = useId();
  const form = useForm<UserEditBody>({
    resolver: zodResolver(UserEditFormSchema),
    defaultValues: { nickname: user.nickname, avatar: user.avatar },
  });
  const upload = useUploadImage('user');
  const save = useUserEdit();
  const [pictureError, setPictureError] = useState<string | null>(null);
  const avatar = useWatch({ control: form.control, name: 'avatar' });
  const nicknameError = form.formState.errors.nickname?.message;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setPictureError(problem === 'type' ? t('picture.wrongType') : t('picture.tooLarge'));
      return;
    }
    setPictureError(null);
    upload.mutate(file, {
      onSuccess: (url) => form.setValue('avatar', url, { shouldDirty: true }),
      onError: (failure) => setPictureError(errorMessage(failure)),
    });
  };

  return (
    <form
      noValidate
      className="flex max-w-xl items-start gap-6"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => {
            toast('success', t('saved'));
            form.reset(values);
          },
          onError: (failure) => toast('error', errorMessage(failure)),
        }),
      )}
    >
      <div className="flex flex-col items-center gap-2">
        <Avatar src={assetUrl(avatar)} className="h-24 w-24" />
        <label htmlFor={`${id}-picture`} className="btn btn-outline btn-xs">
          {upload.isPending ? t('picture.uploading') : t('picture.change')}
        </label>
        <input
          id={`${id}-picture`}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          onChange={choose}
          disabled={upload.isPending}
          aria-describedby={`${id}-picture-hint`}
        />
        <p id={`${id}-picture-hint`} className="max-w-40 text-center text-xs text-base-content/60">
          {t('picture.hint')}
        </p>
        {pictureError ? (
          <p role="alert" className="max-w-40 text-center text-xs text-error">
            {pictureError}
          </p>
        ) : null}
      </div>
      <div className="flex-1 space-y-3">
        <div>
          <label htmlFor={`${id}-nickname`} className="mb-1 block text-sm">
            {t('nickname')}
          </label>
          <input
            id={`${id}-nickname`}
            className={`input-bordered input w-full ${nicknameError ? 'input-error' : ''}`}
            autoComplete="nickname"
            aria-invalid={nicknameError ? true : undefined}
            aria-describedby={nicknameError ? `${id}-nickname-error` : undefined}
            {...form.register('nickname')}
          />
          {nicknameError ? (
            <p id={`${id}-nickname-error`} className="mt-1 text-sm text-error">
              {isValidationKey(nicknameError) ? tv(nicknameError) : nicknameError}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending || upload.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t('save')}
        </button>
      </div>
    </form>
  );
}
