import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCollectionsAddProduct } from '../api/collections-add-product';
import { useCollectionsCancelProduct } from '../api/collections-cancel-product';
import { useServerToggle } from '../hooks/use-server-toggle';
import { BTN, BTN_OUTLINE, BTN_SECONDARY, BTN_SM } from '../../../components/ui/classes';

/** Favourite toggle for a product. `invalidate` is the query that reports userCollect. */
export function FavoriteButton({ productId, collected, invalidate }: { productId: number; collected: boolean; invalidate: QueryKey }) {
  const { t } = useTranslation('products');
  const { active, toggle, pending } = useServerToggle({
    active: collected,
    on: useCollectionsAddProduct(),
    off: useCollectionsCancelProduct(),
    variables: productId,
    invalidate,
    messages: { on: t('favorite.added'), off: t('favorite.removed') },
  });
  return (
    <button
      type="button"
      className={`${BTN} shrink-0 ${BTN_SM} ${active ? BTN_SECONDARY : BTN_OUTLINE}`}
      aria-pressed={active}
      disabled={pending}
      onClick={toggle}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
      {t('favorite.label')}
    </button>
  );
}
