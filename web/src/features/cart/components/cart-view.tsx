import type { CartLine, CartMerchant } from '@contract';
import { useQuery } from '@tanstack/react-query';
import { startTransition, useOptimistic, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePriceFormat } from '../../../components/catalog/price';
import { ShopLinesTable } from '../../../components/catalog/shop-lines-table';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { toast } from '../../../lib/app-events';
import { useLocale } from '../../../lib/routing/use-locale';
import { cartListQueryOptions } from '../api/cart-list';
import { useCartDelete } from '../api/cart-delete';
import { useCartNum } from '../api/cart-num';
import {
  checkState,
  isBuyable,
  keepOrder,
  linesOf,
  reconcile,
  selectionTotals,
  splitGoneLines,
  toggleLines,
  withLineNumber,
} from '../cart-selection';
import { CartLineRow, InvalidLineRow, TriStateCheckbox, type ReselectState } from './cart-line-row';
import { paths } from '../../../lib/routing/paths';
import { ErrorBlock, SkeletonList } from '../../../components/ui/query-state';
import { BTN, BTN_PRIMARY, LINK, LINK_HOVER } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

/** What the page plugs in to choose another specification of a line's product (the products feature owns it). */
export type SkuChooser = (line: CartLine, close: () => void) => ReactNode;

/** What the page plugs in to tell whether an invalid line's product has a specification to choose (products feature). */
type ReselectProbe = ComponentType<{ productId: number; children: (state: ReselectState) => ReactNode }>;

interface CartViewProps {
  chooseSku: SkuChooser;
  reselectProbe: ReselectProbe;
  /** Saves the line's product to the favourites and removes the line (the favourites feature owns the call). */
  onMoveToFavourites?: (line: CartLine) => void;
  /** Goes on with the selected valid lines (the checkout flow). */
  onCheckout: (lineIds: number[]) => void;
  checkoutBusy?: boolean;
}

const NO_GROUPS: CartMerchant[] = [];

type Pending = { kind: 'line'; line: CartLine } | { kind: 'selected'; ids: number[] } | { kind: 'invalid'; ids: number[] };

/**
 * The cart page body (docs/storefront.md, Screens /order/shopping_cart): valid lines by shop with selection, quantity, specification
 * change and removal; invalid lines to choose again or clear; the summary bar with the selected total.
 */
