import type { ProductCollectItem } from '@contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { Price } from '../../../components/catalog/price';
import { useLocale } from '../../../lib/routing/use-locale';
import { paths } from '../../../lib/routing/paths';
import { CARD, CARD_BODY, CHECKBOX, CHECKBOX_PRIMARY, LINK_HOVER } from '../../../components/ui/classes';
import { Button } from '../../../components/ui/button';

interface FavoriteProductCardProps {
  item: ProductCollectItem;
  /** Manage mode: a checkbox selects the card for a bulk removal. */
  managing: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}

/**
 * A favourite: picture, name and price, with its own remove button. Unlike the catalog's ProductCard the whole
 * card cannot be one link, since it holds a checkbox and a button; the name is the link, and the picture repeats
 * it for the mouse only.
 */
export function FavoriteProductCard({ item, managing, selected, onSelectedChange, onRemove, removing }: FavoriteProductCardProps) {
  const { t } = useTranslation('collections');
  const { to } = useLocale();
  const nameId = useId();
  const href = to(paths.goodsDetail(item.productId));
  return (
    <article
      aria-labelledby={nameId}
      className={`${CARD} relative h-full border bg-base-100 ${selected && managing ? 'border-primary' : 'border-base-200'}`}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <LazyImage src={item.image} alt="" ratio="1 / 1" className="rounded-t-box" />
      </Link>
      {managing ? (
        <input
          type="checkbox"
          className={`${CHECKBOX} absolute top-2 left-2 bg-base-100 ${CHECKBOX_PRIMARY}`}
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={t('products.select', { name: item.storeName })}
        />
      ) : null}
      <div className={`${CARD_BODY} gap-2 p-3`}>
        <h3 id={nameId} className="line-clamp-2 min-h-10 text-sm leading-5">
          <Link to={href} className={LINK_HOVER}>
            {item.storeName}
          </Link>
        </h3>
        <div className="flex items-center justify-between gap-2">
          <Price value={item.price} className="text-lg" />
          <Button
            variant="ghost"
            size="xs"
            aria-label={t('products.removeNamed', { name: item.storeName })}
            disabled={removing}
            onClick={onRemove}
          >
            {t('products.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}
