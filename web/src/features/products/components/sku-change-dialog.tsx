import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/catalog/price';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { isProductMissing, productsDetailQueryOptions } from '../api/products-detail';
import { initialSelection, missingAttrs, parseAttrs, selectedSku, type Selection, type SkuAttr, type SkuTable } from '../sku-matrix';
import { SkuPicker } from './sku-picker';
import { ErrorBlock, Skeleton } from '../../../components/ui/query-state';

export interface SkuChangeDialogProps {
  productId: number;
  /** The SKU the line holds now: preselected when it is still in stock. */
  currentSkuId: number | null;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  unavailableText: string;
  busy?: boolean;
  onConfirm: (skuId: number) => void;
  onCancel: () => void;
}

function startSelection(attrs: readonly SkuAttr[], table: SkuTable, currentSkuId: number | null): Selection {
  const current = Object.entries(table).find(([, sku]) => sku.id === currentSkuId && sku.stock > 0);
  return current ? current[0].split(',').map((v) => v.trim()) : initialSelection(attrs, table);
}

/** Choose another specification of a product (the cart's "change" and "reselect"), with its price and stock. */
export function SkuChangeDialog({
  productId,
  currentSkuId,
  title,
  confirmLabel,
  cancelLabel,
  unavailableText,
  busy,
  onConfirm,
  onCancel,
}: SkuChangeDialogProps) {
  const { t } = useTranslation('products');
  const detail = useQuery(productsDetailQueryOptions(productId, 'user'));
  const attrs = useMemo(() => (detail.data ? parseAttrs(detail.data.productAttr) : []), [detail.data]);
  const table = detail.data?.productValue;
  // Untouched, the selection follows the loaded product (the line's own SKU when it is still in stock).
  const [picked, setPicked] = useState<Selection | null>(null);
  const selection = picked ?? (table ? startSelection(attrs, table, currentSkuId) : []);
  const sku = table ? selectedSku(attrs, table, selection) : null;
  const canConfirm = sku !== null && sku.stock > 0;

  return (
    <ConfirmDialog
      open
      wide
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={busy}
      confirmDisabled={!canConfirm}
      onConfirm={() => {
        if (sku && canConfirm) onConfirm(sku.id);
      }}
      onCancel={onCancel}
    >
      {detail.isPending ? <Skeleton className="h-24 w-full" label={t('common.loading')} /> : null}
      {detail.error && isProductMissing(detail.error) ? <p role="alert">{unavailableText}</p> : null}
      {detail.error && !isProductMissing(detail.error) ? (
        <ErrorBlock error={detail.error} retryLabel={t('common.retry')} onRetry={() => void detail.refetch()} layout="box" />
      ) : null}
      {detail.data && table ? (
        <div className="space-y-4">
          <p className="font-medium">{detail.data.productInfo.storeName}</p>
          <SkuPicker attrs={attrs} table={table} selection={selection} onChange={setPicked} />
          <p className="flex items-center gap-4 text-sm" aria-live="polite">
            {sku ? <Price value={sku.price} /> : null}
            <span>
              {sku ? t('product.stock', { count: sku.stock }) : t('sku.choose', { names: missingAttrs(attrs, selection).join(', ') })}
            </span>
          </p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
