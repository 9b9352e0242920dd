import type { Banner } from '@contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LazyImage } from '../../../components/catalog/lazy-image';
import { useLocale } from '../../../lib/routing/use-locale';
import { BannerLink } from './banner-link';
import { paths } from '../../../lib/routing/paths';
import { LINK } from '../../../components/ui/classes';

/** Shop street header image (shopStreetHeaderImag) and the best-shop banners (bastBanner). Hidden when empty. */
export function ShopStreet({ headerImage, banners }: { headerImage: string | null; banners: readonly Banner[] | null }) {
  const { t } = useTranslation('products');
  const { to } = useLocale();
  const list = banners ?? [];
  if (!headerImage && list.length === 0) return null;
  return (
    <section aria-labelledby="shop-street-title" className="space-y-3">
      <div className="flex items-baseline justify-between">
        <h2 id="shop-street-title" className="text-xl font-semibold">
          {t('home.shopStreet')}
        </h2>
        <Link className={`${LINK} text-sm`} to={to(paths.merchantStreet())}>
          {t('home.allShops')}
        </Link>
      </div>
      {headerImage ? (
        <Link to={to(paths.merchantStreet())} className="block" aria-label={t('home.shopStreet')}>
          <LazyImage src={headerImage} alt="" ratio="1200 / 200" className="rounded-box" />
        </Link>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid grid-cols-3 gap-4" aria-label={t('home.bestShops')}>
          {list.map((banner) => (
            <li key={banner.id}>
              <BannerLink url={banner.url} label={banner.name ?? t('home.bestShops')} className="block">
                <LazyImage src={banner.pic} alt={banner.name ?? ''} ratio="390 / 180" className="rounded-box" />
              </BannerLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
