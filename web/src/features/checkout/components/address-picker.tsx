import type { UserAddress } from '@contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/routing/use-locale';
import { paths } from '../../../lib/routing/paths';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { BADGE, BADGE_SM, BTN, BTN_GHOST, BTN_SM } from '../../../components/ui/classes';

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

function AddressText({ address }: { address: UserAddress }) {
  const { t } = useTranslation('checkout');
  const phone = phoneOf(address);
  return (
    <>
      <span className="block font-semibold">
        {address.realName}
        {address.isDefault ? <span className={`ml-2 ${BADGE} ${BADGE_SM}`}>{t('address.default')}</span> : null}
      </span>
      {phone ? <span className="block">{phone}</span> : null}
      <span className="block">{address.email}</span>
      <span className="block text-base-content/80">
        {address.detail}, {address.country}
        {address.postCode ? ` ${address.postCode}` : ''}
      </span>
    </>
  );
}

/** docs/product-rules.md "select shipping address": one radio card per saved address, the default first and preselected. */
export function AddressPicker({ addresses, loading, loadError, onRetry, value, onChange, onAdd, error, inputRef }: AddressPickerProps) {
  const { t } = useTranslation('checkout');
  const { to } = useLocale();
  const name = useId();

  return (
    <RadioCardGroup
      legend={t('address.legend')}
      name={name}
      options={(addresses ?? []).map((address) => ({ value: address.id, label: <AddressText address={address} /> }))}
      value={value}
      onChange={onChange}
      loading={loading && t('address.loading')}
      failed={loadError ? { title: loadError, retryLabel: t('address.retry'), onRetry } : null}
      emptyText={t('address.none')}
      error={error}
      inputRef={inputRef}
      cardClassName="text-sm"
    >
      <div className="mt-3 flex gap-2">
        <Button variant="outline" size="sm" onClick={onAdd}>
          <span aria-hidden="true">+</span>
          {t('address.add')}
        </Button>
        <Link to={to(paths.addressList())} className={`${BTN} ${BTN_GHOST} ${BTN_SM}`}>
          {t('address.manage')}
        </Link>
      </div>
    </RadioCardGroup>
  );
}
