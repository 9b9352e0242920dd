import type { CartLine } from '@contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { usePriceFormat } from '../../../components/catalog/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useLocale } from '../../../lib/routing/use-locale';
import { isBuyable, lineSubtotal, MAX_LINE_QUANTITY, type CheckState } from '../cart-selection';
import { paths } from '../../../lib/routing/paths';
import {
  BADGE,
  BADGE_GHOST,
  BADGE_SM,
  CHECKBOX,
  CHECKBOX_PRIMARY,
  CHECKBOX_SM,
  LINK,
  LINK_HOVER,
  LINK_PRIMARY,
} from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

/** A checkbox that can also show "some selected" (the DOM-only indeterminate flag). */
export function TriStateCheckbox({
  state,
  label,
  visibleLabel,
  onChange,
}: {
  state: CheckState;
  label: string;
  visibleLabel?: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  const box = (
    <input
      ref={ref}
      type="checkbox"
      className={`${CHECKBOX} ${CHECKBOX_SM} ${CHECKBOX_PRIMARY}`}
      checked={state === 'all'}
      aria-label={visibleLabel ? undefined : label}
      onChange={onChange}
    />
  );
  if (!visibleLabel) return box;
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      {box}
      {label}
    </label>
  );
}

interface CartLineRowProps {
  line: CartLine;
  selected: boolean;
  onSelect: () => void;
  onQuantity: (value: number) => void;
  onChangeSku: () => void;
  onDelete: () => void;
}

export function CartLineRow({ line, selected, onSelect, onQuantity, onChangeSku, onDelete }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const { to } = useLocale();
  const format = usePriceFormat();
  const href = to(paths.goodsDetail(line.productId));
  const buyable = isBuyable(line);
  const stock = line.stock ?? 0;
  return (
    <tr className={selected ? 'bg-primary/5' : buyable ? undefined : 'text-base-content/60'}>
      <td>
        <input
          type="checkbox"
          className={`${CHECKBOX} ${CHECKBOX_SM} ${CHECKBOX_PRIMARY}`}
          checked={selected && buyable}
          disabled={!buyable}
          aria-label={t('selectLine', { name: line.storeName })}
          onChange={onSelect}
        />
      </td>
      <td>
        <div className="flex items-center gap-3">
          <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0">
            <LazyImage src={line.image} alt="" ratio="1 / 1" className="w-20 rounded" />
          </Link>
          <div className="min-w-0 space-y-1">
            {/* Any word may break: a table column is as wide as its longest word otherwise. */}
            <Link to={href} className={`line-clamp-2 ${LINK} font-medium wrap-anywhere ${LINK_HOVER}`}>
              {line.storeName}
            </Link>
            {line.suk ? (
              <p className="flex items-center gap-2 text-sm text-base-content/70">
                <span className="min-w-0 wrap-anywhere">{t('sku', { sku: line.suk })}</span>
                <button
                  type="button"
                  className={`${LINK} text-xs ${LINK_PRIMARY}`}
                  aria-label={t('changeSkuOf', { name: line.storeName })}
                  onClick={onChangeSku}
                >
                  {t('changeSku')}
                </button>
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td className="text-right">{format(line.price)}</td>
      <td>
        <div className="flex flex-col items-center gap-1">
          {buyable ? (
            <QuantityStepper
              label={t('quantityOf', { name: line.storeName })}
              value={line.cartNum}
              max={Math.max(1, Math.min(stock, MAX_LINE_QUANTITY))}
              decreaseLabel={t('decrease', { name: line.storeName })}
              increaseLabel={t('increase', { name: line.storeName })}
              onChange={onQuantity}
            />
          ) : (
            <span className={`${BADGE} ${BADGE_GHOST}`}>{t('soldOut')}</span>
          )}
          {buyable && stock <= 5 ? <span className="text-xs font-semibold text-warning">{t('stockLeft', { count: stock })}</span> : null}
        </div>
      </td>
      <td className="text-right font-semibold text-error">{format(lineSubtotal(line))}</td>
      <td className="text-center">
        <Button variant="ghost" size="xs" aria-label={t('deleteLine', { name: line.storeName })} onClick={onDelete}>
          {t('delete')}
        </Button>
      </td>
    </tr>
  );
}

/** Whether the product of an invalid line has a specification to choose (the page reads it: cart-view.tsx). */
export type ReselectState = 'loading' | 'choosable' | 'soldOut' | 'gone';

/**
 * A line that can no longer be bought: shown greyed with its reason. "Reselect" only when a specification can be
 * chosen; a product whose every specification is sold out can be moved to the favourites; a product taken off sale
 * can only be removed.
 */
export function InvalidLineRow({
  line,
  reselect,
  onReselect,
  onMoveToFavourites,
  onDelete,
}: {
  line: CartLine;
  reselect: ReselectState;
  onReselect: () => void;
  onMoveToFavourites?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('cart');
  return (
    <li className="flex items-center gap-4 px-4 py-3 text-base-content/60">
      <span className={`${BADGE} shrink-0 ${BADGE_GHOST} ${BADGE_SM}`}>
        {reselect === 'gone' ? t('invalid.offSale') : t('invalid.reason')}
      </span>
      <LazyImage src={line.image} alt="" ratio="1 / 1" className="w-14 shrink-0 rounded opacity-60" />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-1">{line.storeName}</p>
        {line.suk ? <p className="text-sm">{t('sku', { sku: line.suk })}</p> : null}
      </div>
      {reselect === 'choosable' ? (
        <Button variant="outline" size="xs" aria-label={t('invalid.reselectOf', { name: line.storeName })} onClick={onReselect}>
          {t('invalid.reselect')}
        </Button>
      ) : null}
      {reselect === 'soldOut' && onMoveToFavourites ? (
        <Button variant="outline" size="xs" aria-label={t('invalid.toFavouritesOf', { name: line.storeName })} onClick={onMoveToFavourites}>
          {t('invalid.toFavourites')}
        </Button>
      ) : null}
      <Button variant="ghost" size="xs" aria-label={t('deleteLine', { name: line.storeName })} onClick={onDelete}>
        {t('delete')}
      </Button>
    </li>
  );
}
