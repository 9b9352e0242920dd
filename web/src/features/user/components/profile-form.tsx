import { UserEditFormSchema, type UserEditBody, type UserInfo } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/layout/avatar';
import { toast } from '../../../lib/app-events';
import { assetUrl } from '../../../lib/asset-url';
import { TextField } from '../../../components/ui/field';
import { UPLOAD_RULE } from '../../../components/upload/image-file';
import { useImageUpload } from '../../../components/upload/use-image-upload';
import { useUserEdit } from '../api/user-edit';
import { BTN, BTN_OUTLINE, BTN_XS } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

/**
 * Nickname and avatar (docs/backend-wire.md, "Settle-in and profile" user/edit). A chosen picture is checked here
 * (type, size), uploaded and saved at once with the saved nickname (a typed, unsaved nickname waits for Save), so a
 * picture that shows is a picture that stays: no preview that a reload loses. Save stores the nickname.
 */
export default function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const id = useId();
  const form = useForm<UserEditBody>({
    resolver: zodResolver(UserEditFormSchema),
    defaultValues: { nickname: user.nickname, avatar: user.avatar },
  });
  const save = useUserEdit();
  const avatar = useWatch({ control: form.control, name: 'avatar' });
  const savePicture = (url: string) => {
    const previous = form.getValues('avatar');
    form.setValue('avatar', url);
    save.mutate(
      { nickname: user.nickname, avatar: url },
      {
        onSuccess: () => {
          form.resetField('avatar', { defaultValue: url });
          toast('success', t('picture.saved'));
        },
        // The message is the global handler's (lib/api/query-client.ts).
        onError: () => form.setValue('avatar', previous),
      },
    );
  };
  // One picture that replaces the last: the hook starts from none each time and hands back the new URL.
  const upload = useImageUpload({
    value: [],
    onChange: ([url]) => {
      if (url) savePicture(url);
    },
    rule: UPLOAD_RULE,
    model: 'user',
    messages: { tooMany: () => '', wrongType: () => t('picture.wrongType'), tooLarge: () => t('picture.tooLarge') },
  });

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
        }),
      )}
    >
      <div className="flex flex-col items-center gap-2">
        <Avatar src={assetUrl(avatar)} className="h-24 w-24" />
        <label htmlFor={`${id}-picture`} className={`${BTN} ${BTN_OUTLINE} ${BTN_XS}`}>
          {upload.busy ? t('picture.uploading') : t('picture.change')}
        </label>
        <input
          id={`${id}-picture`}
          type="file"
          accept={UPLOAD_RULE.accept}
          className="sr-only"
          onChange={(event) => void upload.choose(event)}
          disabled={upload.busy}
          aria-describedby={`${id}-picture-hint`}
        />
        <p id={`${id}-picture-hint`} className="max-w-40 text-center text-xs text-base-content/60">
          {t('picture.hint')}
        </p>
        {upload.problems.length > 0 ? (
          <p role="alert" className="max-w-40 text-center text-xs text-error">
            {upload.problems.join(' ')}
          </p>
        ) : null}
      </div>
      <div className="flex-1 space-y-3">
        <TextField
          label={t('nickname')}
          autoComplete="nickname"
          error={form.formState.errors.nickname?.message}
          registration={form.register('nickname')}
        />
        <Button type="submit" disabled={save.isPending || upload.busy} aria-busy={save.isPending || undefined}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
