import type { UserAddress } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type To } from 'react-router-dom';
import { Pagination } from '../../../components/catalog/pagination';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { toast } from '../../../lib/app-events';
import { useAddressesDel } from '../api/addresses-del';
import { addressesListQueryOptions } from '../api/addresses-list';
import { useAddressesSetDefault } from '../api/addresses-set-default';

export interface AddressListProps {
  page: number;
  hrefFor: (page: number) => To;
  onAdd: () => void;
  onEdit: (address: UserAddress) => void;
}

/** docs/storefront.md, Screens address list: cards with the default marked and first, set default, edit, delete after a confirmation. */
export function AddressList({ page, hrefFor, onAdd, onEdit }: AddressListProps) {
  const { t } = useTranslation('addresses');
  const { data, error, isPending, refetch } = useQuery(addressesListQueryOptions(page));
  const setDefault = useAddressesSetDefault();
  const del = useAddressesDel();
  const [deleting, setDeleting] = useState<UserAddress | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyAddRef = useRef<HTMLButtonElement>(null);
  // The id just deleted: once its card (and the Delete button that had focus) has left the page, focus moves to
  // the list, or to the empty state's Add button, instead of falling to the page top. Done in an effect of the
  // render that removes the card, so it runs after the dialog has closed and handed focus back.
  const deletedRef = useRef<number | null>(null);
  useEffect(() => {
    const deleted = deletedRef.current;
    if (deleted === null || deleting !== null || data?.list.some((address) => address.id === deleted)) return;
    deletedRef.current = null;
    (listRef.current ?? emptyAddRef.current)?.focus();
  });

  if (isPending) {
    return <SkeletonList count={3} className="grid grid-cols-3 gap-4" itemClassName="h-48 w-full" label={t('list.loading')} />;
  }
  if (error) {
    return <ErrorBlock error={error} retryLabel={t('list.retry')} onRetry={() => void refetch()} layout="page" />;
  }

  // A page past the end (its last address was deleted): show the last page that has addresses.
  if (data.list.length === 0 && data.total > 0 && page > 1) return <Navigate to={hrefFor(Math.max(1, data.pages))} replace />;

  if (data.list.length === 0) {
    return (
      <div className="rounded-box border border-dashed border-base-300 px-6 py-12 text-center">
        <p className="text-lg font-medium">{t('list.empty')}</p>
        <p className="mt-1 text-sm text-base-content/70">{t('list.emptyHint')}</p>
        <button ref={emptyAddRef} type="button" className={buttonClass('primary', 'md', 'mt-6')} onClick={onAdd}>
          {t('actions.add')}
        </button>
      </div>
    );
  }

  const onSetDefault = (address: UserAddress) =>
    setDefault.mutate(address.id, { onSuccess: () => toast('success', t('toast.defaultSet')) });

  const onConfirmDelete = () => {
    if (!deleting) return;
    del.mutate(deleting.id, {
      onSuccess: () => {
        toast('success', t('toast.deleted'));
        deletedRef.current = deleting.id;
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <ul ref={listRef} tabIndex={-1} aria-label={t('list.label')} className="grid grid-cols-3 gap-4 outline-none">
        {data.list.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            settingDefault={setDefault.isPending && setDefault.variables === address.id}
            onSetDefault={() => onSetDefault(address)}
            onEdit={() => onEdit(address)}
            onDelete={() => setDeleting(address)}
          />
        ))}
      </ul>
      <Pagination page={page} pages={data.pages} hrefFor={hrefFor} label={t('list.pagination')} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={del.isPending}
        onConfirm={onConfirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? <p className="break-words">{t('delete.body', { name: deleting.realName, detail: deleting.detail })}</p> : null}
      </ConfirmDialog>
    </>
  );
}

function AddressCard({
  address,
  settingDefault,
  onSetDefault,
  onEdit,
  onDelete,
}: {
  address: UserAddress;
  settingDefault: boolean;
  onSetDefault: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('addresses');
  const nameId = useId();
  const name = address.realName;
  const phone = address.phone ? `${address.countryCode ? `+${address.countryCode} ` : ''}${address.phone}` : null;
  const postCode = address.postCode ? String(address.postCode) : null;
  return (
    <li
      aria-labelledby={nameId}
      className={`flex flex-col rounded-box border bg-base-100 p-4 ${address.isDefault ? 'border-primary' : 'border-base-300'}`}
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h2 id={nameId} className="min-w-0 text-base font-semibold break-words">
          {name}
        </h2>
        {address.isDefault ? <Badge className="shrink-0">{t('card.default')}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {phone ? (
          <>
            <dt className="text-base-content/70">{t('card.phone')}</dt>
            <dd className="break-all">{phone}</dd>
          </>
        ) : null}
        <dt className="text-base-content/70">{t('card.email')}</dt>
        <dd className="break-all">{address.email}</dd>
        <dt className="text-base-content/70">{t('card.country')}</dt>
        <dd className="wrap-anywhere">{address.country}</dd>
        <dt className="text-base-content/70">{t('card.detail')}</dt>
        <dd className="wrap-anywhere">{address.detail}</dd>
        {postCode ? (
          <>
            <dt className="text-base-content/70">{t('card.postCode')}</dt>
            <dd>{postCode}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-1 pt-4">
        {address.isDefault ? null : (
          <Button
            variant="ghost"
            size="xs"
            aria-label={t('card.setDefaultLabel', { name })}
            disabled={settingDefault}
            aria-busy={settingDefault}
            onClick={onSetDefault}
          >
            {t('card.setDefault')}
          </Button>
        )}
        <Button variant="ghost" size="xs" aria-label={t('card.editLabel', { name })} onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <Button variant="ghost" size="xs" className="text-error" aria-label={t('card.deleteLabel', { name })} onClick={onDelete}>
          {t('card.delete')}
        </Button>
      </div>
    </li>
  );
}
