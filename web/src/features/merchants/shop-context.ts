import type { MerchantIndexInfo } from '@contract';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import { usePageTitle } from '../../components/layout/document-title';
import type { ShopTab } from './shop-params';
import { shopTitle } from './shop-title';

/** What the shop layout hands its tabs: the shop id from the URL and the header data it already loaded. */
export interface ShopContext {
  merId: number;
  info: MerchantIndexInfo;
}

export function useShop(): ShopContext {
  return useOutletContext<ShopContext>();
}

/**
 * The shop's name, with the tab's where it is not the shop's home, as the document title (shop-title.ts, which the
 * server's <head> uses too). Called by each tab, not the layout: the tab's route is the one that titles the document.
 */
export function useShopTitle(tab: ShopTab): ShopContext {
  const shop = useShop();
  const { t } = useTranslation();
  usePageTitle(shopTitle(t, shop.info.name, tab));
  return shop;
}
