import type { MerchantIndexInfo } from '@contract';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/document-title';
import type { ShopTab } from './shop-params';

/** What the shop layout hands its tabs: the shop id from the URL and the header data it already loaded. */
export interface ShopContext {
  merId: number;
  info: MerchantIndexInfo;
}

export function useShop(): ShopContext {
  return useOutletContext<ShopContext>();
}

/**
 * "Shop name · Tab" as the document title. Called by each tab, not the layout: a tab loads after the layout and
 * its route title (set on mount) would otherwise win.
 */
export function useShopTitle(tab: ShopTab): ShopContext {
  const shop = useShop();
  const { t } = useTranslation('merchants');
  usePageTitle(t('shop.pageTitle', { shop: shop.info.name, tab: t(`tabs.${tab}`) }));
  return shop;
}
