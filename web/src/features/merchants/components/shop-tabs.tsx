import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../lib/routing/use-locale';
import { SHOP_TABS, shopHref, type ShopTab } from '../shop-params';

/**
 * The shop's sections as links (each tab has its own URL, so they are navigation, not ARIA tabs); every link keeps
 * only the shop id, so a tab always opens at its first page.
 */
export function ShopTabs({ merId, current }: { merId: number; current: ShopTab }) {
  const { t } = useTranslation('merchants');
  const { to } = useLocale();
  return (
    <nav aria-label={t('tabs.label')} className="border-b border-base-200">
      <ul className="flex gap-1">
        {SHOP_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={to(shopHref(merId, tab))}
              aria-current={tab === current ? 'page' : undefined}
              className={`-mb-px inline-block border-b-2 px-5 py-3 font-medium ${tab === current ? 'border-primary text-primary' : 'border-transparent hover:text-primary'}`}
            >
              {t(`tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
