import type { MerchantSearchItem } from '@contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { ProductMiniTile } from '../../../components/catalog/product-mini-tile';
import { StarRating } from '../../../components/catalog/star-rating';
import { useLocale } from '../../../lib/routing/use-locale';
import { shopHref } from '../shop-params';
import { BADGE, BADGE_PRIMARY, BADGE_SM, BTN, BTN_OUTLINE, BTN_SM, LINK_HOVER } from '../../../components/ui/classes';

/** How many of a shop's products a card shows (the street answers up to four). */
const CARD_PRODUCTS = 4;

/** A shop of the street or the shop search: street background, avatar, name, rating and a few products. */
export function ShopStreetCard({ shop }: { shop: MerchantSearchItem }) {
  const { t } = useTranslation('merchants');
  const { to } = useLocale();
  const href = to(shopHref(shop.id));
  const titleId = `shop-card-${shop.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden rounded-box border border-base-200 bg-base-100">
      <LazyImage src={shop.streetBackImage || shop.backImage} alt="" ratio="580 / 140" />
      <div className="flex items-center gap-3 px-4 pt-3">
        <LazyImage src={shop.avatar} alt="" ratio="1 / 1" className="-mt-10 w-16 shrink-0 rounded-full border-4 border-base-100" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-lg font-semibold">
            <Link to={href} className={LINK_HOVER}>
              {shop.name}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {shop.isSelf ? <span className={`${BADGE} ${BADGE_SM} ${BADGE_PRIMARY}`}>{t('shop.selfOperated')}</span> : null}
            <span className="text-base-content/70">{t('shop.rating')}</span>
            <StarRating value={shop.starLevel} />
          </p>
        </div>
        <Link to={href} className={`${BTN} shrink-0 ${BTN_OUTLINE} ${BTN_SM}`} aria-label={t('street.enterNamed', { name: shop.name })}>
          {t('street.enter')}
        </Link>
      </div>
      {shop.proList.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2 p-4" aria-label={t('street.products', { name: shop.name })}>
          {shop.proList.slice(0, CARD_PRODUCTS).map((product) => (
            <li key={product.id}>
              <ProductMiniTile product={product} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="p-4 text-sm text-base-content/70">{t('street.noProducts')}</p>
      )}
    </article>
  );
}

/** Shop cards two to a row. */
export function ShopCardGrid({ shops }: { shops: readonly MerchantSearchItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-6">
      {shops.map((shop) => (
        <li key={shop.id}>
          <ShopStreetCard shop={shop} />
        </li>
      ))}
    </ul>
  );
}
