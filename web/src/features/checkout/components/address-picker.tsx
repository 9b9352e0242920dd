import type { UserAddress } from '@contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';
import { paths } from '../../../lib/paths';
import { ErrorBlock } from '../../../components/ui/query-state';
import { choiceCardClass } from '../../../components/ui/choice-card';

export interface AddressPickerProps {
  addresses: readonly UserAddress[] | undefined;
  loading: boolean;
  loadError: string | null;
  onRetry: () => void;
  value: number | undefined;
  onChange: (id: number) => void;
  /** Opens the address feature's form (placed by the route). */
  onAdd: () => void;
  error?: string | undefined;
  inputRef?: (element: HTMLInputElement | null) => void;
}

function phoneOf(address: UserAddress): string | null {
  if (!address.phone) return null;
  return `${address.countryCode ? `+${address.countryCode} ` : ''}${address.phone}`;
}

/** docs/product-rules.md "select shipping address": one radio card per saved address, the default first and preselected. */
export function AddressPicker({ addresses, loading, loadError, onRetry, value, onChange, onAdd, error, inputRef }: AddressPickerProps) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const errorId = useId();
  const name = useId();

  let body;
  if (loading) {
    body = (
      <p role="status" className="text-sm text-base-content/70">
        {t('address.loading')}
      </p>
    );
  } else if (loadError) {
    body = <ErrorBlock title={loadError} retryLabel={t('address.retry')} onRetry={onRetry} layout="field" />;
  } else if (!addresses || addresses.length === 0) {
    body = <p className="text-sm text-base-content/70">{t('address.none')}</p>;
  } else {
    body = (
      <div className="grid grid-cols-3 gap-3">
        {addresses.map((address, index) => {
          const phone = phoneOf(address);
          return (
            <label
              key={address.id}
              className={`flex cursor-pointer items-start gap-3 rounded-box border p-3 text-sm ${choiceCardClass(value === address.id)}`}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                className="radio mt-0.5 radio-sm radio-primary"
                name={name}
                value={address.id}
                checked={value === address.id}
                onChange={() => onChange(address.id)}
                aria-describedby={error ? errorId : undefined}
              />
              <span className="min-w-0 break-words">
                <span className="block font-semibold">
                  {address.realName}
                  {address.isDefault ? <span className="ml-2 badge badge-sm">{t('address.default')}</span> : null}
                </span>
                {phone ? <span className="block">{phone}</span> : null}
                <span className="block">{address.email}</span>
                <span className="block text-base-content/80">
                  {address.detail}, {address.country}
                  {address.postCode ? ` ${address.postCode}` : ''}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="mb-2 flex w-full items-center justify-between text-base font-semibold">{t('address.legend')}</legend>
      {body}
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-error">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex gap-2">
        <Button variant="outline" size="sm" onClick={onAdd}>
          <span aria-hidden="true">+</span>
          {t('address.add')}
        </Button>
        <Link to={to(paths.addressList())} className="btn btn-ghost btn-sm">
          {t('address.manage')}
        </Link>
      </div>
    </fieldset>
  );
}
