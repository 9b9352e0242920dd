import type { UserAddress } from '@contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountFrame } from '../../components/layout/account-frame';
import { Button } from '../../components/ui/button';
import { AddressList } from '../../features/addresses/components/address-list';
import type { CountryOption } from '../../features/addresses/lib/country-options';

/** The form, zod and the contract's schemas are their own chunk, fetched when the dialog first opens. */
const AddressFormDialog = lazy(() => import('../../features/addresses/components/address-form-dialog'));

/** The country list belongs to the sign-in feature's picker; the same lazy chunk serves the address form. */
const loadCountries = (): Promise<readonly CountryOption[]> => import('../../components/country/countries').then((m) => m.COUNTRIES);

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /users/address_list — the address book (docs/storefront.md, Screens): list, add, edit, set default, delete. */
export default function AddressListPage() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('addresses');
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const [editor, setEditor] = useState<{ address: UserAddress | null } | null>(null);
  const open = (address: UserAddress | null) => setEditor({ address });

  return (
    <AccountFrame
      title={t('routes.addressList')}
      actions={
        <Button variant="primary" size="sm" onClick={() => open(null)}>
          <span aria-hidden="true">+</span>
          {ta('actions.add')}
        </Button>
      }
    >
      <AddressList
        page={page}
        hrefFor={(n) => ({ search: n > 1 ? `?page=${n}` : '' })}
        onAdd={() => open(null)}
        onEdit={(address) => open(address)}
      />
      {editor ? (
        <Suspense fallback={null}>
          <AddressFormDialog address={editor.address} loadCountries={loadCountries} onClose={() => setEditor(null)} />
        </Suspense>
      ) : null}
    </AccountFrame>
  );
}
