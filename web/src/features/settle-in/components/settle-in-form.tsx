import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api/api-client';
import { toast } from '../../../lib/app-events';
import { useLocale } from '../../../lib/routing/use-locale';
import { merchantsCategoriesQueryOptions } from '../../../shell/merchants-categories';
import { merchantsTypesQueryOptions } from '../../../shell/merchants-types';
import { useSettleInSettledApply } from '../api/settle-in-settled-apply';
import { useSettleInSettledEmailCode } from '../api/settle-in-settled-email-code';
import { emptySettleForm, settleFormSchema, toApplyBody, type SettleForm } from '../lib/settle-form';
import { AgreementDialog } from './agreement-dialog';
import { IdSelect, SendCodeButton } from './form-fields';
import { CheckboxField, FormAlert, TextField } from '../../../components/ui/field';
import { PictureField } from './picture-field';
import { paths } from '../../../lib/routing/paths';
import { BTN, BTN_PRIMARY, LINK, LINK_PRIMARY } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

/**
 * The settle-in application (docs/storefront.md, Screens /users/merchant_settled, docs/backend-wire.md, "Settle-in and profile"). After a successful submit the
 * form gives way to the confirmation with the audit delay and a link to the records.
 */
export default function SettleInForm({ initial }: { initial?: SettleForm | undefined }) {
  const { t } = useTranslation('settleIn');
  const { to } = useLocale();
  const id = useId();
  const form = useForm<SettleForm>({ resolver: zodResolver(settleFormSchema), defaultValues: initial ?? emptySettleForm() });
  const { errors } = form.formState;
  const categories = useQuery(merchantsCategoriesQueryOptions());
  const types = useQuery(merchantsTypesQueryOptions());
  const apply = useSettleInSettledApply();
  const emailCode = useSettleInSettledEmailCode();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const pictures = useWatch({ control: form.control, name: 'pictures' });

  const sendCode = async (): Promise<boolean> => {
    if (!(await form.trigger('email'))) return false;
    try {
      await emailCode.mutateAsync(form.getValues('email').trim());
      toast('success', t('form.codeSent'));
      return true;
    } catch (failure) {
      toast('error', errorMessage(failure));
      return false;
    }
  };

  if (done) {
    return (
      <div role="status" className="space-y-3 rounded-box border border-success/40 bg-success/10 p-6">
        <h2 className="text-lg font-semibold">{t('success.title')}</h2>
        <p>{t('success.body')}</p>
        <Link className={`${BTN} ${BTN_PRIMARY}`} to={to(paths.applicationRecord())}>
          {t('success.records')}
        </Link>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-2xl space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setServerError(null);
        apply.mutate(toApplyBody(values, categories.data ?? []), {
          onSuccess: () => setDone(true),
          onError: (failure) => {
            const message = errorMessage(failure);
            setServerError(message);
            toast('error', message);
          },
        });
      })}
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t('form.title')}
      </h2>
      <p className="text-sm text-base-content/70">{t('form.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('form.name')} registration={form.register('name')} error={errors.name?.message} autoComplete="organization" />
        <TextField
          label={t('form.realName')}
          registration={form.register('realName')}
          error={errors.realName?.message}
          autoComplete="name"
        />
        <TextField
          label={
            <>
              {t('form.phone')}
              <span className="ml-1 font-normal text-base-content/70">{t('form.optional')}</span>
            </>
          }
          type="tel"
          registration={form.register('phone')}
          error={errors.phone?.message}
          autoComplete="tel"
        />
        <TextField
          label={t('form.email')}
          type="email"
          registration={form.register('email')}
          error={errors.email?.message}
          autoComplete="email"
        />
      </div>
      <TextField
        label={t('form.captcha')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={form.register('captcha')}
        error={errors.captcha?.message}
        suffix={<SendCodeButton onSend={sendCode} />}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <IdSelect
              label={t('form.category')}
              placeholder={t('form.choose')}
              options={categories.data ?? []}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.categoryId?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="typeId"
          render={({ field }) => (
            <IdSelect
              label={t('form.type')}
              placeholder={t('form.choose')}
              options={types.data ?? []}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.typeId?.message}
            />
          )}
        />
      </div>
      {categories.error || types.error ? (
        <p role="alert" className="text-sm text-error">
          {errorMessage(categories.error ?? types.error)}
        </p>
      ) : null}
      <TextField
        label={t('form.address')}
        registration={form.register('address')}
        error={errors.address?.message}
        autoComplete="street-address"
      />
      <PictureField
        value={pictures}
        onChange={(next) => form.setValue('pictures', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        error={errors.pictures?.message ?? errors.pictures?.root?.message}
      />
      <CheckboxField
        label={t('form.agreeTo')}
        registration={form.register('agreement')}
        error={errors.agreement?.message}
        after={
          <button type="button" className={`${LINK} ${LINK_PRIMARY}`} onClick={() => setAgreementOpen(true)} aria-haspopup="dialog">
            {t('form.agreementLink')}
          </button>
        }
      />
      <FormAlert className="" message={serverError} />
      <Button type="submit" disabled={apply.isPending} aria-busy={apply.isPending || undefined}>
        {t('form.submit')}
      </Button>
      <AgreementDialog
        open={agreementOpen}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => {
          form.setValue('agreement', true, { shouldValidate: form.formState.isSubmitted });
          setAgreementOpen(false);
        }}
      />
    </form>
  );
}
