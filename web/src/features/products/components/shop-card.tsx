import type { ProductDetail } from '@contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductMiniTile } from '../../../components/catalog/product-mini-tile';
import { StarRating } from '../../../components/catalog/star-rating';
import { Avatar } from '../../../components/ui/avatar';
import { useLocale } from '../../../lib/routing/use-locale';
import { paths } from '../../../lib/routing/paths';
import { BADGE, BADGE_PRIMARY, BADGE_SM, BTN, BTN_OUTLINE, BTN_SM } from '../../../components/ui/classes';

type MerchantInfo = NonNullable<ProductDetail['merchantInfo']>;

interface ShopCardProps {
  merchant: MerchantInfo;
  /** merchantInfo has no id (docs/backend-wire.md, "Product and shop lists"): the product's merId. */
  merId: number;
  /** The follow button, placed by the route (favourites feature). */
  followSlot?: ReactNode;
}

export function ShopCard({ merchant, merId, followSlot }: ShopCardProps) {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  return (
    <section aria-labelledby="shop-card-title" className="rounded-box border border-base-200 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={merchant.avatar} size="md" />
        <div className="min-w-0">
          {/* The whole name, on two lines if need be: a cut "Mall Select (Se…" hides what the shop is. */}
          <h2 id="shop-card-title" className="leading-snug font-semibold break-words">
            {merchant.name}
          </h2>
          {merchant.isSelf ? <span className={`${BADGE} ${BADGE_SM} ${BADGE_PRIMARY}`}>{t('shop.selfOperated')}</span> : null}
          <div className="mt-1 flex items-center gap-1 text-sm">
            <span className="text-base-content/70">{t('shop.rating')}</span>
            <StarRating value={merchant.starLevel} />
          </div>
        </div>
      </div>
      <div className="mt-3 flex gap-2">
        <Link className={`${BTN} flex-1 ${BTN_OUTLINE} ${BTN_SM}`} to={to(paths.merchant({ id: merId }))}>
          {t('shop.enter')}
        </Link>
        {followSlot}
      </div>
      {merchant.proList.length > 0 ? (
        <div className="mt-4">
          <h3 className="mb-2 text-sm font-semibold">{t('shop.recommended')}</h3>
          <ul className="grid grid-cols-2 gap-2">
            {merchant.proList.slice(0, 4).map((product) => (
              <li key={product.id}>
                <ProductMiniTile product={product} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