export function CartView({ chooseSku, reselectProbe: ReselectProbeOf, onMoveToFavourites, onCheckout, checkoutBusy }: CartViewProps) {
  const { t } = useTranslation('cart');
  const { to } = useLocale();
  const format = usePriceFormat();
  const valid = useQuery(cartListQueryOptions(true));
  const invalid = useQuery(cartListQueryOptions(false));
  const cartNum = useCartNum();
  const cartDelete = useCartDelete();
  const [pending, setPending] = useState<Pending | null>(null);
  const [choosing, setChoosing] = useState<CartLine | null>(null);

  // A quantity change shows at once and holds until the cart has been read again (changeQuantity below).
  const [optimistic, showLineNumber] = useOptimistic<CartMerchant[], { id: number; number: number }>(
    valid.data ?? NO_GROUPS,
    (current, change) => withLineNumber(current, change.id, change.number),
  );
  // Selection follows the list: lines that leave drop out, new lines come in selected; lines keep the place they were
  // shown in (docs/cart-order.md). Adjusted while rendering, so the summary never shows a stale total for a frame.
  const [selection, setSelection] = useState<{
    selected: Set<number>;
    seen: Set<number>;
    order: number[];
    source: CartMerchant[] | undefined;
  }>({
    selected: new Set(),
    seen: new Set(),
    order: [],
    source: undefined,
  });
  const kept = keepOrder(optimistic, selection.order);
  // A line whose SKU is gone comes in the valid list without SKU facts: it is shown with the invalid ones.
  const { groups, gone } = splitGoneLines(kept.groups);
  const lines = linesOf(groups);
  // Sold-out lines stay in the valid list (attrStatus false) but cannot be selected.
  const buyable = lines.filter(isBuyable);
  const invalidLines = [...gone, ...linesOf(invalid.data ?? [])];
  let { selected } = selection;
  if (valid.data !== selection.source) {
    selected = reconcile(selection.selected, selection.seen, lines);
    setSelection({ selected, seen: new Set(lines.map((l) => l.id)), order: kept.order, source: valid.data });
  }
  const select = (next: Set<number>) => setSelection((current) => ({ ...current, selected: next }));
  const totals = selectionTotals(lines, selected);
  const allState = checkState(buyable, selected);

  if (valid.isPending || invalid.isPending) {
    return <SkeletonList label={t('loading')} count={2} className="space-y-3" itemClassName="h-24 w-full" />;
  }
  if (valid.error || invalid.error) {
    return (
      <ErrorBlock
        error={valid.error ?? invalid.error}
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void Promise.all([valid.refetch(), invalid.refetch()])}
        layout="page"
        className="rounded-box border border-base-200"
      />
    );
  }
  if (lines.length === 0 && invalidLines.length === 0) {
    return (
      <div className="rounded-box border border-base-200 px-6 py-16 text-center">
        <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
        <p className="mt-2 text-base-content/70">{t('empty.text')}</p>
        <Link to={to('/')} className={`${BTN} mt-6 ${BTN_PRIMARY}`}>
          {t('empty.action')}
        </Link>
      </div>
    );
  }

  const remove = (ids: number[]) => {
    cartDelete.mutate(ids, {
      onSuccess: () => {
        toast('success', t('deleted'));
        setPending(null);
      },
    });
  };
  const changeQuantity = (line: CartLine, number: number) => {
    startTransition(async () => {
      showLineNumber({ id: line.id, number });
      try {
        await cartNum.mutateAsync({ id: line.id, number });
      } catch {
        // Toasted by the global handler (lib/api/query-client.ts); the line shows its number again.
      }
    });
  };
  const checkout = () => {
    const ids = buyable.filter((line) => selected.has(line.id)).map((line) => line.id);
    if (ids.length === 0) {
      toast('error', t('summary.selectItem'));
      return;
    }
    onCheckout(ids);
  };

  return (
    <div className="space-y-6">
      {lines.length > 0 ? (
        <ShopLinesTable
          caption={t('title')}
          columns={[
            {
              label: <TriStateCheckbox state={allState} label={t('selectAll')} onChange={() => select(toggleLines(selected, buyable))} />,
              className: 'w-10',
            },
            { label: t('columns.product') },
            { label: t('columns.price'), className: 'w-28 text-right' },
            { label: t('columns.quantity'), className: 'w-36 text-center' },
            { label: t('columns.subtotal'), className: 'w-28 text-right' },
            { label: t('columns.actions'), className: 'w-24 text-center' },
          ]}
          groups={groups.map((group) => ({
            key: group.merId,
            lead: (
              <TriStateCheckbox
                state={checkState(group.cartInfoList.filter(isBuyable), selected)}
                label={t('selectShop', { shop: group.merName })}
                onChange={() => select(toggleLines(selected, group.cartInfoList.filter(isBuyable)))}
              />
            ),
            title: (
              <Link
                to={to(paths.merchant({ id: group.merId }))}
                className={`${LINK} font-semibold ${LINK_HOVER}`}
                aria-label={t('shopLink', { shop: group.merName })}
              >
                {group.merName}
              </Link>
            ),
            rows: group.cartInfoList.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                selected={selected.has(line.id)}
                onSelect={() => select(toggleLines(selected, [line]))}
                onQuantity={(number) => changeQuantity(line, number)}
                onChangeSku={() => setChoosing(line)}
                onDelete={() => setPending({ kind: 'line', line })}
              />
            )),
          }))}
        />
      ) : null}

      {invalidLines.length > 0 ? (
        <section aria-labelledby="cart-invalid-title" className="rounded-box border border-base-200">
          <div className="flex items-center justify-between border-b border-base-200 px-4 py-3">
            <h2 id="cart-invalid-title" className="font-semibold">
              {t('invalid.title', { count: invalidLines.length })}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setPending({ kind: 'invalid', ids: invalidLines.map((l) => l.id) })}>
              {t('invalid.clear')}
            </Button>
          </div>
          <ul className="divide-y divide-base-200">
            {invalidLines.map((line) => (
              <ReselectProbeOf key={line.id} productId={line.productId}>
                {(reselect) => (
                  <InvalidLineRow
                    line={line}
                    reselect={reselect}
                    onReselect={() => setChoosing(line)}
                    onMoveToFavourites={onMoveToFavourites ? () => onMoveToFavourites(line) : undefined}
                    onDelete={() => setPending({ kind: 'line', line })}
                  />
                )}
              </ReselectProbeOf>
            ))}
          </ul>
        </section>
      ) : null}

      {lines.length > 0 ? (
        <section
          aria-label={t('summary.label')}
          className="sticky bottom-0 z-10 flex items-center gap-4 rounded-box border border-base-200 bg-base-100 px-4 py-3 shadow-md"
        >
          <TriStateCheckbox state={allState} label={t('selectAll')} visibleLabel onChange={() => select(toggleLines(selected, buyable))} />
          <Button
            variant="ghost"
            size="sm"
            disabled={totals.lines === 0}
            onClick={() => setPending({ kind: 'selected', ids: lines.filter((l) => selected.has(l.id)).map((l) => l.id) })}
          >
            {t('deleteSelected')}
          </Button>
          <span className="ml-auto text-sm" aria-live="polite">
            {t('summary.selected', { count: totals.lines })}
          </span>
          <span className="text-lg">
            {t('summary.total')}{' '}
            <strong className="text-error" data-testid="cart-total">
              {format(totals.amount)}
            </strong>
          </span>
          <Button disabled={checkoutBusy} aria-busy={checkoutBusy} onClick={checkout}>
            {t('summary.checkout')}
          </Button>
        </section>
      ) : null}

      {pending ? (
        <ConfirmDialog
          open
          title={t('confirmDelete.title')}
          confirmLabel={pending.kind === 'invalid' ? t('invalid.clear') : t('confirmDelete.confirm')}
          cancelLabel={t('confirmDelete.cancel')}
          busy={cartDelete.isPending}
          onConfirm={() => remove(pending.kind === 'line' ? [pending.line.id] : pending.ids)}
          onCancel={() => setPending(null)}
        >
          <p>
            {pending.kind === 'line'
              ? t('confirmDelete.one', { name: pending.line.storeName })
              : pending.kind === 'selected'
                ? t('confirmDelete.many', { count: pending.ids.length })
                : t('invalid.confirmClear', { count: pending.ids.length })}
          </p>
        </ConfirmDialog>
      ) : null}
      {choosing ? chooseSku(choosing, () => setChoosing(null)) : null}
    </div>
  );
}
