import { AddressFormSchema, isIpLocation, type AddressForm, type UserAddress } from '@contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api/api-client';
import { isApiError } from '../../../lib/api/api-errors';
import { toast } from '../../../lib/app-events';
import { useLocale } from '../../../lib/routing/use-locale';
import { useAddressesEdit } from '../api/addresses-edit';
import { addressesIpInfoQueryOptions } from '../api/addresses-ip-info';
import { CountryCombobox } from '../../../components/country/country-picker';
import { countryChoices, findCountry, type CountryOption } from '../lib/country-options';
import { useFieldMessage } from './address-fields';
import { Field, FormAlert, TextField, TextareaField } from '../../../components/ui/field';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { BTN, BTN_CIRCLE, BTN_GHOST, BTN_SM, CHECKBOX, CHECKBOX_SM, MODAL_ACTION } from '../../../components/ui/classes';

export interface AddressFormDialogProps {
  /** The address to edit; null adds one. */
  address: UserAddress | null;
  /** The shop's country list (no API has one): the route passes it in, loaded on demand. */
  loadCountries: () => Promise<readonly CountryOption[]>;
  onClose: () => void;
}

function initialValues(address: UserAddress | null): AddressForm {
  return {
    realName: address?.realName ?? '',
    email: address?.email ?? '',
    country: address?.country ?? '',
    countryCode: address?.countryCode ?? '',
    phone: address?.phone ?? '',
    // An Integer on the wire: 0 (or null) means none (docs/backend-wire.md, addresses).
    postCode: address?.postCode ? String(address.postCode) : '',
    detail: address?.detail ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/**
 * The add/edit form in a native modal <dialog> (the page behind is inert, Escape and the close button cancel),
 * validated with the contract's edit body. Its own chunk with zod and the form library, loaded on first open.
 */
export default function AddressFormDialog({ address, loadCountries, onClose }: AddressFormDialogProps) {
  const { t } = useTranslation('addresses');
  const { locale } = useLocale();
  const phonePrefixId = useId();
  const message = useFieldMessage();
  const edit = useAddressesEdit();
  const [serverError, setServerError] = useState<string | null>(null);
  const [countries, setCountries] = useState<readonly CountryOption[]>([]);
  const form = useForm({ resolver: zodResolver(AddressFormSchema), defaultValues: initialValues(address) });
  // A new address starts in the caller's country, as the backend guesses it from the IP.
  const ipInfo = useQuery({ ...addressesIpInfoQueryOptions(), enabled: address === null });
  const { errors, isSubmitting } = form.formState;
  const countryCode = useWatch({ control: form.control, name: 'countryCode' });
  const choices = useMemo(() => countryChoices(countries, locale), [countries, locale]);

  useEffect(() => {
    let live = true;
    void loadCountries().then((list) => {
      if (live) setCountries(list);
    });
    return () => {
      live = false;
    };
  }, [loadCountries]);

  // The reader opened the country list: from then on only they choose the country (the guess below comes late).
  const countryEngaged = useRef(false);
  const guess = ipInfo.data;
  useEffect(() => {
    // An address the IP service cannot place (loopback, private, its rate limit) pre-fills nothing. The guess is a
    // starting value for a field nobody has touched: it arrives with the country list, which can be after the reader
    // opened the list (or closed it without choosing), and must then not choose for them.
    if (countryEngaged.current) return;
    if (!guess || !isIpLocation(guess) || countries.length === 0 || form.getValues('country') !== '') return;
    const found =
      countries.find((c) => c.code.toUpperCase() === guess.country_code.toUpperCase()) ?? findCountry(countries, guess.country_name);
    if (!found) return;
    form.setValue('country', found.name);
    form.setValue('countryCode', found.dialCode);
  }, [guess, countries, form]);

  const { setFocus } = form;
  // After ModalDialog's effect (a child's effects run first) has shown the dialog.
  useEffect(() => {
    setFocus('realName');
  }, [setFocus]);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await edit.mutateAsync({
        ...(address ? { id: address.id } : {}),
        realName: values.realName,
        email: values.email,
        country: values.country,
        detail: values.detail,
        isDefault: values.isDefault,
        countryCode: values.countryCode,
        phone: values.phone,
        postCode: values.postCode ? Number(values.postCode) : 0,
      });
      toast('success', t(address ? 'toast.updated' : 'toast.added'));
      onClose();
    } catch (error) {
      // A login-required answer already opened the sign-in modal.
      if (isApiError(error) && error.isLoginRequired) return;
      setServerError(errorMessage(error));
    }
  });

  const pending = isSubmitting || edit.isPending;

  return (
    // Shown while mounted; closed on unmount so the browser returns focus to the button that opened it.
    <ModalDialog onCancel={onClose} followBrowserClose boxClassName="w-[640px] max-w-[640px]">
      {(titleId) => (
        <>
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {address ? t('form.editTitle') : t('form.addTitle')}
            </h2>
            <button type="button" className={`${BTN} ${BTN_CIRCLE} ${BTN_GHOST} ${BTN_SM}`} aria-label={t('form.close')} onClick={onClose}>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <FormAlert message={serverError} />
            <div className="mb-3 grid grid-cols-2 gap-x-4 gap-y-3">
              <TextField
                label={t('form.realName')}
                error={message('realName', errors.realName?.message)}
                autoComplete="name"
                registration={form.register('realName')}
              />
              <TextField
                label={t('form.email')}
                error={message('email', errors.email?.message)}
                type="email"
                autoComplete="email"
                registration={form.register('email')}
              />
              <Field label={t('form.country')} error={message('country', errors.country?.message ?? errors.countryCode?.message)}>
                {(control) => (
                  <Controller
                    control={form.control}
                    name="country"
                    render={({ field }) => {
                      const chosen = findCountry(choices, field.value);
                      return (
                        <CountryCombobox
                          countries={choices}
                          selected={chosen}
                          onChoose={(country) => {
                            field.onChange(country.name);
                            field.onBlur();
                            // The dial code follows the country, as in the original shop.
                            form.setValue('countryCode', country.dialCode, { shouldDirty: true });
                          }}
                          nameOf={(country) => country.label}
                          buttonId={control.id}
                          buttonRefCallback={field.ref}
                          buttonLabel={t('form.countryValue', { country: chosen?.label ?? (field.value || t('form.chooseCountry')) })}
                          buttonText={chosen?.label ?? (field.value || t('form.chooseCountry'))}
                          invalid={Boolean(errors.country)}
                          describedBy={control['aria-describedby']}
                          wide
                          onOpen={() => {
                            countryEngaged.current = true;
                          }}
                          texts={{ search: t('form.searchCountry'), list: t('form.country'), none: t('form.noCountry') }}
                        />
                      );
                    }}
                  />
                )}
              </Field>
              <TextField
                label={t('form.phone')}
                error={message('phone', errors.phone?.message)}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                aria-describedby={countryCode ? phonePrefixId : undefined}
                prefix={
                  countryCode ? (
                    <span id={phonePrefixId} className="flex items-center rounded-field border border-base-300 bg-base-200 px-3 text-sm">
                      <span aria-hidden="true">+{countryCode}</span>
                      <span className="sr-only">{t('form.dialCode', { code: countryCode })}</span>
                    </span>
                  ) : null
                }
                registration={form.register('phone')}
              />
              <TextField
                label={t('form.postCode')}
                error={message('postCode', errors.postCode?.message)}
                autoComplete="postal-code"
                registration={form.register('postCode')}
              />
              <TextareaField
                label={t('form.detail')}
                hint={t('form.detailHint')}
                error={message('detail', errors.detail?.message)}
                className="col-span-2"
                rows={3}
                autoComplete="street-address"
                registration={form.register('detail')}
              />
            </div>
            {address?.isDefault ? (
              // The default stays default until another address takes over (set default or delete), so no checkbox.
              <p className="mb-3 text-sm text-base-content/70">{t('form.isDefaultLocked')}</p>
            ) : (
              <label className="mb-3 flex w-fit cursor-pointer items-center gap-2 text-sm">
                <input type="checkbox" className={`${CHECKBOX} ${CHECKBOX_SM}`} {...form.register('isDefault')} />
                {t('form.isDefault')}
              </label>
            )}
            <div className={MODAL_ACTION}>
              <Button variant="ghost" onClick={onClose}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" variant="primary" disabled={pending} aria-busy={pending}>
                {pending ? t('form.saving') : t('form.save')}
              </Button>
            </div>
          </form>
        </>
      )}
    </ModalDialog>
  );
}
